import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { StartOptions } from '../server.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * Test-only: the same suite against SQLite always and against PostgreSQL when
 * TEST_DATABASE_URL is set (CI: postgres://postgres@127.0.0.1:5432/test), each PostgreSQL run in
 * a fresh schema that is dropped afterwards.
 */
export const PG_URL = process.env.TEST_DATABASE_URL;

export const DATABASES: readonly ('sqlite' | 'postgres')[] = PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export function noteSkippedPostgres(file: string): void {
  if (!PG_URL) console.log(`${file}: TEST_DATABASE_URL is not set — the PostgreSQL run is skipped (SQLite runs).`);
}

/** A test server on SQLite or PostgreSQL; `schema` is its PostgreSQL schema (null on SQLite). */
export async function serverOn(
  kind: 'sqlite' | 'postgres',
  overrides: Partial<Config> = {},
  extra: StartOptions = {},
): Promise<TestServer & { readonly schema: string | null }> {
  if (kind === 'sqlite') return { ...(await startTestServer(overrides, extra)), schema: null };
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const server = await startTestServer({ ...overrides, databaseUrl: PG_URL! }, { ...extra, dbSchema: schema });
  return {
    ...server,
    schema,
    async cleanup() {
      await server.cleanup();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type SqliteDatabase, sql } from 'kysely';
import pg from 'pg';
import { checkBeforeOpen, checkOpened, DamagedDatabase, markFirstStart } from './integrity.ts';
import { migrationProvider } from './migrations.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DbTarget {
  /** PostgreSQL connection string; SQLite under `dataDir` when null. */
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  /** PostgreSQL only: the schema to work in (tests use a fresh one per run). */
  readonly schema?: string;
  readonly log?: (line: string) => void;
}

export const SQLITE_FILE = 'stammtisch.sqlite';
export const SQLITE_BUSY_MS = 1000;

/** Opens the database and applies every pending migration. */
export async function openDb(target: DbTarget): Promise<{ db: Db; kind: 'sqlite' | 'postgres'; where: string }> {
  const db = target.databaseUrl ? postgres(target.databaseUrl, target.schema, target.log ?? ((l) => console.error(l))) : sqlite(target.dataDir);
  // PostgreSQL: Kysely looks for its migration tables in every schema unless told which one; a
  // schema of another deployment (or of a parallel test) would then hide this one's.
  const migrationTableSchema = target.databaseUrl ? (target.schema ?? (await currentSchema(db))) : undefined;
  const { error, results } = await new Migrator({ db, provider: migrationProvider, ...(migrationTableSchema ? { migrationTableSchema } : {}) }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  if (target.databaseUrl) return { db, kind: 'postgres', where: redact(target.databaseUrl) };
  const file = join(target.dataDir, SQLITE_FILE);
  markFirstStart(file);
  return { db, kind: 'sqlite', where: file };
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL: no current schema (check search_path)');
  return schema;
}

/** Opens the SQLite file, refusing a damaged one (`integrity.ts`). */
export function openSqliteFile(path: string): Sqlite.Database {
  checkBeforeOpen(path);
  let file: Sqlite.Database | null = null;
  try {
    // A write waits this long for another connection's lock, blocking the event loop meanwhile;
    // then it fails with SQLITE_BUSY and the table tries again later (store/faults.ts).
    file = new Sqlite(path, { timeout: SQLITE_BUSY_MS });
    // WAL: readers never block the writer; NORMAL is durable against a process crash (SIGKILL),
    // which is what the action log must survive.
    file.pragma('journal_mode = WAL');
    file.pragma('synchronous = NORMAL');
    file.pragma('foreign_keys = ON');
    checkOpened(file, path);
    return file;
  } catch (e) {
    file?.close();
    const code = (e as { code?: unknown }).code;
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
      throw new DamagedDatabase(`${path} is not a readable SQLite database (${code}: ${(e as Error).message}). Restore it from a backup (docs/server.md, "Backups").`);
    }
    throw e;
  }
}

function sqlite(dir: string): Db {
  mkdirSync(dir, { recursive: true });
  const file = openSqliteFile(join(dir, SQLITE_FILE));
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: cachedStatements(file) }) });
}

/**
 * Kysely prepares every query anew; a server runs the same few statements thousands of times a
 * second (one insert per action). Prepared statements are kept per SQL text and reused — safe
 * with better-sqlite3, which runs each to completion synchronously (no statement is iterated).
 */
function cachedStatements(file: Sqlite.Database): SqliteDatabase {
  const cache = new Map<string, Sqlite.Statement>();
  return {
    close: () => file.close(),
    prepare(text: string) {
      let stmt = cache.get(text);
      if (!stmt) {
        stmt = file.prepare(text);
        if (cache.size < 1000) cache.set(text, stmt);
      }
      return stmt;
    },
  };
}

function postgres(url: string, schema: string | undefined, log: (line: string) => void): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Seen in pg_stat_activity; tests find their own server's connections by it.
    application_name: schema ? `stammtisch ${schema}` : 'stammtisch',
    connectionTimeoutMillis: 10_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // Epoch-ms times are bigint columns; pg hands int8 out as strings unless told otherwise.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection that breaks (the server restarted, pg_terminate_backend, the network) is
  // reported here; without a listener it would end the process. The pool drops it and opens a
  // new one on the next query.
  pool.on('error', (e) => log(`PostgreSQL: an idle connection failed: ${e.message}`));
  // The same for a connection in use between two queries (inside a transaction, say): its next
  // query fails instead, and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', (e) => log(`PostgreSQL: a connection failed: ${e.message}`)));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

const redact = (url: string): string => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTable, guest, Player, startTestServer } from './testing/harness.ts';

/** The whole server on PostgreSQL (when TEST_DATABASE_URL is set), in a fresh schema. */
const PG_URL = process.env.TEST_DATABASE_URL;
if (!PG_URL) console.log('postgres.test: TEST_DATABASE_URL is not set — the server-on-PostgreSQL test is skipped.');

describe.skipIf(!PG_URL)('the server on PostgreSQL', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    server = await startTestServer({ databaseUrl: PG_URL! }, schema);
  });
  afterAll(async () => {
    await server?.cleanup();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  });

  it('plays a game with the log in PostgreSQL; the verify endpoint replays it', async () => {
    expect((await api<{ storage: string }>(server.url, '/health')).body.storage).toBe('postgres');
    const [a, b] = await Promise.all([guest(server.url, 'Anni'), guest(server.url, 'Bert')]);
    const t = await createTable(server.url, a, { game: 'schraem', seats: 3, bots: [null, null, 'mittel'] });
    const players = await Promise.all([a, b].map((p) => Player.join(server.url, p, t.id)));
    players.forEach((p, i) => p.play(`pg-${i}`));
    const over = await players[0]!.waitFor('over', undefined, 30_000);
    const verify = await api<{ hashMatches: boolean; replayLegal: boolean; resultMatches: boolean }>(server.url, `/api/games/${over.gameId}/verify`);
    expect(verify.body).toMatchObject({ hashMatches: true, replayLegal: true, resultMatches: true });
    await Promise.all(players.map((p) => p.leave()));
  });
});

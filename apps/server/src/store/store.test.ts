import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from './db.ts';
import { Store, type TableRecord } from './store.ts';

/**
 * The storage layer against SQLite always, and against PostgreSQL when TEST_DATABASE_URL is set
 * (CI: postgres://postgres@127.0.0.1:5432/test), each run in a fresh schema.
 */
const PG_URL = process.env.TEST_DATABASE_URL;
if (!PG_URL) console.log('store.test: TEST_DATABASE_URL is not set — the PostgreSQL storage tests are skipped (SQLite runs).');

const table = (id: string, now: number): TableRecord => ({
  id,
  game: 'schraem',
  options: { players: 2, mode: 'profi' },
  seats: 2,
  visibility: 'private',
  code: `C${id.slice(-5)}`,
  hostId: 'g_host',
  settings: { cardMs: 30_000, decisionMs: 15_000, origin: 'created' },
  seating: [{ kind: 'player', playerId: 'g_host', nickname: 'Anni' }, { kind: 'bot', level: 'schwer' }],
  status: 'waiting',
  createdAt: now,
  updatedAt: now,
});

function storageSuite(kind: 'sqlite' | 'postgres') {
  let store: Store;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (kind === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'stammtisch-store-'));
      const opened = await openDb({ databaseUrl: null, dataDir: dir });
      store = new Store(opened.db);
      cleanup = async () => {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      };
    } else {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const opened = await openDb({ databaseUrl: PG_URL!, dataDir: '', schema });
      store = new Store(opened.db);
      cleanup = async () => {
        await store.close();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      };
    }
  });
  afterAll(async () => cleanup());

  it('applies its migrations once and again without harm', async () => {
    const tables = await store.db.introspection.getTables();
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['guests', 'tables', 'games', 'game_seats', 'actions']));
  });

  it('keeps guests by token hash only', async () => {
    const now = 1_790_000_000_000;
    await store.createGuest('g_1', 'Sepp', 'hash-1', now);
    expect(await store.guestByTokenHash('hash-1')).toEqual({ id: 'g_1', nickname: 'Sepp' });
    await store.renameGuest('g_1', 'Seppl', now + 1);
    expect((await store.guestByTokenHash('hash-1'))?.nickname).toBe('Seppl');
    expect(await store.guestByTokenHash('nope')).toBeNull();
  });

  it('stores a table, a game, its seats and its action log in order, with epoch-ms times as numbers', async () => {
    const now = 1_790_000_000_123;
    const t = table('Tstore1', now);
    await store.createTable(t);
    expect(await store.table(t.id)).toEqual(t);
    expect(await store.tableByCode(t.code!)).toEqual(t);
    expect((await store.unfinishedTables()).map((x) => x.id)).toContain(t.id);
    expect((await store.publicTables('schraem')).map((x) => x.id)).not.toContain(t.id);

    await store.createGame(
      { id: 'Gstore1', tableId: t.id, number: 1, game: 'schraem', options: t.options, seed: 's', seedHash: 'h', status: 'playing', result: null, startedAt: now, finishedAt: null },
      [
        { seat: 0, playerId: 'g_host', nickname: 'Anni', botLevel: null, covered: false },
        { seat: 1, playerId: null, nickname: 'Bot (schwer)', botLevel: 'schwer', covered: false },
      ],
    );
    expect((await store.table(t.id))?.status).toBe('playing');
    for (let i = 0; i < 12; i++) await store.appendAction('Gstore1', { idx: i, seat: i % 2, action: `play ${i}`, by: i % 3 === 0 ? 'bot' : 'player', at: now + i });
    // Action k is appended once: a second writer of index 3 is told so, and the log keeps the first.
    expect(await store.appendAction('Gstore1', { idx: 3, seat: 1, action: 'dup', by: 'player', at: now })).toBe(false);
    const log = await store.actions('Gstore1');
    expect(log.map((a) => a.idx)).toEqual([...Array(12).keys()]);
    expect(typeof log[0]!.at).toBe('number');
    expect(log[5]).toEqual({ idx: 5, seat: 1, action: 'play 5', by: 'player', at: now + 5 });

    // Appends of one turn are written together; each caller is told of its own row — a taken
    // index (false) and a row that cannot be written (no such game) spoil nothing for the others.
    const settled = async (appends: Promise<boolean>[]) =>
      (await Promise.allSettled(appends)).map((r) => (r.status === 'fulfilled' ? r.value : 'rejected'));
    const write = (gameId: string, idx: number, action: string) => store.appendAction(gameId, { idx, seat: idx % 2, action, by: 'player', at: now + idx });
    expect(await settled([write('Gstore1', 12, 'play 12'), write('Gstore1', 4, 'dup'), write('Gstore1', 13, 'play 13')])).toEqual([true, false, true]);
    expect(await settled([write('Gstore1', 14, 'play 14'), write('Gnone', 0, 'play 0'), write('Gstore1', 2, 'dup')])).toEqual([true, 'rejected', false]);
    const both = await store.actions('Gstore1');
    expect(both.map((a) => a.action).slice(11)).toEqual(['play 11', 'play 12', 'play 13', 'play 14']);
    expect(both[4]!.action).toBe('play 4');

    await store.markCovered('Gstore1', 0);
    expect((await store.gameSeats('Gstore1'))[0]).toMatchObject({ playerId: 'g_host', covered: true });
    expect(await store.finishGame('Gstore1', t.id, { scores: [9, 0] }, now + 99)).toBe(true);
    // A second finish (another process, a restore) changes nothing.
    expect(await store.finishGame('Gstore1', t.id, { scores: [0, 9] }, now + 199)).toBe(false);
    const g = await store.game('Gstore1');
    expect(g).toMatchObject({ status: 'finished', result: { scores: [9, 0] }, finishedAt: now + 99, startedAt: now });
    expect((await store.latestGame(t.id))?.id).toBe('Gstore1');
    expect((await store.unfinishedTables()).map((x) => x.id)).not.toContain(t.id);
  });
}

describe('storage on SQLite', () => storageSuite('sqlite'));
describe.skipIf(!PG_URL)('storage on PostgreSQL (TEST_DATABASE_URL)', () => storageSuite('postgres'));

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { VerifyAnswer } from '@stammtisch/protocol';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from './store/db.ts';
import { DATABASES, noteSkippedPostgres, PG_URL, serverOn } from './testing/databases.ts';
import { FAULTS, type Fault, FaultyStore } from './testing/faults.ts';
import { api, createTable, guest, Player, sleep } from './testing/harness.ts';
import { SteadyPlayer } from './testing/steady.ts';

/**
 * The store fails under a running server — busy, disconnected, full; injected, and for real (an
 * SQLite write lock held by another process, `pg_terminate_backend` of the server's connections).
 * The process stays up, nothing is applied that was not stored, the players of a second table play
 * on (refused with `unavailable` while it lasts), no acknowledged action is lost, and the table
 * whose bots and timeouts met the failure resumes by itself once the store is back.
 */
noteSkippedPostgres('faults.test.ts');

type Server = Awaited<ReturnType<typeof serverOn>>;
let server: Server | null = null;
afterEach(async () => {
  await server?.cleanup();
  server = null;
});

interface Stored {
  status: string;
  actions?: { idx: number; seat: number; action: string; by: string }[];
}

/**
 * Two tables: A is played by the server alone (three Leicht bots, and a seated player who never
 * acts, so that the turn timer's cover bot moves for them), B by two players through the API.
 */
async function twoTables(s: Server) {
  const [anni, bert, cilli] = await Promise.all(['Anni', 'Bert', 'Cilli'].map((n) => guest(s.url, n)));
  const a = await createTable(s.url, anni!, { game: 'schraem', seats: 4, bots: [null, 'leicht', 'leicht', 'leicht'], timer: { cardMs: 100, decisionMs: 100 } });
  const b = await createTable(s.url, bert!, { game: 'schraem', seats: 2 });
  const watcher = await Player.join(s.url, anni!, a.id);
  const pb = [await Player.join(s.url, bert!, b.id), await Player.join(s.url, cilli!, b.id)];
  await Promise.all([watcher.waitFor('view'), ...pb.map((p) => p.waitFor('view'))]);
  const steady = pb.map((p, i) => new SteadyPlayer(p, `b-${i}`));
  return { a, b, watcher, pb, steady };
}

const v = (p: Player): number => p.lastView?.v ?? 0;
const stored = async (s: Server, gameId: string) => (await api<Stored>(s.url, `/api/games/${gameId}`)).body;
const health = async (s: Server) => (await api<{ ok: boolean }>(s.url, '/health')).status;

/** Both games to the end, then everything the clients saw checked against the store. */
async function playOutAndCheck(s: Server, t: Awaited<ReturnType<typeof twoTables>>, aFrozenAt: number) {
  const [overA, ...overB] = await Promise.all([t.watcher.waitFor('over', undefined, 90_000), ...t.pb.map((p) => p.waitFor('over', undefined, 90_000))]);
  // Table A moved on after the outage without anyone sending anything.
  expect(v(t.watcher)).toBeGreaterThan(aFrozenAt);
  const recA = await stored(s, overA.gameId);
  const recB = await stored(s, overB[0]!.gameId);
  for (const [rec, players] of [[recA, [t.watcher]], [recB, t.pb]] as const) {
    expect(rec.status).toBe('finished');
    for (const p of players) expect(p.lastView!.v).toBe(rec.actions!.length);
    const verify = (await api<VerifyAnswer>(s.url, `/api/games/${p0(players).lastView!.gameId}/verify`)).body;
    expect(verify).toMatchObject({ hashMatches: true, replayLegal: true, resultMatches: true });
  }
  const logA = recA.actions!;
  const logB = recB.actions!;
  expect(logA.filter((x) => x.seat === 0).every((x) => x.by === 'timeout')).toBe(true);
  // Every action the server acknowledged is in the log, at its place.
  const acknowledged = t.steady.flatMap((x) => x.acknowledged);
  for (const ack of acknowledged) expect(logB[ack.idx]?.action).toBe(ack.action);
  // Acknowledged: the views the clients were shown (table A) and the player actions that moved on (table B).
  return { acknowledged: v(t.watcher) + acknowledged.length, stored: logA.length + logB.length, playerActions: acknowledged.length };
}

const p0 = (ps: readonly Player[]): Player => ps[0]!;

/** Waits until both tables are into their games, so that the outage hits them mid-play. */
async function midGame(t: Awaited<ReturnType<typeof twoTables>>): Promise<void> {
  await expect.poll(() => Math.min(v(t.watcher), ...t.pb.map(v)), { timeout: 20_000, interval: 20 }).toBeGreaterThanOrEqual(6);
}

describe.each(DATABASES)('the store fails under a running server (%s)', (db) => {
  it.each(FAULTS)('%s: the server stays up, the other table plays on, nothing acknowledged is lost, the table resumes by itself', async (fault: Fault) => {
    const faults = new FaultyStore(db);
    const lines: string[] = [];
    server = await serverOn(db, { botDelayMs: 30 }, { dbPlugin: faults, log: (l) => lines.push(l) });
    const s = server;
    const t = await twoTables(s);
    await midGame(t);

    faults.fail(fault);
    await expect.poll(() => t.steady.reduce((n, x) => n + x.refusedUnavailable, 0), { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(3);
    // Writes that had passed before the failure began are in; from here on nothing moves.
    const aFrozenAt = v(t.watcher);
    const bFrozenAt = Math.max(...t.pb.map(v));
    await sleep(400);
    // Nothing applied that was not stored; the process answers.
    expect(v(t.watcher)).toBe(aFrozenAt);
    expect(Math.max(...t.pb.map(v))).toBe(bFrozenAt);
    expect(await health(s)).toBe(200);
    expect(lines.some((l) => /move of seat \d failed/.test(l))).toBe(true);
    faults.heal();

    const counted = await playOutAndCheck(s, t, aFrozenAt);
    const refused = t.steady.reduce((n, x) => n + x.refusedUnavailable, 0);
    console.log(JSON.stringify({ test: 'faults', db, fault, injected: faults.injected, refusedUnavailable: refused, ...counted }));
    expect(faults.injected).toBeGreaterThan(0);
    expect(counted.acknowledged).toBe(counted.stored);
  });
});

/** Another process holds SQLite's write lock (`BEGIN IMMEDIATE`) for `ms`. */
function holdWriteLock(file: string, ms: number): Promise<{ done: Promise<void> }> {
  const script = `const D = require('better-sqlite3'); const d = new D(process.argv[1]); d.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n'); setTimeout(() => { d.exec('COMMIT'); d.close(); }, Number(process.argv[2]));`;
  const child = spawn(process.execPath, ['-e', script, file, String(ms)], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  const done = new Promise<void>((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lock holder exited ${code}`)))));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      if (d.toString().includes('locked')) resolve({ done });
    });
    child.on('error', reject);
  });
}

describe('real outages', () => {
  it('SQLite: another process holds the write lock for 3 s (SQLITE_BUSY)', async () => {
    const lines: string[] = [];
    server = await serverOn('sqlite', { botDelayMs: 30 }, { log: (l) => lines.push(l) });
    const s = server;
    const t = await twoTables(s);
    await midGame(t);
    const lock = await holdWriteLock(join(s.ctx.config.dataDir, SQLITE_FILE), 3000);
    const aFrozenAt = v(t.watcher);
    expect(await health(s)).toBe(200);
    await lock.done;
    const busy = lines.filter((l) => l.includes('SQLITE_BUSY')).length;
    expect(busy).toBeGreaterThan(0);

    const counted = await playOutAndCheck(s, t, aFrozenAt);
    console.log(JSON.stringify({ test: 'faults', db: 'sqlite', fault: 'real write lock 3 s', failedWrites: busy, ...counted }));
    expect(counted.acknowledged).toBe(counted.stored);
  });

  it.skipIf(!PG_URL)('PostgreSQL: pg_terminate_backend of every connection of the server, five times', async () => {
    const lines: string[] = [];
    server = await serverOn('postgres', { botDelayMs: 30 }, { log: (l) => lines.push(l) });
    const s = server;
    const t = await twoTables(s);
    await midGame(t);
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    let terminated = 0;
    try {
      for (let i = 0; i < 5; i++) {
        const r = await admin.query('select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1', [`stammtisch ${s.schema}`]);
        terminated += r.rows.filter((x: { ok: boolean }) => x.ok).length;
        await sleep(150);
      }
    } finally {
      await admin.end();
    }
    expect(terminated).toBeGreaterThan(0);
    expect(await health(s)).toBe(200);
    const counted = await playOutAndCheck(s, t, 0);
    const failed = lines.filter((l) => /not stored|failed/.test(l)).length;
    console.log(JSON.stringify({ test: 'faults', db: 'postgres', fault: 'pg_terminate_backend ×5', terminated, failedOperations: failed, ...counted }));
    expect(counted.acknowledged).toBe(counted.stored);
  });
});
if (!PG_URL) console.log('faults.test.ts: TEST_DATABASE_URL is not set — the pg_terminate_backend test is skipped.');

describe('the end of a game and the quick match when the store fails', () => {
  it('recording the result fails: the final view is sent; the game is finished, and `over` sent, once the result is stored', async () => {
    const faults = new FaultyStore('sqlite');
    const lines: string[] = [];
    server = await serverOn('sqlite', {}, { dbPlugin: faults, log: (l) => lines.push(l) });
    const s = server;
    // Marking the game finished is the first write of the result's transaction.
    faults.fail('busy', (kind, table) => kind === 'UpdateQueryNode' && table === 'games');
    const [anni, bert] = await Promise.all(['Anni', 'Bert'].map((n) => guest(s.url, n)));
    const t = await createTable(s.url, anni!, { game: 'schraem', seats: 2 });
    const ps = [await Player.join(s.url, anni!, t.id), await Player.join(s.url, bert!, t.id)];
    await Promise.all(ps.map((p) => p.waitFor('view')));
    ps.forEach((p, i) => new SteadyPlayer(p, `end-${i}`, 0));
    const final = await Promise.all(ps.map((p) => p.waitFor('view', (x) => x.over, 60_000)));
    await expect.poll(() => faults.injected, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const rec = await stored(s, final[0]!.gameId);
    expect(rec.status).toBe('playing');
    // The log holds the whole game; its record only shows it once the game is finished.
    expect(rec.actions).toBeUndefined();
    expect(await s.ctx.store.actions(final[0]!.gameId)).toHaveLength(final[0]!.v);
    expect(ps.every((p) => p.of('over').length === 0)).toBe(true);
    expect(ps[0]!.table?.status).toBe('playing');
    ps[0]!.send('rematch');
    await ps[0]!.waitFor('error', (e) => e.code === 'unavailable');

    faults.heal();
    const over = await Promise.all(ps.map((p) => p.waitFor('over', undefined, 20_000)));
    expect(over[0]!.gameId).toBe(final[0]!.gameId);
    expect((await stored(s, over[0]!.gameId)).status).toBe('finished');
    const results = await s.ctx.store.db.selectFrom('player_results').select('player_id').where('game_id', '=', over[0]!.gameId).execute();
    expect(results.map((r) => r.player_id).sort()).toEqual([anni!.id, bert!.id].sort());
    expect(lines.some((l) => l.includes('recording the result') && l.includes('SQLITE_BUSY'))).toBe(true);
    console.log(JSON.stringify({ test: 'faults', case: 'result recording', injected: faults.injected }));
  });

  it('a quick-match table cannot be opened: the players stay in the queue, and are seated once the store is back', async () => {
    const faults = new FaultyStore('sqlite');
    server = await serverOn('sqlite', { quickMatchWaitMs: 200 }, { dbPlugin: faults });
    const s = server;
    faults.fail('full', (kind, table) => kind === 'InsertQueryNode' && table === 'tables');
    const people = await Promise.all(['Anni', 'Bert'].map((n) => guest(s.url, n)));
    const { Client } = await import('colyseus.js');
    const matched: string[] = [];
    const queued: number[] = [];
    const rooms = await Promise.all(
      people.map(async (p) => {
        const c = new Client(s.url);
        c.auth.token = p!.token;
        const room = await c.joinOrCreate('queue', { game: 'schraem', mode: 'fortgeschritten' });
        room.onMessage('matched', (d: { tableId: string }) => matched.push(d.tableId));
        room.onMessage('queue', (d: { waiting: number }) => queued.push(d.waiting));
        return room;
      }),
    );
    await expect.poll(() => faults.injected, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(matched).toEqual([]);
    // Put back: both still waiting, in the order they came.
    expect(queued.at(-1)).toBe(2);
    faults.heal();
    await expect.poll(() => matched.length, { timeout: 20_000 }).toBe(2);
    expect(new Set(matched).size).toBe(1);
    const table = await s.ctx.store.table(matched[0]!);
    expect(table?.seating.filter((x) => x.kind === 'player').map((x) => (x.kind === 'player' ? x.playerId : '')).sort()).toEqual(people.map((p) => p!.id).sort());
    await Promise.all(rooms.map((r) => r.leave()));
  });
});

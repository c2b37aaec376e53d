import { gameById } from '@stammtisch/engine/games/index';
import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessMetrics } from './http/metrics.ts';
import { api, createTable, guest, Player } from './testing/harness.ts';
import { type Backing, backing, killAll, REDIS_URL, type ServerProcess, startServerProcess } from './testing/processes.ts';
import { replayStates } from './testing/replay.ts';

/**
 * Two server processes sharing Redis (Colyseus presence and driver, leases, rate limits) and one
 * database (PostgreSQL when TEST_DATABASE_URL is set): a client may matchmake through either
 * process and is sent to the process that runs its table.
 */
if (!REDIS_URL) console.log('cluster.test: TEST_REDIS_URL is not set — the two-process tests are skipped (CI sets redis://127.0.0.1:6379).');

/** The WebSocket address a colyseus.js room connected to. */
const socketUrl = (room: Room): string => (room as unknown as { connection: { transport: { ws: { url: string } } } }).connection.transport.ws.url;

describe.skipIf(!REDIS_URL)('two processes with Redis', () => {
  let back: Backing;
  const procs: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  const pidOf = new Map<string, ServerProcess>();

  beforeAll(async () => {
    back = await backing({ redis: true });
    const env = { ...back.env, LOGIN_IP_LIMIT: '4' };
    // One after the other: the first applies the migrations.
    a = await startServerProcess(env, procs);
    b = await startServerProcess(env, procs);
    for (const p of [a, b]) pidOf.set((await api<ProcessMetrics>(p.url, '/api/metrics')).body.processId, p);
  });
  afterAll(async () => {
    await killAll(procs);
    await back?.cleanup();
  });

  const ownerOf = async (tableId: string): Promise<ServerProcess> => {
    const pid = await back.redis!.hget(`${back.prefix}owner`, tableId);
    const p = pid ? pidOf.get(pid) : undefined;
    if (!p) throw new Error(`table ${tableId} has no live owner (${pid})`);
    return p;
  };

  it('tables are spread over both processes and each is claimed by exactly one', async () => {
    const host = await guest(a.url, 'Anni');
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await createTable(i % 2 ? b.url : a.url, host, { game: 'sedma', seats: 2, hostSeat: 0 })).id);
    const owners = await Promise.all(ids.map(ownerOf));
    expect(new Set(owners).size).toBe(2);
    for (const p of [a, b]) {
      const m = (await api<ProcessMetrics>(p.url, '/api/metrics')).body;
      expect(m.tables).toBe(owners.filter((o) => o === p).length);
    }
    // The lobby lists every table through either process.
    for (const p of [a, b]) {
      const lobby = (await api<{ tables: { id: string }[] }>(p.url, '/api/tables?game=sedma')).body.tables.map((t) => t.id);
      expect(lobby).toEqual(expect.arrayContaining(ids));
    }
  });

  it('a table in one process is played by clients that matchmake through both; the result equals a replay of the log', async () => {
    // Guests made by either process are known to both (one database).
    const people = await Promise.all(['Anni', 'Bert', 'Cilli', 'Done'].map((n, i) => guest(i % 2 ? b.url : a.url, n)));
    const t = await createTable(a.url, people[0]!, { game: 'schraem', seats: 4 });
    const home = await ownerOf(t.id);
    const away = home === a ? b : a;
    // Two players matchmake through the process without the table, two through the one with it.
    const via = [away, away, home, home];
    const players: Player[] = [];
    for (const [i, p] of people.entries()) players.push(await Player.join(via[i]!.url, p, t.id));
    // Colyseus' way: the seat reservation names the process; the WebSocket goes there.
    for (const p of players) expect(socketUrl(p.room)).toContain(`//127.0.0.1:${home.port}/`);
    const welcome = await Promise.all(players.map((p) => p.waitFor('welcome')));
    expect(welcome.map((w) => w.you.seat)).toEqual([0, 1, 2, 3]);

    // The process without the table answers for it (asked over Colyseus' IPC).
    const info = await api<{ status: string; seats: { kind: string }[] }>(away.url, `/api/tables/${t.id}`);
    expect(info.body.status).toBe('playing');
    expect(info.body.seats.map((s) => s.kind)).toEqual(['player', 'player', 'player', 'player']);

    const start = await players[0]!.waitFor('view');
    players.forEach((p, i) => p.play(`cluster-${i}`));
    const over = await Promise.all(players.map((p) => p.waitFor('over', undefined, 60_000)));
    expect(new Set(over.map((o) => o.gameId))).toEqual(new Set([start.gameId]));
    const rec = (await api<{ seed: string; options: unknown; result: unknown; actions: { seat: number; action: string }[] }>(away.url, `/api/games/${start.gameId}`)).body;
    const game = gameById('schraem')!;
    const final = replayStates(game, rec.options, rec.seed, rec.actions).at(-1);
    expect(game.isOver(final)).toBe(true);
    expect(rec.result).toEqual(JSON.parse(JSON.stringify(game.summary(final))));
    await Promise.all(players.map((p) => p.leave()));
    // A finished table is nobody's any more.
    await expect.poll(() => back.redis!.hget(`${back.prefix}owner`, t.id)).toBeNull();
  });

  it('sessions and rate limits are shared: a session from one process works in the other, login attempts count together', async () => {
    const reg = await api<{ id: string }>(a.url, '/api/auth/register', { body: { username: 'Vroni', password: 'a long secret 1' } });
    expect(reg.status).toBe(201);
    const token = /stammtisch_session=([^;]+)/.exec(reg.headers.get('set-cookie') ?? '')?.[1];
    expect((await api<{ id: string }>(b.url, '/api/me', { token })).body.id).toBe(reg.body.id);
    // LOGIN_IP_LIMIT=4 per IP for both processes together: the registration and three failed logins, then no more.
    for (const p of [b, a, b]) expect((await api(p.url, '/api/auth/login', { body: { username: 'Vroni', password: 'wrong password' } })).status).toBe(401);
    const refused = await api<{ error: string }>(a.url, '/api/auth/login', { body: { username: 'Vroni', password: 'a long secret 1' } });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('rate-limited');
  });

  it('metrics answer loopback callers only', async () => {
    const m = await api<ProcessMetrics>(a.url, '/api/metrics');
    expect(m.status).toBe(200);
    expect(m.body.eventLoopDelayMs.p99).toBeGreaterThanOrEqual(0);
    expect(m.body.publicAddress).toBe(`127.0.0.1:${a.port}`);
    const res = await fetch(`${a.url}/api/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(403);
  });
});

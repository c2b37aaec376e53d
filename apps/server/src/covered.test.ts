import { gameById } from '@stammtisch/engine/games/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTable, guest, Player, startTestServer } from './testing/harness.ts';

/**
 * After the reconnection window the bot keeps the seat to the end and the record says so; Schwer
 * bots run in a worker thread.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
/** Bots acting with nobody at the table, before it stops (`UNATTENDED_LIMIT`, 2000 by default). */
const UNATTENDED = 60;
beforeAll(async () => {
  server = await startTestServer({ reconnectMs: 250, botWorkers: 1, unattendedLimit: UNATTENDED });
});
afterAll(async () => server.cleanup());

describe('a player who does not come back', () => {
  it('is covered by the Mittel bot to the end; the game records it and the player cannot act again', async () => {
    const [a, b] = await Promise.all([guest(server.url, 'Anni'), guest(server.url, 'Bert')]);
    const t = await createTable(server.url, a, { game: 'schraem', seats: 3, bots: [null, null, 'schwer'], timer: { cardMs: 200, decisionMs: 200 } });
    const pa = await Player.join(server.url, a, t.id);
    let pb = await Player.join(server.url, b, t.id);
    const start = await pa.waitFor('view');
    pa.play('a');
    await pb.leave(false);
    const covered = await pa.waitFor('table', (d) => d.seats[1]?.covered === true);
    // Every view up to this one was made before the bot took over.
    const coveredFrom = pa.lastView!.v;
    expect(covered.seats[1]).toMatchObject({ kind: 'player', connected: false, level: 'mittel', covered: true });

    // Coming back after the window: the seat's own view, but the bot plays on.
    pb = await Player.join(server.url, b, t.id);
    expect((await pb.waitFor('welcome')).you.seat).toBe(1);
    const v = await pb.waitFor('view');
    expect(v.legal).toBeUndefined();
    pb.send('act', 'knock');
    await pb.waitFor('error', (e) => e.code === 'covered');

    const over = await pa.waitFor('over', undefined, 30_000);
    expect(over.gameId).toBe(start.gameId);
    const rec = await api<{ seats: { seat: number; covered: boolean; botLevel: string | null }[]; actions: { seat: number; by: string }[] }>(
      server.url,
      `/api/games/${over.gameId}`,
    );
    expect(rec.body.seats.map((s) => s.covered)).toEqual([false, true, false]);
    expect(rec.body.seats[2]?.botLevel).toBe('schwer');
    // From the moment it was covered to the end of the game, only the bot played seat 1 — and it did play.
    const afterCover = rec.body.actions.filter((x, idx) => x.seat === 1 && idx >= coveredFrom).map((x) => x.by);
    expect(afterCover.length).toBeGreaterThan(0);
    expect(afterCover.every((by) => by === 'bot')).toBe(true);
    // Before: the player's own moves or the turn timer's, never the bot's.
    const beforeCover = rec.body.actions.filter((x, idx) => x.seat === 1 && idx < coveredFrom).map((x) => x.by);
    expect(beforeCover.every((by) => by === 'player' || by === 'timeout')).toBe(true);
    expect(rec.body.actions.filter((x) => x.seat === 2).every((x) => x.by === 'bot')).toBe(true);
    await Promise.all([pa.leave(), pb.leave()]);
  });
});

describe('a match nobody attends any more', () => {
  it('stops after the unattended limit; the table closes and is not listed', async () => {
    expect(gameById('sedma'), 'this test needs Sedma (a match that runs as long as it is told to)').toBeDefined();
    const a = await guest(server.url, 'Anni');
    // A match long enough never to end by itself here.
    const t = await createTable(server.url, a, { game: 'sedma', seats: 2, bots: [null, 'leicht'], options: { gamesToWin: 1000 } });
    const pa = await Player.join(server.url, a, t.id);
    await pa.waitFor('view');
    await pa.leave(false);
    await expect.poll(async () => (await server.ctx.store.table(t.id))?.status, { timeout: 60_000, interval: 200 }).toBe('closed');
    const g = await server.ctx.store.latestGame(t.id);
    expect(await server.ctx.store.actions(g!.id)).toHaveLength(UNATTENDED);
    expect(server.ctx.tables.has(t.id)).toBe(false);
  });
});

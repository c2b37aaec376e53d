import { gameById } from '@stammtisch/engine/games/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessMetrics } from './http/metrics.ts';
import { api, createTable, type Guest, guest, Player, sleep } from './testing/harness.ts';
import { type Backing, backing, killAll, REDIS_URL, type ServerProcess, startServerProcess } from './testing/processes.ts';
import { replayStates } from './testing/replay.ts';

/**
 * Failover: two processes share Redis and the database; one is killed with SIGKILL in the middle
 * of its games. Within seconds the other finds its lease gone, claims its tables and resumes
 * them from the action log; the players rejoin by table id (through the process that is left),
 * finish, and every result equals a replay of the log.
 */
if (!REDIS_URL) console.log('failover.test: TEST_REDIS_URL is not set — the failover test is skipped (CI sets redis://127.0.0.1:6379).');

const LEASE_MS = 1500;

/** What a client does when its connection drops: join the table by id again, through any process that answers. */
async function rejoin(urls: readonly string[], who: Guest, tableId: string, ms = 30_000): Promise<Player> {
  const until = Date.now() + ms;
  for (let i = 0; ; i++) {
    try {
      return await Player.join(urls[i % urls.length]!, who, tableId);
    } catch (e) {
      if (Date.now() > until) throw e;
      await sleep(200);
    }
  }
}

describe.skipIf(!REDIS_URL)('failover between two processes', () => {
  let back: Backing;
  const procs: ServerProcess[] = [];
  const byPid = new Map<string, ServerProcess>();

  beforeAll(async () => {
    back = await backing({ redis: true });
    const env = { ...back.env, LEASE_MS: String(LEASE_MS) };
    for (let i = 0; i < 2; i++) {
      const p = await startServerProcess(env, procs);
      byPid.set((await api<ProcessMetrics>(p.url, '/api/metrics')).body.processId, p);
    }
  });
  afterAll(async () => {
    await killAll(procs);
    await back?.cleanup();
  });

  const ownerOf = async (tableId: string) => byPid.get((await back.redis!.hget(`${back.prefix}owner`, tableId)) ?? '');

  it('SIGKILL one process mid-game: the other resumes its tables from the log, the players rejoin and finish', async () => {
    const [a, b] = procs as [ServerProcess, ServerProcess];
    const games = ['schraem', 'sedma', 'schieber', 'schraem'] as const;
    const tables: { id: string; people: Guest[]; players: Player[] }[] = [];
    for (const [i, game] of games.entries()) {
      const via = i % 2 ? b : a;
      const people = await Promise.all(['Anni', 'Bert', 'Cilli'].map((n) => guest(via.url, `${n} ${i}`)));
      const options = game === 'schieber' ? { target: 300 } : game === 'sedma' ? { gamesToWin: 1 } : {};
      const t = await createTable(via.url, people[0]!, { game, seats: 4, options, bots: [null, null, null, 'mittel'] });
      // The players of one table matchmake through both processes.
      const players = await Promise.all(people.map((p, s) => Player.join((s % 2 ? b : a).url, p, t.id)));
      tables.push({ id: t.id, people, players });
    }
    const owners = await Promise.all(tables.map((t) => ownerOf(t.id)));
    const victim = owners[0]!;
    const survivor = victim === a ? b : a;
    const moving = tables.filter((_, i) => owners[i] === victim);
    const staying = tables.filter((_, i) => owners[i] === survivor);
    expect(moving.length).toBeGreaterThan(0);

    tables.forEach((t, i) => t.players.forEach((p, s) => p.play(`before-${i}-${s}`)));
    const mid = await Promise.all(moving.map((t) => t.players[0]!.waitFor('view', (v) => v.v >= 12)));
    victim.child.kill('SIGKILL');
    await victim.exited;
    const killedAt = Date.now();
    for (const t of moving) await Promise.all(t.players.map((p) => expect.poll(() => p.closed, { timeout: 10_000 }).not.toBeNull()));
    const seen = moving.map((t) => Math.max(...t.players.map((p) => p.lastView!.v)));

    // The players of the moved tables rejoin by id; the survivor's own tables never stopped.
    for (const t of moving) t.players = await Promise.all(t.people.map((p) => rejoin([victim.url, survivor.url], p, t.id)));
    const resumedAfterMs = Date.now() - killedAt;
    for (const [i, t] of moving.entries()) {
      expect(await ownerOf(t.id)).toBe(survivor);
      const view = await t.players[0]!.waitFor('view');
      expect(view.gameId).toBe(mid[i]!.gameId);
      expect(view.seedHash).toBe(mid[i]!.seedHash);
      // Every action a client saw was in the log before it was shown.
      expect(view.v).toBeGreaterThanOrEqual(seen[i]!);
      t.players.forEach((p, s) => p.play(`after-${i}-${s}`));
    }
    for (const t of staying) expect(t.players.every((p) => p.closed === null)).toBe(true);
    console.log(`failover.test: ${moving.length} tables resumed and rejoined ${resumedAfterMs} ms after the SIGKILL (lease ${LEASE_MS} ms)`);

    for (const t of tables) {
      const over = await t.players[0]!.waitFor('over', undefined, 90_000);
      const rec = (await api<{ seed: string; game: string; options: unknown; result: unknown; actions: { seat: number; action: string }[] }>(survivor.url, `/api/games/${over.gameId}`)).body;
      const game = gameById(rec.game)!;
      const final = replayStates(game, rec.options, rec.seed, rec.actions).at(-1);
      expect(game.isOver(final)).toBe(true);
      expect(rec.result).toEqual(JSON.parse(JSON.stringify(game.summary(final))));
    }
    await Promise.all(tables.flatMap((t) => t.players.map((p) => p.leave())));
  });
});

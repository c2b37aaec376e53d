import { gameById } from '@stammtisch/engine/games/index';
import type { VerifyAnswer } from '@stammtisch/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTable, guest, Player, startTestServer } from './testing/harness.ts';
import { endingGames, quickOptions, replayStates, viewAt } from './testing/replay.ts';

/**
 * Full games of every registered game: four real colyseus.js clients play random legal moves
 * until the end; the result must equal a replay of the stored log.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.cleanup());

interface GameRecord {
  seed: string;
  options: Record<string, unknown>;
  result: unknown;
  actions: { seat: number; action: string; by: string }[];
  seats: { playerId: string | null }[];
}

describe.each(endingGames(quickOptions))('a full game of $id', ({ id, ends }) => {
  it(`four clients play ${id} to the end; the result equals the replayed log`, async () => {
    // A game whose random play never ends cannot be played to a result: that is a failure, not a skip.
    expect(ends, `${id}: the engine's isOver never turned true within 5000 random actions`).toBe(true);
    const people = await Promise.all(['Anni', 'Bert', 'Cilli', 'Done'].map((n) => guest(server.url, n)));
    const table = await createTable(server.url, people[0]!, { game: id, seats: 4, options: quickOptions(id) });
    const players: Player[] = [];
    for (const p of people) players.push(await Player.join(server.url, p, table.id));
    const start = await players[0]!.waitFor('view');
    players.forEach((p, i) => p.play(`${id}-${i}`));
    const over = await Promise.all(players.map((p) => p.waitFor('over', undefined, 60_000)));
    expect(new Set(over.map((o) => o.gameId)).size).toBe(1);
    expect(over[0]!.seedHash).toBe(start.seedHash);

    const rec = (await api<GameRecord>(server.url, `/api/games/${start.gameId}`)).body;
    expect(rec.seats.map((s) => s.playerId)).toEqual(people.map((p) => p.id));
    expect(rec.actions.every((a) => a.by === 'player')).toBe(true);
    const game = gameById(id)!;
    const states = replayStates(game, rec.options, rec.seed, rec.actions);
    const final = states.at(-1);
    expect(game.isOver(final)).toBe(true);
    expect(rec.result).toEqual(JSON.parse(JSON.stringify(game.summary(final))));
    // Every client's last view is the engine's view of the replayed final state.
    for (const [seat, p] of players.entries()) {
      const last = p.lastView!;
      expect(last.over).toBe(true);
      expect(last.v).toBe(rec.actions.length);
      expect(last.view).toEqual(JSON.parse(JSON.stringify(viewAt(game, final, seat as 0))));
    }
    const verify = (await api<VerifyAnswer>(server.url, `/api/games/${start.gameId}/verify`)).body;
    expect(verify).toMatchObject({ hashMatches: true, replayLegal: true, resultMatches: true, seed: rec.seed });
    await Promise.all(players.map((p) => p.leave()));
  });
});

import { dealSeed } from '@stammtisch/engine/cards/fair';
import type { Store } from '../store/store.ts';
import { type GameFacts, prepare, writeRecord } from './record.ts';
import { PAIR_WINDOW_MS, pairKey } from './standing.ts';

/**
 * The finish path of a table: the game is marked finished and its results, ratings, points and
 * stats are written in one transaction. A log that does not replay to an end (a bug, never a
 * player's doing) still finishes the game, without results, and says so in the log.
 */
export class Ranking {
  constructor(
    private readonly store: Store,
    private readonly postgres: boolean,
    private readonly now: () => number,
    private readonly log: (line: string) => void,
  ) {}

  async finishTableGame(gameId: string, tableId: string, result: unknown, at: number): Promise<void> {
    const facts = await this.tableFacts(gameId, at);
    const prepared = facts ? prepare(facts) : { error: 'no such game' };
    if ('error' in prepared) this.log(`game ${gameId}: no results recorded: ${prepared.error}`);
    else if (prepared.why.length > 0) this.log(`game ${gameId}: counts less (${prepared.why.join('; ')})`);
    const record = 'error' in prepared ? undefined : (trx: Parameters<typeof writeRecord>[0]) => writeRecord(trx, prepared, this.postgres, this.now());
    await this.store.finishGame(gameId, tableId, result, at, record);
  }

  private async tableFacts(gameId: string, finishedAt: number): Promise<GameFacts | null> {
    const g = await this.store.game(gameId);
    if (!g) return null;
    const [seats, actions] = await Promise.all([this.store.gameSeats(gameId), this.store.actions(gameId)]);
    const people = [...new Set(seats.flatMap((s) => (s.playerId ? [s.playerId] : [])))];
    const registered = new Set(
      people.length === 0 ? [] : (await this.store.db.selectFrom('users').select('id').where('id', 'in', people).execute()).map((u) => u.id),
    );
    const shared = new Map<string, number>();
    const users = [...registered];
    for (const [i, a] of users.entries()) {
      for (const b of users.slice(i + 1)) shared.set(pairKey(a, b), await this.sharedGames(a, b, finishedAt));
    }
    return { gameId, game: g.game, options: g.options, seed: dealSeed(g.seed, g.fair), finishedAt, source: 'table', seats, actions, registered, shared };
  }

  /** Table games `a` and `b` both sat at that finished in the 24 hours before `at` (the pair cap). */
  private async sharedGames(a: string, b: string, at: number): Promise<number> {
    const { n } = await this.store.db
      .selectFrom('player_results as x')
      .innerJoin('player_results as y', 'y.game_id', 'x.game_id')
      .select((eb) => eb.fn.count<number>('x.game_id').distinct().as('n'))
      .where('x.player_id', '=', a)
      .where('y.player_id', '=', b)
      .where('x.source', '=', 'table')
      .where('x.finished_at', '>', at - PAIR_WINDOW_MS)
      .where('x.finished_at', '<=', at)
      .executeTakeFirstOrThrow();
    return Number(n);
  }
}

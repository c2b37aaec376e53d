import type { Store } from '../store/store.ts';
import { type GameFacts, prepare, writeRecord } from './record.ts';

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
    const record = 'error' in prepared ? undefined : (trx: Parameters<typeof writeRecord>[0]) => writeRecord(trx, prepared, this.postgres, this.now());
    await this.store.finishGame(gameId, tableId, result, at, record);
  }

  private async tableFacts(gameId: string, finishedAt: number): Promise<GameFacts | null> {
    const g = await this.store.game(gameId);
    if (!g) return null;
    const [seats, actions] = await Promise.all([this.store.gameSeats(gameId), this.store.actions(gameId)]);
    return { gameId, game: g.game, options: g.options, seed: g.seed, finishedAt, source: 'table', seats, actions };
  }
}

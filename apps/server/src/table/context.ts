import type { BotRunner } from '../bots/runner.ts';
import type { Config } from '../config.ts';
import type { Store } from '../store/store.ts';

/** What a table needs from the server around it. */
export interface TableContext {
  readonly store: Store;
  /** Marks a game finished and records its results, ratings, points and stats (one transaction). */
  readonly finish: (gameId: string, tableId: string, result: unknown, at: number) => Promise<void>;
  readonly bots: BotRunner;
  readonly config: Config;
  readonly now: () => number;
  readonly log: (line: string) => void;
  /**
   * Whether this process may append to the log now. False while its lease in Redis may have
   * run out (several processes): another process may be resuming the table.
   */
  readonly mayWrite: () => boolean;
}

/**
 * Bot and timeout actions in a row, with nobody connected, after which a table stops (the
 * default of `UNATTENDED_LIMIT`): a guard against a match that would run on for nobody — every
 * game ends long before with its default options.
 */
export const UNATTENDED_LIMIT = 2000;

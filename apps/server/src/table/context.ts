import type { BotRunner } from '../bots/runner.ts';
import type { Config } from '../config.ts';
import type { ErrorMessage } from '@stammtisch/protocol';
import type { Identity } from '../identity/identity.ts';
import type { Store, TableRecord } from '../store/store.ts';

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
  /**
   * Who else may come in (groups, tournaments, blocks — `social/access.ts`): `refusal` keeps a
   * newcomer out (seated players always come back), `allow` lets one in without the invite code,
   * `hide` lists the players whose chat this connection is not shown (blocks).
   */
  readonly gate?: (rec: TableRecord, who: Identity | null, seated: readonly string[]) => Promise<Gate>;
}

export interface Gate {
  readonly refusal?: ErrorMessage;
  readonly allow?: boolean;
  readonly hide?: ReadonlySet<string>;
}

/**
 * Bot and timeout actions in a row, with nobody connected, after which a table stops (the
 * default of `UNATTENDED_LIMIT`): a guard against a match that would run on for nobody — every
 * game ends long before with its default options.
 */
export const UNATTENDED_LIMIT = 2000;

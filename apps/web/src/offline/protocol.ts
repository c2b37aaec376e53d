import type { GameId } from '@stammtisch/engine';
import type { Level } from '@stammtisch/engine/bots/bot';
import type { OfflineBudgetSteps } from '@stammtisch/protocol';

/**
 * Messages between the page and the offline worker. The worker holds the only game state; the
 * page gets the human seat's view and legal actions, exactly as a client of the server would.
 */

export interface OfflineSetup {
  readonly game: GameId;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: string;
  readonly level: Level;
  /** The human's seat (0). */
  readonly human: number;
  /**
   * The server issued this seed (`POST /api/offline/seed`): a won game can be submitted under
   * this id and counts for the points (S-27). Absent for a seed of the device's own making.
   */
  readonly seedId?: string;
}

/**
 * A game as `(options, seed, actions)`: everything needed to replay and verify it (a won offline
 * game can be submitted to the server, docs/accounts.md). Actions are scenario steps,
 * `"SEAT: ACTION"`; the bot deciding action number k used `decisionSeed(seed, k)` (engine).
 */
export interface OfflineRecord extends OfflineSetup {
  readonly actions: readonly string[];
  /**
   * Schwer's work budget per decision on this device (budget.ts): `[action index, budget ms]`
   * from that action on; absent or empty, the default throughout. The server replays with it.
   */
  readonly budgets?: OfflineBudgetSteps;
  /**
   * The bots it was played against (`botVersion`, engine bots/version.ts): this app's, joined by
   * `+` to the next one's when an update came in mid-game. Sent with a win; absent in records
   * from before it was kept.
   */
  readonly botVersion?: string;
}

/** An action the engine refused: translated on the page from `code`, `rule` and `params`. */
export interface Refusal {
  readonly kind: 'rule' | 'parse' | 'options';
  readonly code: string;
  readonly rule: string | null;
  readonly params: Readonly<Record<string, string | number>>;
  readonly message: string;
}

export interface Update<View = unknown> {
  /** Number of actions applied so far (0 right after setup). */
  readonly seq: number;
  readonly view: View;
  /** The human's legal actions in canonical notation; empty when it is not their turn. */
  readonly legal: readonly string[];
  /** The action that led to this view, or null for the start. */
  readonly last: { readonly seat: number; readonly action: string } | null;
  readonly over: boolean;
}

export type ToWorker =
  | { readonly type: 'start'; readonly setup: OfflineSetup }
  | { readonly type: 'resume'; readonly record: OfflineRecord }
  | { readonly type: 'act'; readonly action: string }
  /** Issue 16: the Mittel bot's suggestion for the human, from the human's view only. */
  | { readonly type: 'hint' };

export type FromWorker =
  | { readonly type: 'update'; readonly update: Update; readonly record: OfflineRecord }
  | { readonly type: 'refused'; readonly action: string; readonly refusal: Refusal }
  | { readonly type: 'failed'; readonly refusal: Refusal }
  | { readonly type: 'hint'; readonly seq: number; readonly action: string | null };

/** The record's actions as the server's `POST /api/offline/submit` wants them. */
export function submittedActions(record: OfflineRecord): { seat: number; action: string }[] {
  return record.actions.map((step) => {
    const i = step.indexOf(':');
    return { seat: Number(step.slice(0, i)), action: step.slice(i + 1).trim() };
  });
}

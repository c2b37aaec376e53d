import type { GameId } from '@stammtisch/engine';
import type { Refusal, Update } from '../offline/protocol.ts';

/**
 * What a table screen plays through. Offline it is the worker (`WorkerSession`); online a server
 * room (`online/session.ts`); a replay steps through a finished game (`replay/session.ts`). The
 * table screens do not care where the views come from.
 */
export interface Session {
  readonly game: GameId;
  /** The seat whose view arrives (shown at the bottom). */
  readonly seat: number;
  /**
   * The viewer does not play `seat` (a spectator, a replay): every seat goes by its name, nobody
   * is "you", and nothing can be played.
   */
  readonly watching?: boolean;
  /** Names per seat, as the table shows them. */
  readonly names: readonly string[];
  /** Seats played by a bot. */
  readonly bots: readonly number[];
  /** The strength of each bot seat's bot (by seat), shown as a badge on its plate. */
  readonly levels?: Readonly<Record<number, string>>;
  act(action: string): void;
  onUpdate(fn: (u: Update) => void): () => void;
  onRefused(fn: (action: string, r: Refusal) => void): () => void;
  onFailed(fn: (r: Refusal) => void): () => void;
  close(): void;
}

import type { GameId } from '@stammtisch/engine';
import type { Refusal, Update } from '../offline/protocol.ts';

/**
 * What a table screen plays through. Offline it is the worker; online (issue 10) a server room
 * implements the same interface, so the table screens do not care where the views come from.
 */
export interface Session {
  readonly game: GameId;
  /** The seat whose view arrives. */
  readonly seat: number;
  /** Names per seat, as the table shows them. */
  readonly names: readonly string[];
  /** Seats played by a bot. */
  readonly bots: readonly number[];
  act(action: string): void;
  onUpdate(fn: (u: Update) => void): () => void;
  onRefused(fn: (action: string, r: Refusal) => void): () => void;
  onFailed(fn: (r: Refusal) => void): () => void;
  close(): void;
}

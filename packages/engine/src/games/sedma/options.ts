import { OptionsError } from '../../errors.ts';
import { asRecord, intIn, unknownKeys } from '../../options.ts';

export interface SedmaOptions {
  /** D-2: two, three or four players. */
  readonly players: number;
  /** D-14: the match ends when a seat has won this many games (with partners: both). */
  readonly gamesToWin: number;
}

const KEYS = ['players', 'gamesToWin'] as const;
export const DEFAULT_GAMES_TO_WIN = 5;

/** Options as JSON → validated options; four players and a match to five games by default. */
export function parseSedmaOptions(input: unknown): SedmaOptions | OptionsError {
  const raw = asRecord(input, 'Sedma options');
  if (raw instanceof OptionsError) return raw;
  const unknown = unknownKeys(raw, KEYS, 'Sedma option');
  if (unknown) return unknown;
  const players = intIn(raw, 'players', 2, 4, 4);
  if (players instanceof OptionsError) return players;
  const gamesToWin = intIn(raw, 'gamesToWin', 1, 1000, DEFAULT_GAMES_TO_WIN);
  if (gamesToWin instanceof OptionsError) return gamesToWin;
  return { players, gamesToWin };
}

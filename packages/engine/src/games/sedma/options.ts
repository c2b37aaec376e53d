import { OptionsError } from '../../errors.ts';
import { asRecord, intIn, unknownKeys } from '../../options.ts';

export interface SedmaOptions {
  /** D-2: two, three or four players. */
  readonly players: number;
}

const KEYS = ['players'] as const;

/** Options as JSON → validated options; four players by default. */
export function parseSedmaOptions(input: unknown): SedmaOptions | OptionsError {
  const raw = asRecord(input, 'Sedma options');
  if (raw instanceof OptionsError) return raw;
  const unknown = unknownKeys(raw, KEYS, 'Sedma option');
  if (unknown) return unknown;
  const players = intIn(raw, 'players', 2, 4, 4);
  if (players instanceof OptionsError) return players;
  return { players };
}

import { OptionsError } from '../../errors.ts';
import { asRecord, intIn, unknownKeys } from '../../options.ts';

export interface SchieberOptions {
  /** J-17: the points a team needs to win the match (1000 per the rules; lower for short games). */
  readonly target: number;
}

const KEYS = ['target'] as const;

export const DEFAULT_TARGET = 1000;

/** Options as JSON → validated options. */
export function parseSchieberOptions(input: unknown): SchieberOptions | OptionsError {
  const raw = asRecord(input, 'Schieber options');
  if (raw instanceof OptionsError) return raw;
  const unknown = unknownKeys(raw, KEYS, 'Schieber option');
  if (unknown) return unknown;
  const target = intIn(raw, 'target', 100, 10000, DEFAULT_TARGET);
  if (target instanceof OptionsError) return target;
  return { target };
}

import { sha256 } from './sha256.ts';

/**
 * The seed of a game, mixed from the server's seed and one value per seat (docs/fairness.md).
 * A player's client commits to its value (`commitment`) before the server's seed is drawn and
 * reveals it once every commitment is known; a seat without a revealed value (a bot, a player
 * who did not answer in time) gets `absentValue`, fixed by the server's seed alone.
 */

/** A seat's value: 128 bits as 32 lowercase hex digits. */
export const SEAT_VALUE = /^[0-9a-f]{32}$/;

export const commitment = (value: string): string => sha256(value);

export const absentValue = (serverSeed: string, seat: number): string => sha256(`absent:${serverSeed}:${seat}`).slice(0, 32);

/** The game seed the engine deals from: SHA-256 of `serverSeed:v0:v1:…` (one value per seat, in seat order). */
export const gameSeed = (serverSeed: string, values: readonly string[]): string => sha256([serverSeed, ...values].join(':'));

/** What a game's record carries for the check (the seat values: revealed or absent). */
export interface FairRecord {
  readonly commitments: readonly (string | null)[];
  /** The value each seat's seed used: a revealed value, or null where `absentValue` was used. */
  readonly reveals: readonly (string | null)[];
}

/** The values a record's seats used, in seat order. */
export const seatValues = (serverSeed: string, fair: FairRecord): string[] =>
  fair.reveals.map((v, seat) => v ?? absentValue(serverSeed, seat));

/** Checks a record: every reveal opens its commitment; the game seed it gives. Null + problem when not. */
export function checkFair(serverSeed: string, fair: FairRecord): { seed: string; problem: null } | { seed: null; problem: string } {
  if (fair.commitments.length !== fair.reveals.length) return { seed: null, problem: 'as many commitments as reveals are needed' };
  for (const [seat, value] of fair.reveals.entries()) {
    if (value === null) continue;
    const c = fair.commitments[seat];
    if (!SEAT_VALUE.test(value)) return { seed: null, problem: `seat ${seat}'s value is not 32 hex digits` };
    if (c !== commitment(value)) return { seed: null, problem: `seat ${seat}'s value does not open its commitment` };
  }
  return { seed: gameSeed(serverSeed, seatValues(serverSeed, fair)), problem: null };
}

/** The seed a stored game is dealt from: its mix with the seats' values, or the seed alone without them. */
export function dealSeed(seed: string, fair: FairRecord | null | undefined): string {
  if (!fair) return seed;
  const mixed = checkFair(seed, fair);
  if (mixed.seed === null) throw new Error(`the deals cannot be derived: ${mixed.problem}`);
  return mixed.seed;
}

import { FRENCH32 } from '../../cards/deck.ts';
import { strength, SUIT_MASKS, suitOf } from '../../games/schraem/cards.ts';

/** Card tables for fast bot arithmetic on 32-bit card sets (French32 indices, suit * 8 + rank). */

export { strength, suitOf, SUIT_MASKS };

/** Per card: the set of cards of its suit that beat it (S-1: 10 > 9 > 8 > 7 > A > K > Q > J). */
export const HIGHER: readonly number[] = Array.from({ length: 32 }, (_, c) => {
  let m = 0;
  for (let d = 0; d < 32; d++) if (suitOf(d) === suitOf(c) && strength(d) > strength(c)) m |= 1 << d;
  return m;
});

/** Per card: the set of cards of its suit that it beats. */
export const LOWER: readonly number[] = Array.from({ length: 32 }, (_, c) => {
  let m = 0;
  for (let d = 0; d < 32; d++) if (suitOf(d) === suitOf(c) && strength(d) < strength(c)) m |= 1 << d;
  return m;
});

export const ALL_CARDS = -1;

export const cardIndex = (text: string): number => {
  const i = FRENCH32.indexOf.get(text);
  if (i === undefined) throw new RangeError(`not a French card: ${text}`);
  return i;
};

export const maskOfCards = (cards: readonly string[]): number => {
  let m = 0;
  for (const c of cards) m |= 1 << cardIndex(c);
  return m;
};

/** The strongest card of a set (by S-1 strength, any suit; lowest index on a tie); -1 if empty. */
export function strongest(set: number): number {
  let best = -1;
  for (let m = set; m !== 0; m &= m - 1) {
    const c = 31 - Math.clz32(m & -m);
    if (best < 0 || strength(c) > strength(best)) best = c;
  }
  return best;
}

/** The weakest card of a set; -1 if empty. */
export function weakest(set: number): number {
  let best = -1;
  for (let m = set; m !== 0; m &= m - 1) {
    const c = 31 - Math.clz32(m & -m);
    if (best < 0 || strength(c) < strength(best)) best = c;
  }
  return best;
}

import { popcount } from '../../cards/bits.ts';
import { inLastTrick, lastCardChance } from './lastTrick.ts';
import { keepChance, type Memory, type Table } from './policy.ts';
import { STRENGTH_TABLE } from './strength-table.ts';

/**
 * A quick estimate of a seat's chance to take the last trick from its own cards and what is
 * public, without sampling: a table indexed by a few features (seats in the hand, cards left, how
 * safe the best two cards are, whether the seat leads next), filled offline by play-outs
 * (`strength-table.gen.ts`). Mittel bets from it, and Schwer uses it to model how other seats bet.
 */

const KEEP_EDGES = [0.999, 0.75, 0.5, 0.25, 0.1] as const;
export const KEEP_BUCKETS = KEEP_EDGES.length + 1;
export const SEAT_BUCKETS = 4; // 2, 3, 4, 5+ seats in the hand

const bucket = (q: number): number => {
  for (let i = 0; i < KEEP_EDGES.length; i++) if (q >= KEEP_EDGES[i]!) return i;
  return KEEP_EDGES.length;
};

/** Table index of a position: [seats][cards-1][best][second (KEEP_BUCKETS = none)][leads]. */
export function strengthIndex(t: Table, seat: number, hand: number, mem: Memory, leads: boolean): number {
  const k = Math.min(popcount(t.inHand), 5) - 2;
  const c = popcount(hand);
  let q1 = -1;
  let q2 = -1;
  for (let m = hand; m !== 0; m &= m - 1) {
    const q = keepChance(t, seat, hand, 31 - Math.clz32(m & -m), mem);
    if (q > q1) {
      q2 = q1;
      q1 = q;
    } else if (q > q2) q2 = q;
  }
  const b1 = bucket(q1);
  const b2 = q2 < 0 ? KEEP_BUCKETS : bucket(q2);
  return ((((Math.max(0, k) * 4 + (c - 1)) * KEEP_BUCKETS + b1) * (KEEP_BUCKETS + 1) + b2) * 2) + (leads ? 1 : 0);
}

export const STRENGTH_CELLS = SEAT_BUCKETS * 4 * KEEP_BUCKETS * (KEEP_BUCKETS + 1) * 2;

/**
 * The estimated chance that `seat` wins the hand. In the last trick — its card on the table
 * (`hand` 0), or one card left — the chance of that card computed exactly (lastTrick.ts).
 */
export function handStrength(t: Table, seat: number, hand: number, mem: Memory, leads: boolean): number {
  if (hand === 0) return lastCardChance(t, seat, 0, mem);
  if (popcount(t.inHand) <= 1) return 1;
  if ((hand & (hand - 1)) === 0 && inLastTrick(t)) return lastCardChance(t, seat, hand, mem);
  return STRENGTH_TABLE[strengthIndex(t, seat, hand, mem, leads)]! / 1000;
}

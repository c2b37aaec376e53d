import { popcount } from '../../cards/bits.ts';
import type { Rng } from '../../cards/rng.ts';
import { SUIT_MASKS } from './cards.ts';
import { BINOMIAL, drawHand } from '../deal.ts';
import type { Knowledge } from './knowledge.ts';

/** A deal of the hidden cards consistent with a view, with its importance weight. */
export interface SampledDeal {
  /** Every seat's current cards (the viewer's own as known; seats out of the hand empty). */
  readonly hands: Int32Array;
  /** Relative weight: corrects the sampler's bias towards the uniform law over consistent deals. */
  weight: number;
}

export function voidMask(voids: number): number {
  let m = 0;
  for (let s = 0; s < 4; s++) if ((voids >>> s) & 1) m |= SUIT_MASKS[s]!;
  return m;
}

/** The seats whose cards the viewer does not know: others still in the hand, and itself before looking. */
export function hiddenSeats(k: Knowledge): number[] {
  const out: number[] = [];
  for (let s = 0; s < k.n; s++) {
    if (((k.inHand >>> s) & 1) === 0) continue;
    if (s === k.me && k.myHand !== null) continue;
    out.push(s);
  }
  return out;
}

/**
 * Deals the unseen cards to the hidden seats: each gets exactly its hand size, never a card of a
 * suit it has shown it lacks, and never a card face up or in the viewer's hand. The most
 * constrained seat draws first; a dead end (rare) starts over. The weight is the inverse of the
 * probability of this deal under the procedure, so weighted deals follow the uniform law. Never
 * throws: a bot must always answer.
 */
export function sampleDeal(k: Knowledge, rng: Rng, seats: readonly number[] = hiddenSeats(k)): SampledDeal {
  const order = seats.slice().sort((a, b) => allowedCount(k, a) - allowedCount(k, b) || a - b);
  for (let attempt = 0; attempt < 64; attempt++) {
    const d = tryDeal(k, rng, order, true);
    if (d) return d;
  }
  // Not reached with a view the engine produced; rather than fail a decision, drop the voids.
  const d = tryDeal(k, rng, order, false)!;
  d.weight *= 1e-9;
  return d;
}

const buf: number[] = [];

function tryDeal(k: Knowledge, rng: Rng, order: readonly number[], useVoids: boolean): SampledDeal | null {
  const hands = new Int32Array(k.n);
  if (k.myHand !== null && k.me >= 0) hands[k.me] = k.myHand;
  let pool = k.unseen;
  let weight = 1;
  for (const s of order) {
    const allowed = useVoids ? pool & ~voidMask(k.voids[s]!) : pool;
    const need = k.sizes[s]!;
    const choices = popcount(allowed);
    if (choices < need) return null;
    weight *= BINOMIAL[choices]![need]!;
    const hand = drawHand(allowed, need, rng, buf);
    hands[s] = hand;
    pool &= ~hand;
  }
  return { hands, weight };
}

function allowedCount(k: Knowledge, seat: number): number {
  return popcount(k.unseen & ~voidMask(k.voids[seat]!)) - k.sizes[seat]!;
}

import { popcount } from '../../cards/bits.ts';
import type { Rng } from '../../cards/rng.ts';
import { BINOMIAL, drawHand } from '../deal.ts';
import type { Knowledge } from './knowledge.ts';

/** A deal of the unseen cards consistent with a view: other hands, the stock's order, a weight. */
export interface SampledDeal {
  readonly hands: number[];
  /** The stock, top card first. */
  readonly stock: number[];
  readonly weight: number;
}

const buf: number[] = [];

/**
 * Deals the unseen cards: each other seat gets its hand size and none of the ranks it has shown
 * it lacks (D-10), the most constrained seat first; the rest is the stock in a random order (the
 * stock is chance: every order is equally likely). The weight is the inverse of the deal's
 * probability under the procedure, so weighted deals follow the uniform law. Never throws.
 */
export function sampleDeal(k: Knowledge, rng: Rng): SampledDeal {
  for (let attempt = 0; attempt < 32; attempt++) {
    const d = tryDeal(k, rng, true);
    if (d) return d;
  }
  const d = tryDeal(k, rng, false)!;
  return { ...d, weight: d.weight * 1e-9 };
}

function tryDeal(k: Knowledge, rng: Rng, constrained: boolean): SampledDeal | null {
  const hands = new Array<number>(k.n).fill(0);
  hands[k.me] = k.hand;
  const seats: number[] = [];
  for (let s = 0; s < k.n; s++) if (s !== k.me) seats.push(s);
  const allowed = (s: number): number => (constrained ? k.unseen & ~k.forbidden[s]! : k.unseen);
  seats.sort((a, b) => popcount(allowed(a)) - k.sizes[a]! - (popcount(allowed(b)) - k.sizes[b]!) || a - b);
  let pool = k.unseen;
  let weight = 1;
  for (const s of seats) {
    const need = k.sizes[s]!;
    const from = pool & (constrained ? ~k.forbidden[s]! : -1);
    const choices = popcount(from);
    if (choices < need) return null;
    weight *= BINOMIAL[choices]![need]!;
    const hand = drawHand(from, need, rng, buf);
    hands[s] = hand;
    pool &= ~hand;
  }
  const stock: number[] = [];
  for (let m = pool; m !== 0; m &= m - 1) stock.push(31 - Math.clz32(m & -m));
  rng.shuffle(stock);
  return { hands, stock, weight };
}

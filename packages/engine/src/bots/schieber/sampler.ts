import type { Rng } from '../../cards/rng.ts';
import { popcount9, rankOf, suitOf } from '../../games/schieber/cards.ts';
import { findWeis } from '../../games/schieber/weis.ts';
import { BINOMIAL } from '../deal.ts';
import type { Knowledge } from './knowledge.ts';

/** A deal of the hidden cards consistent with a view, with its importance weight. */
export interface SampledDeal {
  /** Every seat's current cards, four suit masks per seat (the viewer's own as known). */
  readonly hands: number[];
  /** Relative weight: corrects the sampler's bias towards the uniform law over consistent deals. */
  readonly weight: number;
}

const ATTEMPTS = 64;
/** Tries for a hand that explains a Weis declared but not yet shown (J-12). */
const CLAIM_ATTEMPTS = 400;

/**
 * Deals the unseen cards to the other seats: each gets its hand size, its shown Weis cards, no
 * card it has shown it cannot hold; a seat that declared Weis not shown yet gets a hand whose best
 * split has those points (drawn first, by rejection). Cards only one seat may hold go there
 * first; then the most constrained seat draws first. The weight is the inverse of the probability of the deal under the
 * procedure, so weighted deals follow the uniform law over consistent deals. Never throws: if the
 * constraints cannot be met (not with a view the engine produced) they are relaxed.
 */
export function sampleDeal(k: Knowledge, rng: Rng): SampledDeal {
  claimTries = CLAIM_BUDGET;
  for (let attempt = 0; attempt < ATTEMPTS && claimTries > 0; attempt++) {
    const d = tryDeal(k, rng, true, true);
    if (d) return d;
  }
  // Rare: a hand explaining every Weis claim was not found in time; deal without the claims.
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const d = tryDeal(k, rng, true, false);
    if (d) return { hands: d.hands, weight: d.weight * 1e-6 };
  }
  const d = tryDeal(k, rng, false, false)!;
  return { hands: d.hands, weight: d.weight * 1e-12 };
}

/** Tries left for Weis claims in this call of sampleDeal (a bound on its time). */
let claimTries = 0;
const CLAIM_BUDGET = 8000;

const pool: number[] = [];
const allowedSeats: number[] = [];
const buf: number[] = [];

function tryDeal(k: Knowledge, rng: Rng, constrained: boolean, claims: boolean): SampledDeal | null {
  const hands = new Array<number>(16).fill(0);
  const need = [0, 0, 0, 0];
  for (let s = 0; s < 4; s++) {
    if (s === k.me) {
      for (let suit = 0; suit < 4; suit++) hands[s * 4 + suit] = k.hand[suit]!;
      continue;
    }
    let known = 0;
    for (let suit = 0; suit < 4; suit++) {
      hands[s * 4 + suit] = k.required[s * 4 + suit]!;
      known += popcount9(k.required[s * 4 + suit]!);
    }
    need[s] = k.sizes[s]! - known;
  }
  // The unseen cards nobody is known to hold, each with the seats that may hold it.
  pool.length = 0;
  allowedSeats.length = 0;
  for (let suit = 0; suit < 4; suit++) {
    let free = 0x1ff & ~k.hand[suit]! & ~k.played[suit]!;
    for (let s = 0; s < 4; s++) free &= ~k.required[s * 4 + suit]!;
    for (let m = free; m !== 0; m &= m - 1) {
      const rank = 31 - Math.clz32(m & -m);
      let seats = 0;
      for (let s = 0; s < 4; s++) {
        if (s === k.me || need[s]! <= 0) continue;
        if (!constrained || ((k.forbidden[s * 4 + suit]! >>> rank) & 1) === 0) seats |= 1 << s;
      }
      if (seats === 0) {
        if (constrained) return null;
        for (let s = 0; s < 4; s++) if (s !== k.me) seats |= 1 << s;
      }
      pool.push(suit * 9 + rank);
      allowedSeats.push(seats);
    }
  }
  // Forced cards: only one seat may hold them.
  const taken = new Uint8Array(pool.length);
  for (let i = 0; i < pool.length; i++) {
    const seats = allowedSeats[i]!;
    if ((seats & (seats - 1)) === 0) {
      const s = 31 - Math.clz32(seats);
      if (need[s]! <= 0) return null;
      give(hands, s, pool[i]!);
      need[s]!--;
      taken[i] = 1;
    }
  }
  let weight = 1;
  // Seats with a Weis not shown yet draw first, until their hand explains it.
  for (const claim of claims ? k.weisClaims : []) {
    const seat = claim.seat;
    // A hand the forced cards completed must explain the claim as it is.
    if (need[seat]! <= 0) {
      if (claimPoints(k, seat, hands.slice(seat * 4, seat * 4 + 4)) !== claim.points) return null;
      continue;
    }
    buf.length = 0;
    for (let i = 0; i < pool.length; i++) if (taken[i] === 0 && ((allowedSeats[i]! >>> seat) & 1) === 1) buf.push(i);
    const n = need[seat]!;
    if (buf.length < n) return null;
    const base = hands.slice(seat * 4, seat * 4 + 4);
    let tries = 0;
    for (;;) {
      if (++tries > CLAIM_ATTEMPTS || --claimTries < 0) return null;
      const hand = base.slice();
      rng.chooseToFront(buf, n);
      for (let j = 0; j < n; j++) {
        const c = pool[buf[j]!]!;
        hand[suitOf(c)]! |= 1 << rankOf(c);
      }
      if (claimPoints(k, seat, hand) === claim.points) break;
    }
    // The chance of this hand is 1 / (C(a, n) · acceptance); the acceptance is estimated by 1 / tries.
    weight *= BINOMIAL[buf.length]![n]! / tries;
    for (let j = 0; j < n; j++) {
      taken[buf[j]!] = 1;
      give(hands, seat, pool[buf[j]!]!);
    }
    need[seat] = 0;
  }
  for (;;) {
    // The seat with the least slack (allowed cards beyond its need) draws next.
    let seat = -1;
    let slack = Infinity;
    for (let s = 0; s < 4; s++) {
      if (s === k.me || need[s]! <= 0) continue;
      let a = 0;
      for (let i = 0; i < pool.length; i++) if (taken[i] === 0 && ((allowedSeats[i]! >>> s) & 1) === 1) a++;
      if (a - need[s]! < slack) {
        slack = a - need[s]!;
        seat = s;
      }
    }
    if (seat < 0) break;
    if (slack < 0) return null;
    buf.length = 0;
    for (let i = 0; i < pool.length; i++) if (taken[i] === 0 && ((allowedSeats[i]! >>> seat) & 1) === 1) buf.push(i);
    const n = need[seat]!;
    weight *= BINOMIAL[buf.length]![n]!;
    rng.chooseToFront(buf, n);
    for (let j = 0; j < n; j++) {
      taken[buf[j]!] = 1;
      give(hands, seat, pool[buf[j]!]!);
    }
    need[seat] = 0;
  }
  for (let i = 0; i < pool.length; i++) if (taken[i] === 0) return null;
  return { hands, weight };
}

function give(hands: number[], seat: number, card: number): void {
  hands[seat * 4 + suitOf(card)]! |= 1 << rankOf(card);
}

/** J-12, J-13: every declaration not shown yet matches the best split of the seat's dealt hand. */
export function explainsClaims(k: Knowledge, hands: readonly number[]): boolean {
  for (const c of k.weisClaims) if (claimPoints(k, c.seat, hands.slice(c.seat * 4, c.seat * 4 + 4)) !== c.points) return false;
  return true;
}

/** The Weis points of a seat's dealt hand: `hand` (its cards now) and the cards it has played. */
function claimPoints(k: Knowledge, seat: number, hand: readonly number[]): number {
  const dealt = [0, 1, 2, 3].map((suit) => hand[suit]! | k.playedBy[seat * 4 + suit]!);
  let points = 0;
  for (const w of findWeis(dealt, k.contract)) points += w.points;
  return points;
}

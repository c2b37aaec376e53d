import { popcount } from '../../cards/bits.ts';
import { HIGHER, strength, SUIT_MASKS, suitOf } from './cards.ts';
import type { Sim } from './sim.ts';

/**
 * The table as one seat sees it when choosing a card by rule of thumb: public facts plus its own
 * hand. `seen` and `voids` are what the seat remembers — all of it for a careful player, less for
 * a casual one.
 */
export interface Table {
  readonly n: number;
  readonly inHand: number;
  readonly trickSeat: ArrayLike<number>;
  readonly trickCard: ArrayLike<number>;
  readonly trickLen: number;
  size(seat: number): number;
}

export interface Memory {
  readonly seen: number;
  readonly voids: ArrayLike<number>;
}

/**
 * The chance that nobody else still in the hand holds a card of `card`'s suit that beats it, from
 * the unseen cards (a hypergeometric draw over the opponents' free places; known voids excluded).
 */
export function keepChance(t: Table, seat: number, hand: number, card: number, mem: Memory): number {
  const unseen = ~(hand | mem.seen);
  const higher = HIGHER[card]! & unseen;
  if (higher === 0) return 1;
  const h = popcount(higher);
  const u = popcount(unseen);
  const suitBit = 1 << suitOf(card);
  let m = 0;
  for (let j = 0; j < t.n; j++) {
    if (j === seat || ((t.inHand >>> j) & 1) === 0 || (mem.voids[j]! & suitBit) !== 0) continue;
    m += t.size(j);
  }
  let p = 1;
  for (let i = 0; i < m; i++) {
    if (u - i <= 0) break;
    p *= Math.max(0, u - h - i) / (u - i);
    if (p === 0) break;
  }
  return p;
}

function pickBy(cards: number, score: (c: number) => number): number {
  let best = -1;
  let bestScore = Infinity;
  for (let m = cards; m !== 0; m &= m - 1) {
    const c = 31 - Math.clz32(m & -m);
    const s = score(c);
    if (s < bestScore) {
      best = c;
      bestScore = s;
    }
  }
  return best;
}

/**
 * A rule-of-thumb card: keep the card most likely to take the last trick, give away the others.
 * Used by the play-outs of the search, by Mittel's sampling and, with a short memory, by Leicht.
 */
export function ruleCard(t: Table, seat: number, hand: number, mem: Memory): number {
  let playable = hand;
  if (t.trickLen > 0) {
    const follow = hand & SUIT_MASKS[suitOf(t.trickCard[0]!)]!;
    if (follow !== 0) playable = follow;
  }
  if ((playable & (playable - 1)) === 0) return 31 - Math.clz32(playable);
  // Lowest "worth keeping" first; ties: the weaker card.
  return pickBy(playable, (c) => keepChance(t, seat, hand, c, mem) * 16 + strength(c));
}

/** Plays the hand out with rule-of-thumb cards for every seat; returns the winner. */
export function playOut(sim: Sim): number {
  while (sim.toAct >= 0) {
    const seat = sim.toAct;
    sim.play(ruleCard(sim, seat, sim.hands[seat]!, sim));
  }
  return sim.winner;
}

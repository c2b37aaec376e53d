import { fairDealsCase, popcount, shuffleFront } from '../../bench-reference.ts';
import type { BenchCase } from '../../bench.ts';
import { Rng } from '../../cards/rng.ts';
import { isEngineError } from '../../errors.ts';
import { schieber } from './index.ts';
import type { SchieberState } from './state.ts';

/** Schieber full rounds with random legal actions (contracts, pushes, Weis, cards) through the public API. */
export const schieberBench: BenchCase = {
  name: 'schieber',
  unit: 'rounds',
  reference: () => schieberReference,
  fairDeals: () => fairDealsCase('schieber-fair-deals', 'rounds', 36, 36),
  run(units, seed) {
    const rng = Rng.fromSeed(seed);
    let done = 0;
    let match = 0;
    while (done < units) {
      let s = schieber.setup({}, `${seed}-${match++}`) as SchieberState;
      while (!schieber.isOver(s)) {
        const seat = schieber.toAct(s)!;
        const legal = schieber.legalActions(s, seat);
        // A float pick keeps the cost of unbiased integer draws out of the figure.
        const next = schieber.apply(s, seat, legal[Math.floor(rng.next() * legal.length)]!);
        if (isEngineError(next)) throw new Error(next.message);
        if (next.roundNumber !== s.roundNumber || next.phase === 'over') done++;
        s = next;
      }
    }
    return done;
  },
};

/** Trump strength and points by rank (6 7 8 9 T U O K A): the Buur and the Nell on top. */
const TRUMP_STRENGTH = [0, 1, 2, 7, 3, 8, 4, 5, 6];
const TRUMP_POINTS = [0, 0, 0, 14, 10, 20, 3, 4, 11];
const PLAIN_POINTS = [0, 0, 0, 0, 10, 2, 3, 4, 11];

/**
 * The bare reference: a random trump, nine cards each from 36 (a 9-bit mask per seat and suit),
 * a random card that follows suit or trumps, the highest trump or else the highest of the led
 * suit takes the trick, card points and 5 for the last trick.
 */
export const schieberReference: BenchCase = {
  name: 'schieber-reference',
  unit: 'rounds',
  run(units, seed) {
    const rng = Rng.fromSeed(seed);
    const deck = Array.from({ length: 36 }, (_, i) => i);
    const hands = new Array<number>(16).fill(0);
    const legal = [0, 0, 0, 0];
    let total = 0;
    for (let r = 0; r < units; r++) {
      shuffleFront(deck, 35, rng);
      hands.fill(0);
      for (let i = 0; i < 36; i++) hands[(i % 4) * 4 + ((deck[i]! / 9) | 0)]! |= 1 << deck[i]! % 9;
      const trump = rng.int(4);
      let leader = r & 3;
      let points = 0;
      for (let t = 0; t < 9; t++) {
        let led = -1;
        let best = -1;
        let winner = leader;
        let trick = 0;
        for (let k = 0; k < 4; k++) {
          const s = (leader + k) & 3;
          const held = led >= 0 && hands[s * 4 + led]! !== 0;
          let count = 0;
          for (let suit = 0; suit < 4; suit++) {
            legal[suit] = held && suit !== led && suit !== trump ? 0 : hands[s * 4 + suit]!;
            count += popcount(legal[suit]!);
          }
          let pick = rng.int(count);
          let suit = 0;
          while (pick >= popcount(legal[suit]!)) pick -= popcount(legal[suit++]!);
          let mask = legal[suit]!;
          for (; pick > 0; pick--) mask &= mask - 1;
          const rank = 31 - Math.clz32(mask & -mask);
          hands[s * 4 + suit]! &= ~(1 << rank);
          if (led < 0) led = suit;
          const strength = suit === trump ? 20 + TRUMP_STRENGTH[rank]! : suit === led ? rank : -1;
          if (strength > best) {
            best = strength;
            winner = s;
          }
          trick += suit === trump ? TRUMP_POINTS[rank]! : PLAIN_POINTS[rank]!;
        }
        if ((winner & 1) === 0) points += trick + (t === 8 ? 5 : 0);
        leader = winner;
      }
      total += points;
    }
    if (total < 0) throw new Error('unreachable');
    return units;
  },
};

import { fairDealsCase, randomBit, shuffleFront } from '../../bench-reference.ts';
import type { BenchCase } from '../../bench.ts';
import { Rng } from '../../cards/rng.ts';
import { isEngineError } from '../../errors.ts';
import { apply, legalActions, setup } from './rules.ts';
import type { SchraemState } from './state.ts';

/** 7-Schräm full hands with random legal actions, knocks included (Fortgeschritten: every hand plays out unless all pass; four players). */
export const schraemBench: BenchCase = {
  name: 'schraem',
  unit: 'hands',
  reference: () => schraemReference,
  // Without V-2 a 4-card hand draws only the 16 dealt places (flow.ts deal).
  fairDeals: () => fairDealsCase('schraem-fair-deals', 'hands', 32, 16),
  run(units, seed) {
    const rng = Rng.fromSeed(seed);
    let done = 0;
    let game = 0;
    while (done < units) {
      let s = setup({ mode: 'fortgeschritten', players: 4 }, `${seed}-${game++}`) as SchraemState;
      while (s.phase !== 'over') {
        const seat = s.toAct!;
        const legal = legalActions(s, seat);
        const next = apply(s, seat, legal[rng.int(legal.length)]!);
        if (isEngineError(next)) throw new Error(next.message);
        if (next.handNumber !== s.handNumber || next.phase === 'over') done++;
        s = next;
      }
    }
    return done;
  },
};

/** S-1 order within a suit, by rank index (7 8 9 T J Q K A). */
const STRENGTH = [4, 5, 6, 7, 0, 1, 2, 3];

/**
 * The bare reference: four seats, four cards each from 32 (bit masks), a random card that follows
 * suit if it can, the highest of the led suit takes the trick, the last trick wins the hand.
 */
export const schraemReference: BenchCase = {
  name: 'schraem-reference',
  unit: 'hands',
  run(units, seed) {
    const rng = Rng.fromSeed(seed);
    const deck = Array.from({ length: 32 }, (_, i) => i);
    const hands = [0, 0, 0, 0];
    let wins = 0;
    for (let h = 0; h < units; h++) {
      shuffleFront(deck, 16, rng);
      for (let s = 0; s < 4; s++) hands[s] = (1 << deck[4 * s]!) | (1 << deck[4 * s + 1]!) | (1 << deck[4 * s + 2]!) | (1 << deck[4 * s + 3]!);
      let leader = h & 3;
      for (let t = 0; t < 4; t++) {
        let led = -1;
        let best = -1;
        let winner = leader;
        for (let k = 0; k < 4; k++) {
          const s = (leader + k) & 3;
          const hand = hands[s]!;
          const follow = led < 0 ? 0 : hand & (0xff << (led * 8));
          const card = randomBit(follow !== 0 ? follow : hand, rng);
          hands[s] = hand & ~(1 << card);
          if (led < 0) led = card >>> 3;
          if (card >>> 3 === led && STRENGTH[card & 7]! > best) {
            best = STRENGTH[card & 7]!;
            winner = s;
          }
        }
        leader = winner;
      }
      wins += leader;
    }
    if (wins < 0) throw new Error('unreachable');
    return units;
  },
};

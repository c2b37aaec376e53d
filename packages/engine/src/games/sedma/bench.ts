import { fairDealsCase, randomBit, shuffleFront } from '../../bench-reference.ts';
import type { BenchCase } from '../../bench.ts';
import { Rng } from '../../cards/rng.ts';
import { isEngineError } from '../../errors.ts';
import { apply, legalActions, setup } from './rules.ts';
import type { SedmaState } from './state.ts';

/**
 * Sedma games with random legal actions, four players: a match of 100 games per seed, each game
 * started by the dealer's `deal`, so exchanges (D-6) and continued tricks (D-9) are included.
 */
export const sedmaBench: BenchCase = {
  name: 'sedma',
  unit: 'games',
  reference: () => sedmaReference,
  fairDeals: () => fairDealsCase('sedma-fair-deals', 'games', 32, 32),
  run(units, seed) {
    const rng = Rng.fromSeed(seed);
    let done = 0;
    let match = 0;
    while (done < units) {
      let s = setup({ players: 4, gamesToWin: 1000 }, `${seed}-${match++}`) as SedmaState;
      for (let games = 0; games < 100 && done < units; ) {
        const seat = s.toAct!;
        const legal = legalActions(s, seat);
        const next = apply(s, seat, legal[rng.int(legal.length)]!);
        if (isEngineError(next)) throw new Error(next.message);
        if (next.phase === 'over' && s.phase !== 'over') {
          done++;
          games++;
        }
        s = next;
      }
    }
    return done;
  },
};

/**
 * The bare reference: four seats, four cards each from 32 and a stock (bit masks), any card,
 * the last card of the led rank or a 7 takes the trick, aces and tens 10 points, 10 for the last
 * trick, the trick's winner draws first.
 */
export const sedmaReference: BenchCase = {
  name: 'sedma-reference',
  unit: 'games',
  run(units, seed) {
    const rng = Rng.fromSeed(seed);
    const deck = Array.from({ length: 32 }, (_, i) => i);
    const hands = [0, 0, 0, 0];
    let total = 0;
    for (let g = 0; g < units; g++) {
      shuffleFront(deck, 31, rng);
      for (let s = 0; s < 4; s++) hands[s] = (1 << deck[4 * s]!) | (1 << deck[4 * s + 1]!) | (1 << deck[4 * s + 2]!) | (1 << deck[4 * s + 3]!);
      let stock = 16;
      let leader = g & 3;
      let points = 0;
      for (let t = 0; t < 8; t++) {
        let rank = -1;
        let winner = leader;
        let trick = 0;
        for (let k = 0; k < 4; k++) {
          const s = (leader + k) & 3;
          const card = randomBit(hands[s]!, rng);
          hands[s]! &= ~(1 << card);
          if (rank < 0) rank = card & 7;
          else if ((card & 7) === rank || (card & 7) === 0) winner = s;
          if ((card & 7) === 3 || (card & 7) === 7) trick += 10;
        }
        if ((winner & 1) === 0) points += trick + (t === 7 ? 10 : 0);
        leader = winner;
        for (let k = 0; k < 4 && stock < 32; k++) hands[(leader + k) & 3]! |= 1 << deck[stock++]!;
      }
      total += points;
    }
    if (total < 0) throw new Error('unreachable');
    return units;
  },
};

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

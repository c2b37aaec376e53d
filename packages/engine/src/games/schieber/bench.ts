import type { BenchCase } from '../../bench.ts';
import { Rng } from '../../cards/rng.ts';
import { isEngineError } from '../../errors.ts';
import { schieber } from './index.ts';
import type { SchieberState } from './state.ts';

/** Schieber full rounds with random legal actions (contracts, pushes, Weis, cards) through the public API. */
export const schieberBench: BenchCase = {
  name: 'schieber',
  unit: 'rounds',
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

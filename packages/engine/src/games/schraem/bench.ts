import type { BenchCase } from '../../bench.ts';
import { Rng } from '../../cards/rng.ts';
import { isEngineError } from '../../errors.ts';
import { apply, legalActions, setup } from './rules.ts';
import type { SchraemState } from './state.ts';

/** 7-Schräm full hands with random legal actions, knocks included (Fortgeschritten: every hand plays out unless all pass; four players). */
export const schraemBench: BenchCase = {
  name: 'schraem',
  unit: 'hands',
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

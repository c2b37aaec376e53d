import { Rng } from '../../cards/rng.ts';
import { isEngineError } from '../../errors.ts';
import type { Seat } from '../../game.ts';
import { schieber } from '../../games/schieber/index.ts';
import type { SchieberState } from '../../games/schieber/state.ts';

/** For tests: decision points of random Schieber matches (random legal actions, Weis declared often). */
export interface Position {
  readonly state: SchieberState;
  readonly seat: Seat;
}

export function randomPositions(count: number, seed: string, every = 3): Position[] {
  const rng = Rng.fromSeed(seed);
  const out: Position[] = [];
  for (let g = 0; out.length < count; g++) {
    const s0 = schieber.setup({ target: 300 + 100 * (g % 5) }, `${seed}/${g}`);
    if (isEngineError(s0)) throw new Error(s0.message);
    let s = s0;
    while (!schieber.isOver(s) && out.length < count) {
      const seat = schieber.toAct(s)!;
      const legal = schieber.legalActions(s, seat);
      if (rng.int(every) === 0) out.push({ state: s, seat });
      const weis = legal.find((a) => a.type === 'weis');
      const a = weis && rng.next() < 0.8 ? weis : rng.pick(legal);
      const next = schieber.apply(s, seat, a);
      if (isEngineError(next)) throw new Error(next.message);
      s = next;
    }
  }
  return out;
}

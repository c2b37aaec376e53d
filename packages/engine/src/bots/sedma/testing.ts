import { Rng } from '../../cards/rng.ts';
import { isEngineError } from '../../errors.ts';
import type { Seat } from '../../game.ts';
import { sedma } from '../../games/sedma/index.ts';
import type { SedmaState } from '../../games/sedma/state.ts';

/** For tests: decision points of random Sedma matches with 2, 3 and 4 players (random legal actions). */
export interface Position {
  readonly state: SedmaState;
  readonly seat: Seat;
}

export function randomPositions(count: number, seed: string, every = 3): Position[] {
  const rng = Rng.fromSeed(seed);
  const out: Position[] = [];
  for (let g = 0; out.length < count; g++) {
    const s0 = sedma.setup({ players: 2 + (g % 3), gamesToWin: 3 }, `${seed}/${g}`);
    if (isEngineError(s0)) throw new Error(s0.message);
    let s = s0;
    while (!sedma.isOver(s) && out.length < count) {
      const seat = sedma.toAct(s)!;
      const legal = sedma.legalActions(s, seat);
      if (rng.int(every) === 0) out.push({ state: s, seat });
      const next = sedma.apply(s, seat, rng.pick(legal));
      if (isEngineError(next)) throw new Error(next.message);
      s = next;
    }
  }
  return out;
}

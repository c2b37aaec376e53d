import { popcount } from '../../cards/bits.ts';
import { Rng } from '../../cards/rng.ts';
import type { Seat } from '../../game.ts';
import type { SedmaAction } from '../../games/sedma/notation.ts';
import type { SedmaState } from '../../games/sedma/state.ts';
import { viewFor } from '../../games/sedma/view.ts';
import { actionOf, optionsOf } from './common.ts';
import { knowledgeOf } from './knowledge.ts';
import { ruleOption } from './policy.ts';
import { Sim, STOP } from './sim.ts';
import { Solver } from './solver.ts';
import { utility } from './schwer.ts';

/**
 * ARENA ONLY — the upper bound: a player that sees every hand and the stock's order. It takes the
 * full state through its own interface, is not a `Bot` and is not registered in `botFor`; only
 * the arena imports it. Once the stock is empty it plays exactly (solver.ts); before, each option
 * is valued by play-outs of the true game in which a fifth of the moves are random. The exchange:
 * the same play-outs with the hands kept and traded.
 */
export interface OracleDecision {
  readonly state: SedmaState;
  readonly seat: Seat;
  readonly legal: readonly SedmaAction[];
  readonly seed: string;
}

export interface OracleBot {
  readonly name: 'oracle';
  decide(d: OracleDecision): SedmaAction;
}

const PLAYOUTS = 24;

export function oracleBot(_budgetMs?: number): OracleBot {
  return { name: 'oracle', decide };
}

function decide({ state, seat, legal, seed }: OracleDecision): SedmaAction {
  if (legal.length === 1) return legal[0]!;
  const rng = Rng.fromSeed(seed);
  const k = knowledgeOf(viewFor(state, seat));
  const side = k.sides[seat]!;
  const base = Sim.fromKnowledge(k, state.hands, state.stock);
  if (state.phase === 'exchange') {
    const partner = (seat + 2) % 4;
    const swapped = state.hands.slice();
    swapped[seat] = state.hands[partner]!;
    swapped[partner] = state.hands[seat]!;
    const swap = Sim.fromKnowledge(k, swapped, state.stock);
    return actionOf(legal, noisyValue(swap, side, rng) > noisyValue(base, side, rng) ? 'swap' : 'keep')!;
  }
  const solver = new Solver();
  let best = legal[0]!;
  let bestValue = -Infinity;
  for (const o of optionsOf(legal)) {
    const sim = base.clone();
    sim.play(o.card);
    let v: number;
    if (sim.over) v = utility(sim, side);
    else if (sim.stockLeft === 0) {
      const r = solver.value(sim, side);
      v = (r > 0 ? 1 : 0) + (0.3 * r) / 90;
    } else v = noisyValue(sim, side, rng);
    if (v > bestValue) {
      best = o.action;
      bestValue = v;
    }
  }
  return best;
}

function noisyValue(sim: Sim, side: number, rng: Rng): number {
  let sum = 0;
  for (let i = 0; i < PLAYOUTS; i++) {
    const s = sim.clone();
    while (!s.over) {
      const playable = s.playable();
      if (rng.next() < 0.2) {
        const k = rng.int(popcount(playable) + (s.continuing ? 1 : 0));
        let m = playable;
        for (let j = 0; j < k && m !== 0; j++) m &= m - 1;
        s.play(m !== 0 ? 31 - Math.clz32(m & -m) : STOP);
      } else s.play(ruleOption(s, playable));
    }
    sum += utility(s, side);
  }
  return sum / PLAYOUTS;
}

import type { Seat } from '../../game.ts';
import type { SchieberAction } from '../../games/schieber/notation.ts';
import type { SchieberState } from '../../games/schieber/state.ts';
import { viewFor } from '../../games/schieber/view.ts';
import { actionOf, cardChoices, contractAction } from './common.ts';
import { knowledgeOf } from './knowledge.ts';
import { ruleCard } from './policy.ts';
import { Sim } from './sim.ts';
import { Solver } from './solver.ts';

/**
 * ARENA ONLY — the upper bound: a player that sees every hand. It takes the full state through
 * its own interface, is not a `Bot` and is not registered in `botFor`; only the arena imports it.
 * Contract: the one whose rule-of-thumb play-out of the true deal ends best (it never pushes: its
 * partner would face the same deal). Cards: each card's play-out of the true deal, solved exactly
 * over the last four tricks (over all the rest when at most five are left). Always declares Weis.
 */
export interface OracleDecision {
  readonly state: SchieberState;
  readonly seat: Seat;
  readonly legal: readonly SchieberAction[];
  readonly seed: string;
}

export interface OracleBot {
  readonly name: 'oracle';
  decide(d: OracleDecision): SchieberAction;
}

export function oracleBot(_budgetMs?: number): OracleBot {
  return { name: 'oracle', decide };
}

const EXACT = 5;
const TAIL = 4;

function decide({ state, seat, legal }: OracleDecision): SchieberAction {
  if (legal.length === 1) return legal[0]!;
  const team = seat & 1;
  const k = knowledgeOf(viewFor(state, seat));
  if (state.phase === 'contract') {
    let best = 0;
    let bestValue = -Infinity;
    for (let c = 0; c < 6; c++) {
      const sim = Sim.deal(c, state.hands, k.vorhand, seat);
      const v = finish(sim, team, new Solver());
      if (v > bestValue) {
        best = c;
        bestValue = v;
      }
    }
    return contractAction(legal, best);
  }
  const weis = actionOf(legal, 'weis');
  if (weis) return weis;
  const choices = cardChoices(legal);
  const base = Sim.fromKnowledge(k, state.hands);
  const solver = new Solver();
  let best = choices[0]!;
  let bestValue = -Infinity;
  for (const c of choices) {
    let v: number;
    if (9 - k.tricksDone <= EXACT) v = solver.valueAfter(base, team, c.card);
    else {
      const sim = base.clone();
      sim.play(c.card);
      v = finish(sim, team, solver);
    }
    if (v > bestValue) {
      best = c;
      bestValue = v;
    }
  }
  return best.action;
}

/** Plays on by rule of thumb to the last four tricks, then exactly: own points minus the opponents'. */
function finish(sim: Sim, team: number, solver: Solver): number {
  while (9 - sim.tricksDone > TAIL || sim.trick !== 0) sim.play(ruleCard(sim, sim.toAct));
  return sim.points[team]! - sim.points[1 - team]! + solver.value(sim, team);
}

import { Rng } from '../../cards/rng.ts';
import type { Seat } from '../../game.ts';
import type { SchraemAction } from '../../games/schraem/notation.ts';
import type { SchraemState } from '../../games/schraem/state.ts';
import { viewFor } from '../../games/schraem/view.ts';
import { holdThreshold, knockThreshold } from './betting.ts';
import { actionOf, cardChoices, stakeOf } from './common.ts';
import { stakesOf } from './estimate.ts';
import { knowledgeOf } from './knowledge.ts';
import { ruleCard } from './policy.ts';
import { Sim } from './sim.ts';
import { Solver, solvable } from './solver.ts';

/**
 * ARENA ONLY — the upper bound: a player that sees every card, its own before looking included.
 * It takes the full state through its own interface, is not a `Bot` and is not registered in
 * `botFor`; only the arena imports it. Cards: a card that wins against perfect defence, else the
 * best card over noisy play-outs of the true deal; bets: the thresholds of betting.ts on its
 * chance in those play-outs.
 */
export interface OracleDecision {
  readonly state: SchraemState;
  readonly seat: Seat;
  readonly legal: readonly SchraemAction[];
  readonly seed: string;
}

export interface OracleBot {
  readonly name: 'oracle';
  decide(d: OracleDecision): SchraemAction;
}

const PLAYOUTS = 48;

export function oracleBot(_budgetMs?: number): OracleBot {
  return { name: 'oracle', decide };
}

function decide({ state, seat, legal, seed }: OracleDecision): SchraemAction {
  if (legal.length === 1) return legal[0]!;
  const rng = Rng.fromSeed(seed);
  const view = viewFor(state, seat);
  const k = knowledgeOf(view);
  const sim = Sim.fromKnowledge(k, state.hands);
  const solver = new Solver();
  const exact = solvable(sim);
  const p = exact && solver.wins(sim, seat) ? 1 : chance(sim, seat, rng);
  switch (view.phase) {
    case 'blind':
      return actionOf(legal, p > knockThreshold(stakesOf(view), seat, 3) + 0.1 ? 'blind' : 'reveal') ?? legal[0]!;
    case 'answer':
      return actionOf(legal, p > holdThreshold(stakesOf(view), seat, stakeOf(view, seat)) ? 'hold' : 'pass')!;
    default: {
      const knock = actionOf(legal, 'knock');
      if (knock && (p === 1 || p > knockThreshold(stakesOf(view), seat) + 0.1)) return knock;
      const choices = cardChoices(legal);
      let best = choices[0]!;
      let bestScore = -1;
      for (const c of choices) {
        const score = exact && solver.winsWith(sim, seat, c.card) ? 2 : afterCard(sim, seat, c.card, rng);
        if (score > bestScore) {
          best = c;
          bestScore = score;
        }
      }
      return best.action;
    }
  }
}

/** Win rate over play-outs of the true deal in which everyone plays by rule of thumb, a quarter of the cards at random. */
function chance(sim: Sim, seat: number, rng: Rng): number {
  let wins = 0;
  for (let i = 0; i < PLAYOUTS; i++) if (noisyPlayOut(sim.clone(), rng) === seat) wins++;
  return wins / PLAYOUTS;
}

function afterCard(sim: Sim, seat: number, card: number, rng: Rng): number {
  let wins = 0;
  for (let i = 0; i < PLAYOUTS / 2; i++) {
    const s = sim.clone();
    s.play(card);
    if (noisyPlayOut(s, rng) === seat) wins++;
  }
  return wins / (PLAYOUTS / 2);
}

function noisyPlayOut(sim: Sim, rng: Rng): number {
  while (sim.toAct >= 0) {
    const s = sim.toAct;
    const playable = sim.playable(s);
    if (rng.next() < 0.25) {
      const cards: number[] = [];
      for (let m = playable; m !== 0; m &= m - 1) cards.push(31 - Math.clz32(m & -m));
      sim.play(rng.pick(cards));
    } else sim.play(ruleCard(sim, s, sim.hands[s]!, sim));
  }
  return sim.winner;
}

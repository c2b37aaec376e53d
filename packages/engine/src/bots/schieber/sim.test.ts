import { describe, expect, it } from 'vitest';
import { Rng } from '../../cards/rng.ts';
import { isEngineError } from '../../errors.ts';
import { cardIndex } from '../../games/schieber/cards.ts';
import { schieber } from '../../games/schieber/index.ts';
import { PLAY } from '../../games/schieber/notation.ts';
import type { SchieberState } from '../../games/schieber/state.ts';
import { viewFor } from '../../games/schieber/view.ts';
import { knowledgeOf } from './knowledge.ts';
import { ruleCard } from './policy.ts';
import { listCards, Sim } from './sim.ts';
import { Solver } from './solver.ts';

/** A round in play, right after the contract: the state and a Sim of the true deal. */
function roundStart(seed: string): { state: SchieberState; sim: Sim } {
  let s = schieber.setup({ target: 5000 }, seed) as SchieberState;
  const seat = s.toAct!;
  s = schieber.apply(s, seat, { type: 'trump', suit: 'r' }) as SchieberState;
  return { state: s, sim: Sim.fromKnowledge(knowledgeOf(viewFor(s, seat)), s.hands) };
}

describe('Schieber Sim', () => {
  it('plays like the engine: legal cards (J-8 … J-10), trick winners, card points, 5 and Matsch (J-7, J-16)', () => {
    const rng = Rng.fromSeed('sim');
    const buf: number[] = [];
    const legal = [0, 0, 0, 0];
    for (let g = 0; g < 60; g++) {
      let { state, sim } = roundStart(`sim/${g}`);
      const before = state.scores;
      for (let i = 0; i < 36; i++) {
        const seat = state.toAct!;
        expect(sim.toAct).toBe(seat);
        const plays = schieber.legalActions(state, seat).filter((a) => a.type === 'play');
        sim.playable(seat, legal);
        const n = listCards(legal, buf);
        expect(buf.slice(0, n).sort((a, b) => a - b)).toEqual(plays.map((a) => cardIndex(a.type === 'play' ? a.card : '')).sort((a, b) => a - b));
        const card = g % 2 === 0 ? buf[rng.int(n)]! : ruleCard(sim, seat);
        const next = schieber.apply(state, seat, PLAY[card]!);
        if (isEngineError(next)) throw new Error(next.message);
        state = next;
        sim.play(card);
      }
      // The round is over: the engine credited card points, the 5 and Matsch (plus Stöck, left out of the Sim).
      const r = state.lastRound!;
      expect(sim.points[0] + r.stoeckPoints[0]).toBe(r.points[0]);
      expect(sim.points[1] + r.stoeckPoints[1]).toBe(r.points[1]);
      expect(state.scores[0] - before[0] + state.scores[1] - before[1]).toBeGreaterThanOrEqual(157);
    }
  });

  it('the solver agrees with a plain minimax over the last three tricks', () => {
    const solver = new Solver();
    for (let g = 0; g < 40; g++) {
      const { sim } = roundStart(`solve/${g}`);
      while (sim.tricksDone < 6) sim.play(ruleCard(sim, sim.toAct));
      const team = g & 1;
      expect(solver.value(sim, team) + sim.points[team]! - sim.points[1 - team]!).toBe(minimax(sim, team));
    }
  });
});

function minimax(sim: Sim, team: number): number {
  if (sim.over) return sim.points[team]! - sim.points[1 - team]!;
  const legal = [0, 0, 0, 0];
  const buf: number[] = [];
  sim.playable(sim.toAct, legal);
  const n = listCards(legal, buf);
  const max = (sim.toAct & 1) === team;
  let best = max ? -1e9 : 1e9;
  for (let i = 0; i < n; i++) {
    const next = sim.clone();
    next.play(buf[i]!);
    const v = minimax(next, team);
    best = max ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

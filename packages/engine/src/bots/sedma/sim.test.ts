import { describe, expect, it } from 'vitest';
import { bitsOf } from '../../cards/bits.ts';
import { Rng } from '../../cards/rng.ts';
import { isEngineError } from '../../errors.ts';
import { sedma } from '../../games/sedma/index.ts';
import { PLAY, STOP as STOP_ACTION } from '../../games/sedma/notation.ts';
import type { SedmaState } from '../../games/sedma/state.ts';
import { viewFor } from '../../games/sedma/view.ts';
import { knowledgeOf } from './knowledge.ts';
import { ruleOption } from './policy.ts';
import { resultFor, Sim, STOP } from './sim.ts';
import { Solver } from './solver.ts';

/** A Sim of the true game (hands and stock) at the state's position. */
const simOf = (s: SedmaState): Sim => Sim.fromKnowledge(knowledgeOf(viewFor(s, s.toAct!)), s.hands, s.stock);

const optionsOf = (s: SedmaState): number[] =>
  sedma.legalActions(s, s.toAct!).map((a) => (a.type === 'play' ? PLAY.indexOf(a) : STOP)).sort((a, b) => a - b);

describe('Sedma Sim', () => {
  it('plays like the engine with 2, 3 and 4 players: options (D-7 … D-10), tricks, drawing, points, burning (D-11 … D-13)', () => {
    const rng = Rng.fromSeed('sim');
    let burned = 0;
    for (let g = 0; g < 240; g++) {
      const n = 2 + (g % 3);
      let s = sedma.setup({ players: n, gamesToWin: 1 }, `sim/${g}`) as SedmaState;
      if (s.phase !== 'play') continue;
      const sim = simOf(s);
      while (s.phase !== 'over') {
        const options = [...bitsOf(sim.playable()), ...(sim.continuing ? [STOP] : [])].sort((a, b) => a - b);
        expect(options).toEqual(optionsOf(s));
        const pick = g % 2 === 0 ? rng.pick(options) : ruleOption(sim, sim.playable());
        const next = sedma.apply(s, s.toAct!, pick === STOP ? STOP_ACTION : PLAY[pick]!);
        if (isEngineError(next)) throw new Error(next.message);
        s = next;
        sim.play(pick);
        expect(sim.over).toBe(s.phase === 'over');
        if (s.phase !== 'over') expect(sim.toAct).toBe(s.toAct);
      }
      expect(sim.winnerSide).toBe(s.winnerSide);
      if (s.burned) burned++;
      else expect(sim.points).toEqual(sedma.viewFor(s, 0).points);
    }
    expect(burned).toBeGreaterThan(0);
  });

  it('the solver agrees with a plain minimax once the stock is empty', () => {
    const solver = new Solver();
    let solved = 0;
    for (let g = 0; g < 90; g++) {
      const n = 2 + (g % 3);
      const s0 = sedma.setup({ players: n, gamesToWin: 1 }, `solve/${g}`) as SedmaState;
      if (s0.phase !== 'play') continue;
      const sim = simOf(s0);
      while (!sim.over && (sim.stockLeft > 0 || sim.hands.reduce((a, h) => a + bitsOf(h).length, 0) > 9)) sim.play(ruleOption(sim, sim.playable()));
      if (sim.over) continue;
      expect(solver.value(sim, g & 1)).toBe(minimax(sim, g & 1));
      solved++;
    }
    expect(solved).toBeGreaterThan(50);
  });
});

function minimax(sim: Sim, side: number): number {
  if (sim.over) return resultFor(sim, side);
  const options = [...bitsOf(sim.playable()), ...(sim.continuing ? [STOP] : [])];
  const values = options.map((o) => {
    const next = sim.clone();
    next.play(o);
    return minimax(next, side);
  });
  return sim.sides[sim.toAct] === side ? Math.max(...values) : Math.min(...values);
}

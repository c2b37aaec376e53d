import { resultFor, type Sim, STOP } from './sim.ts';

/**
 * Exact play of the rest of a game with every card known and the stock empty: alpha-beta over one
 * side's final points minus the other side's, partners maximising together (D-2, D-4) and the
 * beaten leader's continue-or-stop (D-9) a move like a card. Burned games count ±100.
 */
export class Solver {
  /** Nodes visited: the deterministic work count behind the budgets. */
  nodes = 0;

  value(sim: Sim, side: number, alpha = -1000, beta = 1000): number {
    this.nodes++;
    if (sim.over) return resultFor(sim, side);
    const max = sim.sides[sim.toAct] === side;
    let best = max ? -1000 : 1000;
    let m = sim.playable();
    for (;;) {
      const card = m !== 0 ? 31 - Math.clz32(m & -m) : sim.continuing ? STOP : -2;
      if (card === -2) break;
      const next = sim.clone();
      next.play(card);
      const v = this.value(next, side, alpha, beta);
      if (max) {
        if (v > best) best = v;
        if (best > alpha) alpha = best;
      } else {
        if (v < best) best = v;
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
      if (m === 0) break;
      m &= m - 1;
    }
    return best;
  }

  valueAfter(sim: Sim, side: number, option: number): number {
    const next = sim.clone();
    next.play(option);
    return this.value(next, side);
  }
}

import { popcount } from '../../cards/bits.ts';
import { CARD_POINTS, POINT_CARDS, rankMask } from '../../games/sedma/cards.ts';
import { LAST_TRICK, resultFor, type Sim, STOP } from './sim.ts';

/** What a final points margin is worth: a won game 1 (D-12), the margin `pointsWeight` per 90 beside it. */
export const marginUtility = (r: number, pointsWeight: number): number => (r > 0 ? 1 : 0) + (pointsWeight * r) / 90;

/**
 * Exact play of the rest of a game with the hands known and the stock an unordered set: the
 * draws (D-11: the trick's winner first, then the others in turn, each card uniform over what is
 * left) are chance nodes, so no seat plays as if it knew what it will draw. Expectimax over one
 * side's utility (`marginUtility`, so the win and the margin are both expected, not the margin
 * alone); alpha-beta inside each deterministic stretch between draws, Star1 at the draws (a mean
 * that cannot reach into the window stops early), exact draw values memoised by their position
 * (hands, stock, points, leader) and bounds of positions with a trick to lead kept in a table.
 * The sim must be in chance mode (`sim.chance`).
 */
export class ChanceSolver {
  /** Nodes visited (memo hits included): the deterministic work count behind the budgets. */
  nodes = 0;
  /** Nodes after which the search gives up (`aborted`): its values are then meaningless, and nothing more is memoised. */
  limit = Infinity;
  aborted = false;
  private readonly memo = new Map<string, number>();
  /** Bounds of the values of positions with a trick to lead. */
  private readonly table = new Map<string, { lo: number; hi: number }>();

  constructor(
    readonly side: number,
    readonly pointsWeight: number,
  ) {}

  value(sim: Sim, alpha = -Infinity, beta = Infinity): number {
    if (++this.nodes > this.limit) this.aborted = true;
    if (this.aborted) return 0;
    if (sim.over) return marginUtility(resultFor(sim, this.side), this.pointsWeight);
    if (sim.drawDue > 0) return this.chanceValue(sim, alpha, beta);
    if (sim.trickCards.length > 0) return this.search(sim, alpha, beta);
    // A trick to lead: the same position is often reached by other orders of the tricks before.
    const key = keyOf(sim);
    const t = this.table.get(key);
    if (t) {
      if (t.lo === t.hi || t.lo >= beta) return t.lo;
      if (t.hi <= alpha) return t.hi;
      if (t.lo > alpha) alpha = t.lo;
      if (t.hi < beta) beta = t.hi;
    }
    const v = this.search(sim, alpha, beta);
    // Fail-soft: below the window an upper bound, above it a lower bound, inside exact.
    const lo = v > alpha ? v : (t?.lo ?? -Infinity);
    const hi = v < beta ? v : (t?.hi ?? Infinity);
    if (!this.aborted) this.table.set(key, { lo: Math.max(lo, t?.lo ?? -Infinity), hi: Math.min(hi, t?.hi ?? Infinity) });
    return v;
  }

  private search(sim: Sim, alpha: number, beta: number): number {
    const max = sim.sides[sim.toAct] === this.side;
    let best = max ? -Infinity : Infinity;
    let m = sim.playable();
    for (;;) {
      const card = m !== 0 ? 31 - Math.clz32(m & -m) : sim.continuing ? STOP : -2;
      if (card === -2) break;
      const next = sim.clone();
      next.play(card);
      const v = this.value(next, alpha, beta);
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

  /**
   * The mean over every way the due draws can fall (each seat's set of `drawDue` cards, in turn
   * from the winner), all equally likely. Star1: with the value's bounds (`bounds`), the outcomes
   * left can be bounded, so a chance node whose mean cannot reach into (alpha, beta) stops early
   * and returns a bound (fail-soft, not memoised); only exact means are memoised.
   */
  private chanceValue(sim: Sim, alpha: number, beta: number): number {
    const stock = sim.stockSet();
    const key = keyOf(sim);
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const outcomes: number[][] = [];
    const sets = new Array<number>(sim.n).fill(0);
    const deal = (seat: number, left: number): void => {
      if (seat === sim.n) outcomes.push(sets.slice());
      else
        forEachSubset(left, sim.drawDue, (s) => {
          sets[seat] = s;
          deal(seat + 1, left & ~s);
        });
    };
    deal(0, stock);
    const [lo, hi] = this.bounds(sim, stock);
    const n = outcomes.length;
    let sum = 0;
    for (let k = 0; k < n; k++) {
      const next = sim.clone();
      next.drawSets(outcomes[k]!);
      const rest = n - k - 1;
      const a = n * alpha - sum - rest * hi;
      const b = n * beta - sum - rest * lo;
      const v = this.value(next, a, b);
      sum += v;
      if (v <= a) return (sum + rest * hi) / n;
      if (v >= b) return (sum + rest * lo) / n;
    }
    const v = sum / n;
    if (!this.aborted) this.memo.set(key, v);
    return v;
  }

  /**
   * Bounds of the value after a draw: the points still to take (the cards in the hands and the
   * stock, the last trick's 10) all to one side or the other; ±100 where a seat could burn (D-13:
   * all four of a rank within its hand and the stock).
   */
  private bounds(sim: Sim, stock: number): [number, number] {
    let cards = stock;
    for (const h of sim.hands) cards |= h;
    const margin = sim.points[this.side]! - sim.points[1 - this.side]!;
    const left = CARD_POINTS * popcount(cards & POINT_CARDS) + LAST_TRICK;
    let lo = margin - left;
    let hi = margin + left;
    for (let seat = 0; seat < sim.n; seat++) {
      const reach = sim.hands[seat]! | stock;
      for (let r = 0; r < 8; r++) {
        const m = rankMask(r);
        if ((reach & m) !== m) continue;
        if (sim.sides[seat] === this.side) hi = 100;
        else lo = -100;
      }
    }
    return [marginUtility(lo, this.pointsWeight), marginUtility(hi, this.pointsWeight)];
  }
}

/** A position between tricks (a draw due or a trick to lead): hands, stock, points, leader. */
const keyOf = (sim: Sim): string => `${sim.hands.join(',')}|${sim.stockSet()}|${sim.points[0]},${sim.points[1]}|${sim.leader}|${sim.drawDue}`;

/** Calls `f` with every subset of `mask` of `size` cards. */
export function forEachSubset(mask: number, size: number, f: (s: number) => void, chosen = 0): void {
  if (size === 0) {
    f(chosen);
    return;
  }
  if (popcount(mask) < size) return;
  const low = mask & -mask;
  forEachSubset(mask & ~low, size - 1, f, chosen | low);
  forEachSubset(mask & ~low, size, f, chosen);
}

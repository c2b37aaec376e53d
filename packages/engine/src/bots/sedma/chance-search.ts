import type { Rng } from '../../cards/rng.ts';
import { ChanceSolver, forEachSubset } from './chance.ts';
import type { Option } from './common.ts';
import { type Reading, readingWeight } from './inference.ts';
import type { Knowledge } from './knowledge.ts';
import { Sim } from './sim.ts';

/** Work accounting as the sampled search's: a solver node one unit, a deal (here: a hand of the other seat) 20. */
const HAND_WORK = 20;

/**
 * Two players: the other seat's possible hands — the unseen cards of its hand size without the
 * ranks it has shown it lacks (D-10); the rest of the unseen cards is the stock. If D-10 leaves
 * no hand (it cannot, but never throw), every hand of the unseen.
 */
export function otherHands(k: Knowledge): number[] {
  const other = 1 - k.me;
  const hands: number[] = [];
  forEachSubset(k.unseen & ~k.forbidden[other]!, k.sizes[other]!, (h) => hands.push(h));
  if (hands.length === 0) forEachSubset(k.unseen, k.sizes[other]!, (h) => hands.push(h));
  return hands;
}

export interface Scores {
  readonly score: Float64Array;
  /** The hands' total weight; 0 if the budget did not suffice for one hand. */
  readonly total: number;
  readonly nodes: number;
}

/**
 * Two players, few cards left: every option valued by the exact expectimax with the draws as
 * chance (chance.ts) for each hand the other seat may hold — each hand equally likely under the
 * uniform law (the reading's weight on top, if on). The hands are taken in a random order and
 * the budget may stop before the last, so a cut-off enumeration is a sample without replacement;
 * a hand whose solve runs past the budget is dropped.
 */
export function chanceScores(
  k: Knowledge,
  reading: Reading | null,
  options: readonly Option[],
  work: number,
  pointsWeight: number,
  rng: Rng,
): Scores {
  const side = k.sides[k.me]!;
  const solver = new ChanceSolver(side, pointsWeight);
  solver.limit = work;
  const values = new Float64Array(options.length);
  const score = new Float64Array(options.length);
  const hands = rng.shuffle(otherHands(k));
  let total = 0;
  for (let i = 0; i < hands.length; i++) {
    if (i >= 1 && solver.nodes + i * HAND_WORK >= work) break;
    const dealt = [0, 0];
    dealt[k.me] = k.hand;
    dealt[1 - k.me] = hands[i]!;
    const weight = reading ? Math.max(readingWeight(reading, dealt), 1e-9) : 1;
    const stock: number[] = [];
    for (let m = k.unseen & ~hands[i]!; m !== 0; m &= m - 1) stock.push(31 - Math.clz32(m & -m));
    const base = Sim.fromKnowledge(k, dealt, stock);
    base.chance = true;
    for (let j = 0; j < options.length; j++) {
      const sim = base.clone();
      sim.play(options[j]!.card);
      values[j] = solver.value(sim);
    }
    if (solver.aborted) break;
    for (let j = 0; j < options.length; j++) score[j]! += weight * values[j]!;
    total += weight;
  }
  return { score, total, nodes: solver.nodes };
}

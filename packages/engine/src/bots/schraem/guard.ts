import { Rng } from '../../cards/rng.ts';
import type { SchraemView } from '../../games/schraem/view.ts';
import { holdThreshold } from './betting.ts';
import { stakeOf } from './common.ts';
import { stakesOf } from './estimate.ts';
import type { Knowledge } from './knowledge.ts';
import { allPlayed, ownLastCardChance } from './lastTrick.ts';
import { sampleDeal } from './sampler.ts';
import { Sim } from './sim.ts';
import { Solver } from './solver.ts';

/**
 * Sure things near the end of a hand, so that no level ever throws away a certain win: with at
 * most two cards left, a card (or the position) counts as sure when it wins every sampled deal
 * against perfect opposition; with all cards played, when the last card on the table beats every
 * card the seats still to play may hold (lastTrick.ts, exact).
 */
const SAMPLES = 24;

function ready(k: Knowledge): boolean {
  return k.myHand !== null && k.me >= 0 && ((k.inHand >>> k.me) & 1) === 1 && k.sizes[k.me]! <= 2 && k.sizes[k.me]! > 0;
}

/** The cards among `cards` that win for sure when played now (the viewer is to play). */
export function sureCards(k: Knowledge, cards: readonly number[], seed: string): number[] {
  if (!ready(k) || k.toAct !== k.me) return [];
  const rng = Rng.fromSeed(`${seed}/sure`);
  const solver = new Solver();
  let alive = cards.slice();
  for (let i = 0; i < SAMPLES && alive.length > 0; i++) {
    const sim = Sim.fromKnowledge(k, sampleDeal(k, rng).hands);
    alive = alive.filter((c) => solver.winsWith(sim, k.me, c));
  }
  return alive;
}

/** Whether the viewer wins for sure from here (e.g. while answering a knock). */
export function sureWin(k: Knowledge, seed: string): boolean {
  if (allPlayed(k, k.me)) return ownLastCardChance(k) === 1;
  if (!ready(k) || k.toAct < 0) return false;
  const rng = Rng.fromSeed(`${seed}/sure`);
  const solver = new Solver();
  for (let i = 0; i < SAMPLES; i++) {
    if (!solver.wins(Sim.fromKnowledge(k, sampleDeal(k, rng).hands), k.me)) return false;
  }
  return true;
}

/** Whether the viewer loses for sure (every sampled deal lost even if the others play badly). */
export function sureLoss(k: Knowledge, seed: string): boolean {
  if (!ready(k) || k.toAct < 0 || k.sizes[k.me]! > 1) return false;
  const rng = Rng.fromSeed(`${seed}/loss`);
  for (let i = 0; i < SAMPLES; i++) {
    const sim = Sim.fromKnowledge(k, sampleDeal(k, rng).hands);
    if (canWin(sim, k.me)) return false;
  }
  return true;
}

/**
 * The answer to a knock that needs no judgement, at every level: hold a sure win; with all cards
 * played and a last card that cannot win, pass — unless passing costs as much as losing (the
 * stake takes every life that the value would: then hold, there is nothing more to lose and the
 * winner may still leave the hand). Null: weigh it.
 */
export function plainAnswer(view: SchraemView, k: Knowledge, seed: string): 'hold' | 'pass' | null {
  if (sureWin(k, seed)) return 'hold';
  if (!allPlayed(k, k.me) || ownLastCardChance(k) > 0) return null;
  return holdThreshold(stakesOf(view), k.me, stakeOf(view, k.me)) <= 0 ? 'hold' : 'pass';
}

/** Whether some line of play lets `me` win (everyone cooperating): a plain search. */
function canWin(sim: Sim, me: number): boolean {
  if (sim.toAct < 0) return sim.winner === me;
  for (let m = sim.playable(sim.toAct); m !== 0; m &= m - 1) {
    const next = sim.clone();
    next.play(31 - Math.clz32(m & -m));
    if (canWin(next, me)) return true;
  }
  return false;
}

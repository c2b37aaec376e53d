import type { SchraemView } from '../../games/schraem/view.ts';
import { holdThreshold, logistic } from './betting.ts';
import { stakeOf } from './common.ts';
import { knockersAgainst, ownStrength, stakesOf } from './estimate.ts';
import type { Knowledge } from './knowledge.ts';
import { KNOCK_DISCOUNT, soundKnockThreshold } from './model.ts';
import { OPPONENT_MODEL } from './opponent-model.gen.ts';

/**
 * Schwer's model of how the others bet (issue 19), as a choice: `sound` is the hand-made model of
 * model.ts (a sound player with noise, a floor and a bluff), `fitted` a logistic regression on
 * what players did in arena games (`npm run train:schraem-opponents`, opponent-model.gen.ts),
 * over facts a seat's own cards and the public view give. Both are asked the same two
 * questions: how likely a seat knocks at a chance to knock, and holds a knock it answers.
 */
export type Opponents = 'sound' | 'fitted' | 'fitted-reading' | 'fitted-answers';

/** Whether the fitted model weights the sampled deals (inference.ts) … */
export const fittedReading = (o: Opponents): boolean => o === 'fitted' || o === 'fitted-reading';
/** … and predicts the answers to a knock (bets.ts). The one-sided choices are for the arena. */
export const fittedAnswers = (o: Opponents): boolean => o === 'fitted' || o === 'fitted-answers';

export type BetKind = 'knock' | 'hold';

/** What a betting decision is made from: the seat's own cards and the public view. */
export interface BetFacts {
  /** The seat's judged chance from its cards (strength table; last trick exact). */
  readonly strength: number;
  /** The sound threshold of the decision (model.ts soundKnockThreshold, betting.ts holdThreshold). */
  readonly threshold: number;
  /** Other seats in the hand that knocked by choice this hand (answering: the knocker included). */
  readonly knockers: number;
  /** Knocking: the value now; answering: the knock's value. */
  readonly value: number;
  readonly cards: number;
  readonly seats: number;
  readonly lives: number;
  /** Answering: seats that already held this knock; knocking: 0. */
  readonly holds: number;
  /** Answering: what passing costs (S-14); knocking: 0. */
  readonly stake: number;
}

export const FEATURE_NAMES = ['bias', 'strength', 'threshold', 'margin', 'margin+', 'margin−', 'knockers', 'value', 'cards', 'seats', 'lives', 'holds', 'stake'] as const;
export const FEATURES = FEATURE_NAMES.length;

/**
 * The regression's inputs. `margin` is the sound player's: the chance lowered by 0.7 for each
 * knocker against the threshold; its two hinges let the slope differ near and far from it.
 */
export function featuresOf(f: BetFacts): number[] {
  const margin = f.strength * KNOCK_DISCOUNT ** f.knockers - f.threshold;
  return [1, f.strength, f.threshold, margin, Math.max(0, margin - 0.1), Math.max(0, -margin - 0.1), f.knockers, f.value / 7, f.cards / 4, f.seats / 4, f.lives / 7, f.holds, f.stake / 7];
}

export const predict = (weights: readonly number[], x: readonly number[]): number => {
  let z = 0;
  for (let i = 0; i < x.length; i++) z += weights[i]! * x[i]!;
  return logistic(z);
};

const WEIGHTS: Readonly<Record<BetKind, readonly number[]>> = OPPONENT_MODEL;

/** The fitted chance that a seat with these facts knocks (`knock`) or holds (`hold`). */
export const fittedChance = (kind: BetKind, f: BetFacts): number => predict(WEIGHTS[kind], featuresOf(f));

/** Holds of the knock now answered (events since the last knock). */
export function holdsSince(view: SchraemView): number {
  let n = 0;
  for (const e of view.events) {
    if (e.type === 'knock') n = 0;
    else if (e.type === 'hold') n++;
  }
  return n;
}

/**
 * The facts of the viewer's own decision now (the data the model is fitted on), or null when it
 * is no betting decision the model speaks for: a knock only where `knock` is legal; an answer
 * with cards in the hand and looked at (with all cards played, or blind, model.ts decides).
 */
export function ownFacts(view: SchraemView, k: Knowledge, kind: BetKind): BetFacts | null {
  const me = k.me;
  if (k.myHand === null || k.sizes[me] === 0) return null;
  const st = stakesOf(view);
  const answer = kind === 'hold';
  return {
    strength: ownStrength(k),
    threshold: answer ? holdThreshold(st, me, stakeOf(view, me)) : soundKnockThreshold(st, me),
    knockers: knockersAgainst(view, me),
    value: view.value,
    cards: k.sizes[me]!,
    seats: view.inHand.length,
    lives: view.lives[me]!,
    holds: answer ? holdsSince(view) : 0,
    stake: answer ? stakeOf(view, me) : 0,
  };
}

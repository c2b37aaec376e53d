import { Rng } from '../../cards/rng.ts';
import type { SchraemAction } from '../../games/schraem/notation.ts';
import type { SchraemView } from '../../games/schraem/view.ts';
import { logisticNoise, softmaxPick } from '../choice.ts';
import { holdThreshold, knockThreshold } from './betting.ts';
import { actionOf, cardChoices, type SchraemBot, type SchraemDecision, stakeOf } from './common.ts';
import { blindTarget, knockersAgainst, ownStrength, stakesOf } from './estimate.ts';
import { survivalChance } from './equity.ts';
import { plainAnswer, sureCards, sureLoss } from './guard.ts';
import { type Knowledge, knowledgeOf } from './knowledge.ts';
import { VARIANT_STYLES, variantDecision } from './variants.ts';
import { allPlayed, ownChanceAfterKnock } from './lastTrick.ts';
import { playOut } from './policy.ts';
import { sampleDeal } from './sampler.ts';
import { Sim } from './sim.ts';

/**
 * Mittel: sound, not deep. Cards by a short Monte Carlo — a few deals consistent with what it has
 * seen (voids remembered), each finished by rule of thumb; bets from the strength table against
 * the stakes, with some noise and a rare bluff.
 */
export interface MittelConfig {
  /** Deals sampled per card decision. */
  readonly samples: number;
  /** Softmax temperature over the cards' win rates. */
  readonly temperature: number;
  /** Logistic noise on the judged chance to win when betting. */
  readonly betNoise: number;
  /** How much a knock by another seat lowers the own chance (a knocker is usually strong). */
  readonly knockDiscount: number;
  readonly knockMargin: number;
  readonly bluff: number;
}

export const MITTEL: MittelConfig = {
  samples: 20,
  temperature: 0.04,
  betNoise: 0.04,
  knockDiscount: 0.7,
  knockMargin: 0.15,
  bluff: 0.04,
};

export function mittelBot(config: MittelConfig = MITTEL): SchraemBot {
  return {
    name: 'mittel',
    game: 'schraem',
    decide: (d) => decideMittel(d, config),
  };
}

function decideMittel({ view, legal, seed }: SchraemDecision, cfg: MittelConfig): SchraemAction {
  if (legal.length === 1) return legal[0]!;
  const rng = Rng.fromSeed(seed);
  const k = knowledgeOf(view);
  const variant = variantDecision(view, legal, k, VARIANT_STYLES.mittel, rng);
  if (variant) return variant;
  switch (view.phase) {
    case 'blind':
      return blindChoice(view, legal, k, rng);
    case 'answer': {
      const plain = plainAnswer(view, k, seed);
      if (plain) return actionOf(legal, plain)!;
      const p = judged(view, k, cfg) + logisticNoise(rng, cfg.betNoise);
      const t = holdThreshold(stakesOf(view), k.me, stakeOf(view, k.me));
      return actionOf(legal, p > t ? 'hold' : 'pass')!;
    }
    default:
      return play(view, legal, k, seed, rng, cfg);
  }
}

/**
 * The own chance, lowered for every other seat that knocked by choice. With all its cards played
 * the knock being answered is read more sharply: it comes from a seat that sees the table
 * (lastTrick.ts chanceAfterKnock).
 */
function judged(view: SchraemView, k: Knowledge, cfg: MittelConfig): number {
  if (view.phase === 'answer' && view.knocker !== null && allPlayed(k, k.me)) return ownChanceAfterKnock(k, view.knocker);
  return ownStrength(k) * cfg.knockDiscount ** knockersAgainst(view, k.me);
}

function play(view: SchraemView, legal: readonly SchraemAction[], k: Knowledge, seed: string, rng: Rng, cfg: MittelConfig): SchraemAction {
  const choices = cardChoices(legal);
  const knock = actionOf(legal, 'knock');
  const sure = sureCards(k, choices.map((c) => c.card), seed);
  if (sure.length > 0) return knock ?? choices.find((c) => c.card === sure[0])!.action;
  if (knock) {
    const p = judged(view, k, cfg) + logisticNoise(rng, cfg.betNoise);
    const t = Math.max(0.45, knockThreshold(stakesOf(view), k.me) + cfg.knockMargin);
    if (p > t || (p > 0.15 && rng.next() < cfg.bluff)) return knock;
  }
  const folds = cardChoices(legal, 'fold');
  if (folds.length > 0 && sureLoss(k, seed)) return folds[0]!.action;
  return monteCarloCard(k, choices, cfg.samples, cfg.temperature, rng);
}

/** Flat Monte Carlo: each card's win rate over sampled deals finished by rule of thumb. */
export function monteCarloCard(
  k: Knowledge,
  choices: readonly { card: number; action: SchraemAction }[],
  samples: number,
  temperature: number,
  rng: Rng,
): SchraemAction {
  if (choices.length === 1) return choices[0]!.action;
  const wins = new Float64Array(choices.length);
  let total = 0;
  for (let i = 0; i < samples; i++) {
    const deal = sampleDeal(k, rng);
    const base = Sim.fromKnowledge(k, deal.hands);
    total += deal.weight;
    for (let j = 0; j < choices.length; j++) {
      const sim = base.clone();
      sim.play(choices[j]!.card);
      if (playOut(sim) === k.me) wins[j]! += deal.weight;
    }
  }
  return softmaxPick(
    choices.map((c, j) => ({ value: wins[j]! / total, item: c.action })),
    temperature,
    rng,
  );
}

/**
 * Zähn (S-19) or an open blind knock (S-31), cards unseen: knock blind when the equity of the
 * knock — others holding now and then, a random hand against them — beats playing the hand at the
 * current value. Each other seat is taken to hold with chance `holdChance`.
 */
export function blindChoice(view: SchraemView, legal: readonly SchraemAction[], k: Knowledge, rng: Rng, holdChance = 0.3): SchraemAction {
  const blind = actionOf(legal, 'blind');
  const reveal = actionOf(legal, 'reveal');
  if (!blind || !reveal) return legal[0]!;
  const me = k.me;
  const others = view.inHand.filter((s) => s !== me);
  const target = blindTarget(view);
  const lives = view.lives;
  // Playing on: an even share of the hand at the current value.
  const share = 1 / view.inHand.length;
  let reveal_ = share * survivalChance(payAll(lives, others, view.value), me);
  for (const w of others) reveal_ += ((1 - share) / others.length) * survivalChance(payAll(lives, [me, ...others.filter((s) => s !== w)], view.value), me);
  // Knocking blind: every subset of holders, weighted; passers pay their stake.
  let blind_ = 0;
  const m = others.length;
  for (let mask = 0; mask < 1 << m; mask++) {
    let prob = 1;
    const holders: number[] = [];
    const paid: [number, number][] = [];
    for (let i = 0; i < m; i++) {
      const s = others[i]!;
      if ((mask >>> i) & 1) {
        prob *= holdChance;
        holders.push(s);
      } else {
        prob *= 1 - holdChance;
        paid.push([s, stakeOf(view, s)]);
      }
    }
    const afterPass = payEach(lives, paid);
    if (holders.length === 0) {
      blind_ += prob * survivalChance(afterPass, me);
      continue;
    }
    // Holders hold good cards: a blind hand wins less than its even share.
    const p = 0.7 / (holders.length + 1);
    blind_ += prob * p * survivalChance(payAll(afterPass, holders, target), me);
    for (const w of holders) {
      blind_ += ((prob * (1 - p)) / holders.length) * survivalChance(payAll(afterPass, [me, ...holders.filter((s) => s !== w)], target), me);
    }
  }
  return blind_ + logisticNoise(rng, 0.002) > reveal_ ? blind : reveal;
}

const payAll = (lives: readonly number[], seats: readonly number[], value: number): number[] => {
  const out = lives.slice();
  for (const s of seats) out[s] = Math.max(0, out[s]! - value);
  return out;
};
const payEach = (lives: readonly number[], paid: readonly (readonly [number, number])[]): number[] => {
  const out = lives.slice();
  for (const [s, c] of paid) out[s] = Math.max(0, out[s]! - c);
  return out;
};

import { Rng } from '../../cards/rng.ts';
import type { SchraemAction } from '../../games/schraem/notation.ts';
import { logisticNoise, softmaxPick } from '../choice.ts';
import { actionOf, cardChoices, type SchraemBot, type SchraemDecision, tableOf } from './common.ts';
import { cardIndex, strength } from './cards.ts';
import { leadsNext } from './estimate.ts';
import { plainAnswer, sureCards, sureLoss } from './guard.ts';
import { type Knowledge, knowledgeOf } from './knowledge.ts';
import { VARIANT_STYLES, variantDecision } from './variants.ts';
import { keepChance, type Memory } from './policy.ts';
import { handStrength } from './strength.ts';

/**
 * Leicht: a casual player. Keeps its best card for the end and gives the others away, but only
 * remembers the trick on the table (and sometimes the one before) and never which suits others
 * lack; knocks and holds by feel — a noisy look at the cards, hardly minding the stakes. It
 * never throws away a sure win (guard.ts).
 */
export interface LeichtConfig {
  readonly temperature: number;
  readonly feelNoise: number;
  readonly holdAt: number;
  readonly knockAt: number;
  readonly bluff: number;
  readonly blind: number;
}

export const LEICHT: LeichtConfig = {
  temperature: 1.2,
  feelNoise: 0.12,
  holdAt: 0.25,
  knockAt: 0.5,
  bluff: 0.06,
  blind: 0.5,
};

export function leichtBot(config: LeichtConfig = LEICHT): SchraemBot {
  return { name: 'leicht', game: 'schraem', decide: (d) => decideLeicht(d, config) };
}

/** What Leicht remembers: the trick on the table, and half the time the trick before. */
function memoryOf(k: Knowledge, view: SchraemDecision['view'], rng: Rng): Memory {
  let seen = 0;
  for (const c of k.trickCards) seen |= 1 << c;
  const last = view.tricks[view.tricks.length - 1];
  if (last && rng.next() < 0.5) for (const t of last) seen |= 1 << cardIndex(t.card);
  return { seen, voids: new Array<number>(k.n).fill(0) };
}

function decideLeicht({ view, legal, seed }: SchraemDecision, cfg: LeichtConfig): SchraemAction {
  if (legal.length === 1) return legal[0]!;
  const rng = Rng.fromSeed(seed);
  const k = knowledgeOf(view);
  const variant = variantDecision(view, legal, k, VARIANT_STYLES.leicht, rng);
  if (variant) return variant;
  if (view.phase === 'blind') return actionOf(legal, rng.next() < cfg.blind ? 'blind' : 'reveal') ?? legal[0]!;
  const mem = memoryOf(k, view, rng);
  const feel = k.myHand === null ? 0.25 : handStrength(tableOf(k), k.me, k.myHand, mem, leadsNext(k, k.me)) + logisticNoise(rng, cfg.feelNoise);
  if (view.phase === 'answer') {
    const plain = plainAnswer(view, k, seed);
    if (plain) return actionOf(legal, plain)!;
    return actionOf(legal, feel > cfg.holdAt + 0.03 * (view.value - 2) ? 'hold' : 'pass')!;
  }
  const choices = cardChoices(legal);
  const knock = actionOf(legal, 'knock');
  const sure = sureCards(k, choices.map((c) => c.card), seed);
  if (knock && (sure.length > 0 || feel > cfg.knockAt || rng.next() < cfg.bluff)) return knock;
  if (sure.length > 0) return choices.find((c) => c.card === sure[0])!.action;
  const folds = cardChoices(legal, 'fold');
  if (folds.length > 0 && rng.next() < 0.5 && sureLoss(k, seed)) return folds[0]!.action;
  const hand = k.myHand!;
  const t = tableOf(k);
  // Habit: give away what is least worth keeping, the lowest card first.
  return softmaxPick(
    choices.map((c) => ({ value: -(keepChance(t, k.me, hand, c.card, mem) * 8 + strength(c.card) / 2), item: c.action })),
    cfg.temperature,
    rng,
  );
}

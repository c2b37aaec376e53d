import type { Rng } from '../../cards/rng.ts';
import type { SchraemAction } from '../../games/schraem/notation.ts';
import type { SchraemView } from '../../games/schraem/view.ts';
import type { Bot, Decision } from '../bot.ts';
import { cardIndex } from './cards.ts';
import type { Knowledge } from './knowledge.ts';
import type { Table } from './policy.ts';

export type SchraemDecision = Decision<SchraemView, SchraemAction>;
export type SchraemBot = Bot<SchraemView, SchraemAction>;

/** The legal action of a type (the first, for card actions: use `cardChoices`). */
export const actionOf = (legal: readonly SchraemAction[], type: SchraemAction['type']): SchraemAction | undefined =>
  legal.find((a) => a.type === type);

export interface CardChoice {
  readonly card: number;
  readonly action: SchraemAction;
}

/** The legal card plays (or folds) with their card indices. */
export function cardChoices(legal: readonly SchraemAction[], type: 'play' | 'fold' = 'play'): CardChoice[] {
  const out: CardChoice[] = [];
  for (const a of legal) if (a.type === type) out.push({ card: cardIndex(a.card), action: a });
  return out;
}

/** The seat of the view (bots always play a seat). */
export function seatOf(view: SchraemView): number {
  if (typeof view.viewer !== 'number') throw new Error('a bot needs a seat view, not a spectator view');
  return view.viewer;
}

/** The stake a seat has accepted so far (S-14): the value it last held, else 1. */
export const stakeOf = (view: SchraemView, seat: number): number => (view.heldAt[seat]! > 0 ? view.heldAt[seat]! : 1);

/** The seat to play the next card: the knocker while a knock is answered (S-16), else the seat to act. */
export function nextCardSeat(view: SchraemView): number {
  if (view.phase === 'answer' && view.knocker !== null) return view.knocker;
  return view.toAct ?? -1;
}

/** The knowledge of a view as a Table for the rule-of-thumb functions. */
export function tableOf(k: Knowledge): Table {
  return {
    n: k.n,
    inHand: k.inHand,
    trickSeat: k.trickSeats,
    trickCard: k.trickCards,
    trickLen: k.trickSeats.length,
    size: (seat) => k.sizes[seat]!,
  };
}

/**
 * Picks an option by a softmax over values: the best most often, a near-best now and then, a bad
 * one almost never — the mistakes of a level fall where they cost little. `temperature` 0 picks
 * the best (first on a tie).
 */
export function softmaxPick<T>(options: readonly { readonly value: number; readonly item: T }[], temperature: number, rng: Rng): T {
  let best = 0;
  for (let i = 1; i < options.length; i++) if (options[i]!.value > options[best]!.value) best = i;
  if (temperature <= 0 || options.length === 1) return options[best]!.item;
  const top = options[best]!.value;
  const weights = options.map((o) => Math.exp((o.value - top) / temperature));
  let total = 0;
  for (const w of weights) total += w;
  let r = rng.next() * total;
  for (let i = 0; i < options.length; i++) {
    r -= weights[i]!;
    if (r < 0) return options[i]!.item;
  }
  return options[best]!.item;
}

/** A draw from a logistic distribution of the given scale (noise on a level's judgement). */
export function logisticNoise(rng: Rng, scale: number): number {
  const u = Math.min(1 - 1e-9, Math.max(1e-9, rng.next()));
  return scale * Math.log(u / (1 - u));
}

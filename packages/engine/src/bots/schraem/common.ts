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


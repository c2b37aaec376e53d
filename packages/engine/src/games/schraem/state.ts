import type { Seat } from '../../game.ts';
import type { SchraemOptions } from './options.ts';

/**
 * `blind`: before the first card (S-19, S-20, S-31) a seat chooses 3 Blind / Aufdecken;
 * `play`: a seat plays a card, knocks (S-11) or lays a card face down (S-21);
 * `answer`: a seat holds or passes after a knock (S-13); `over`: one survivor (S-23).
 */
export const PHASES = ['blind', 'play', 'answer', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** A card on the table: card is a French32 index. */
export interface TrickCard {
  readonly seat: Seat;
  readonly card: number;
}

export type KnockKind = 'knock' | 'blind' | 'auto';

/**
 * Public betting events of the current hand, in order. `played` is how many cards had been played
 * face up in the hand when it happened (so a reader knows which cards each seat still held).
 */
export type SchraemEvent =
  | { readonly type: 'knock'; readonly seat: Seat; readonly value: number; readonly how: KnockKind; readonly played: number }
  | { readonly type: 'hold'; readonly seat: Seat; readonly value: number; readonly played: number }
  | { readonly type: 'pass'; readonly seat: Seat; readonly cost: number; readonly played: number }
  | { readonly type: 'fold'; readonly seat: Seat; readonly cost: number; readonly played: number }
  | { readonly type: 'reveal'; readonly seat: Seat; readonly played: number };

export type HandEnd = 'lastTrick' | 'othersLeft';

export interface HandResult {
  readonly handNumber: number;
  readonly winner: Seat;
  readonly value: number;
  readonly reason: HandEnd;
  /** Lives each seat lost in the hand, passes and folds included. */
  readonly lost: readonly number[];
  readonly lastTrick: readonly TrickCard[];
}

export interface SchraemState {
  readonly options: SchraemOptions;
  /** The key of the deals (cards/deals.ts): secret while the game runs, never in a view. */
  readonly dealKey: string;
  /** The number of the next deal (0 was the draw of the first seat at setup). */
  readonly nextDeal: number;
  readonly lives: readonly number[];
  readonly handNumber: number;
  /** The Aufspieler of the hand (S-5), even after leaving it. */
  readonly leader: Seat;
  readonly phase: Phase;
  readonly toAct: Seat | null;
  readonly value: number;
  /** Card sets (French32 bit masks) per seat. */
  readonly hands: readonly number[];
  /** Seat sets (bit per seat). */
  readonly inHand: number;
  readonly revealed: number;
  /** S-14: the value at which each seat last held in this hand, 0 if never. */
  readonly heldAt: readonly number[];
  readonly lastKnocker: Seat | null;
  /** The knock being answered. */
  readonly knocker: Seat | null;
  /** Where play continues once a knock is answered: the blind round or card play. */
  readonly resume: 'blind' | 'play';
  /** S-16: the knocker now has to play a card. */
  readonly mustPlayCard: boolean;
  /** Seats still due in the blind round, in order. */
  readonly pending: readonly Seat[];
  readonly trick: readonly TrickCard[];
  readonly tricks: readonly (readonly TrickCard[])[];
  readonly events: readonly SchraemEvent[];
  readonly lost: readonly number[];
  /** Card sets: played face up, gone face down (passed, folded), never dealt (S-4). */
  readonly played: number;
  readonly discarded: number;
  readonly unused: number;
  readonly lastHand: HandResult | null;
  readonly winner: Seat | null;
  /** Fixed deals still to come (scenarios and tests). */
  readonly fixtureDeals: readonly (readonly number[])[];
}

export type Draft = { -readonly [K in keyof SchraemState]: SchraemState[K] };

export const seatBit = (seat: number): number => 1 << seat;
export const inSet = (set: number, seat: number): boolean => ((set >>> seat) & 1) === 1;

export function withAt<T>(list: readonly T[], index: number, value: T): T[] {
  const copy = list.slice();
  copy[index] = value;
  return copy;
}

/** A fresh top-level copy to change (an explicit literal: much faster than a spread here). */
export function draftOf(s: SchraemState): Draft {
  return {
    options: s.options,
    dealKey: s.dealKey,
    nextDeal: s.nextDeal,
    lives: s.lives,
    handNumber: s.handNumber,
    leader: s.leader,
    phase: s.phase,
    toAct: s.toAct,
    value: s.value,
    hands: s.hands,
    inHand: s.inHand,
    revealed: s.revealed,
    heldAt: s.heldAt,
    lastKnocker: s.lastKnocker,
    knocker: s.knocker,
    resume: s.resume,
    mustPlayCard: s.mustPlayCard,
    pending: s.pending,
    trick: s.trick,
    tricks: s.tricks,
    events: s.events,
    lost: s.lost,
    played: s.played,
    discarded: s.discarded,
    unused: s.unused,
    lastHand: s.lastHand,
    winner: s.winner,
    fixtureDeals: s.fixtureDeals,
  };
}

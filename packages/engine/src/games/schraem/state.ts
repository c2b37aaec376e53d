import type { FrenchCard } from '../../cards/deck.ts';
import type { Seat } from '../../game.ts';
import type { SchraemOptions } from './options.ts';

/**
 * `blind`: before the first card (S-19, S-20, S-31) a seat chooses 3 Blind / Aufdecken;
 * `play`: a seat plays a card, knocks (S-11) or lays a card face down (S-21);
 * `answer`: a seat holds or passes after a knock (S-13); `over`: one survivor (S-23);
 * `preplay`: keep, exchange (V-2) or propose (V-3) before the first card; `verify`: accept, turn
 * or challenge an exchange (V-2); `huebschen`: agree to or refuse a new deal (V-3).
 */
export const PHASES = ['blind', 'preplay', 'verify', 'huebschen', 'play', 'answer', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** A card on the table: card is a French32 index. */
export interface TrickCard {
  readonly seat: Seat;
  readonly card: number;
}

/**
 * What the running hand is part of: `main` — the game on lives; V-20 `half` (the two halves) and
 * `playoff`; V-21 `short` (the short long game, 4 cards) and `long` (the long game, 8 cards).
 */
export const STAGES = ['main', 'half', 'playoff', 'short', 'long'] as const;
export type Stage = (typeof STAGES)[number];

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
  | { readonly type: 'reveal'; readonly seat: Seat; readonly played: number }
  | { readonly type: 'exchange'; readonly seat: Seat; readonly played: number }
  | { readonly type: 'accept'; readonly seat: Seat; readonly exchanger: Seat; readonly played: number }
  /** V-2: the laid cards `turn` or `challenge` showed, and who lost how many lives for it. */
  | { readonly type: 'turn' | 'challenge'; readonly seat: Seat; readonly exchanger: Seat; readonly cards: readonly FrenchCard[]; readonly loser: Seat | null; readonly cost: number; readonly played: number }
  | { readonly type: 'propose' | 'agree' | 'refuse' | 'redeal'; readonly seat: Seat; readonly played: number };

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
  readonly fixtureDeals: readonly FixtureDeal[];
  /** V-2: the cards each seat laid face down this hand (never shown but by turn/challenge). */
  readonly laid: readonly number[];
  /** V-2: laid cards shown this hand (public). */
  readonly shownLaid: number;
  /** V-2: the unused cards in the order an exchange draws them. */
  readonly stock: readonly number[];
  /** Seats that exchanged this hand (V-2: at most once). */
  readonly exchanged: number;
  /** V-2: the exchange being answered, and how many of its cards `turn` showed so far. */
  readonly exchanger: Seat | null;
  readonly turned: number;
  /** V-3: the proposal being answered; whether one was made this hand. */
  readonly proposer: Seat | null;
  readonly proposed: boolean;
  /** V-2/V-3: whether the pre-play round is still to come in this hand. */
  readonly preplayDue: boolean;
  /** V-7/V-8: the value the hand started at. */
  readonly startValue: number;
  /** V-8: someone has been at 1 life in this game. */
  readonly hammerSeen: boolean;
  /** V-5: the game's first leader, and the seat eliminated first. */
  readonly firstLeader: Seat;
  readonly firstOut: Seat | null;
  /** Scenarios: the laid cards the next `turn`s show (V-2). */
  readonly fixtureShows: readonly (readonly number[])[];
  /** V-20/V-21: what the hand belongs to, the seats still in that round, cards per seat. */
  readonly stage: Stage;
  readonly round: number;
  readonly handSize: number;
  /** V-20: the half being played (1, 2) and the loser of each half so far. */
  readonly half: number;
  readonly halfLosers: readonly Seat[];
  /** V-20: the one who lost the game (there is no single winner). */
  readonly loser: Seat | null;
}

export interface FixtureDeal {
  readonly hands: readonly number[];
  /** V-2: the first unused cards, in the order an exchange draws them. */
  readonly unused: readonly number[];
}

export type Draft = { -readonly [K in keyof SchraemState]: SchraemState[K] };

export { appended, copyRow, withAt, withCardsAt } from '../../rows.ts';

export const seatBit = (seat: number): number => 1 << seat;
export const inSet = (set: number, seat: number): boolean => ((set >>> seat) & 1) === 1;

/** Every possible table card once, frozen and shared (a card on the table never changes): seat * 32 + card. */
const TRICK_CARDS: readonly TrickCard[] = Array.from({ length: 8 * 32 }, (_, i) => Object.freeze({ seat: (i >>> 5) as Seat, card: i & 31 }));
export const trickCard = (seat: Seat, card: number): TrickCard => TRICK_CARDS[seat * 32 + card]!;

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
    laid: s.laid,
    shownLaid: s.shownLaid,
    stock: s.stock,
    exchanged: s.exchanged,
    exchanger: s.exchanger,
    turned: s.turned,
    proposer: s.proposer,
    proposed: s.proposed,
    preplayDue: s.preplayDue,
    startValue: s.startValue,
    hammerSeen: s.hammerSeen,
    firstLeader: s.firstLeader,
    firstOut: s.firstOut,
    fixtureShows: s.fixtureShows,
    stage: s.stage,
    round: s.round,
    handSize: s.handSize,
    half: s.half,
    halfLosers: s.halfLosers,
    loser: s.loser,
  };
}

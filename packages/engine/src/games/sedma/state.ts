import type { Seat } from '../../game.ts';
import type { SedmaOptions } from './options.ts';

/**
 * `exchange`: the leader chooses swap or keep (D-6); `play`: a seat plays a card;
 * `continue`: the beaten leader plays another beating card or stops (D-9);
 * `over`: the game is decided and the dealer is to `deal` the next one (D-14).
 */
export const PHASES = ['exchange', 'play', 'continue', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** A card on the table: card is a GERMAN32 index. */
export interface TrickCard {
  readonly seat: Seat;
  readonly card: number;
}

export interface CompletedTrick {
  readonly winner: Seat;
  readonly cards: readonly TrickCard[];
}

/** D-13: four of a rank in one hand (after the deal or drawing), or laid one after another in a trick. */
export type BurnKind = 'hand' | 'trick';

export interface Burn {
  readonly seat: Seat;
  readonly rank: number;
  readonly kind: BurnKind;
}

/** A deal fixed by a scenario: card masks per seat and the stock's top cards (more follow, seeded). */
export interface FixedDeal {
  readonly hands: readonly number[];
  readonly stock: readonly number[];
}

export interface SedmaState {
  readonly options: SedmaOptions;
  /** The key of the deals (cards/deals.ts): secret while the game runs, never in a view. */
  readonly dealKey: string;
  /** The number of the next deal (0 was the draw of the first seat at setup). */
  readonly nextDeal: number;
  /** 1 for the first game of the match. */
  readonly gameNumber: number;
  readonly phase: Phase;
  readonly toAct: Seat | null;
  /** Who leads the current trick; once the game is over, who leads the next game (D-14). */
  readonly leader: Seat;
  /** Who led the first trick of this game (D-6, D-14). */
  readonly gameLeader: Seat;
  /** Side per seat, fixed for the game (D-2, D-4). */
  readonly sides: readonly number[];
  /** Three players: whether the lone player was dealt the red king (else the leader plays alone, D-4). */
  readonly redKingDealt: boolean;
  /** Card sets (GERMAN32 bit masks) per seat. */
  readonly hands: readonly number[];
  /** The stock, top card first. */
  readonly stock: readonly number[];
  /** The current trick, in playing order. */
  readonly trick: readonly TrickCard[];
  /** Index in `trick` of the current round's first card (D-9, D-10). */
  readonly roundStart: number;
  /** D-8: the last seat to play a beating card, else the leader. */
  readonly trickWinner: Seat;
  /** D-8: the cards that beat the current trick (0 before its first card). */
  readonly beating: number;
  readonly tricks: readonly CompletedTrick[];
  /** Card sets taken per side. */
  readonly taken: readonly number[];
  /** The side that took the last trick (D-12), once the game has been played out. */
  readonly lastTrickSide: number | null;
  /** D-6: the leader's choice this game; null when there was none. */
  readonly swapped: boolean | null;
  readonly burned: Burn | null;
  readonly winnerSide: number | null;
  /** Games won per side, and per seat (a seat counts every game its side won). */
  readonly gamesWon: readonly number[];
  readonly gamesWonBySeat: readonly number[];
  /** Fixed deals still to come (scenarios and tests). */
  readonly fixtureDeals: readonly FixedDeal[];
}

export type Draft = { -readonly [K in keyof SedmaState]: SedmaState[K] };

export { appended, withAt, withCardsAt } from '../../rows.ts';

/** A fresh top-level copy to change (an explicit literal: much faster than a spread here). */
export function draftOf(s: SedmaState): Draft {
  return {
    options: s.options,
    dealKey: s.dealKey,
    nextDeal: s.nextDeal,
    gameNumber: s.gameNumber,
    phase: s.phase,
    toAct: s.toAct,
    leader: s.leader,
    gameLeader: s.gameLeader,
    sides: s.sides,
    redKingDealt: s.redKingDealt,
    hands: s.hands,
    stock: s.stock,
    trick: s.trick,
    roundStart: s.roundStart,
    trickWinner: s.trickWinner,
    beating: s.beating,
    tricks: s.tricks,
    taken: s.taken,
    lastTrickSide: s.lastTrickSide,
    swapped: s.swapped,
    burned: s.burned,
    winnerSide: s.winnerSide,
    gamesWon: s.gamesWon,
    gamesWonBySeat: s.gamesWonBySeat,
    fixtureDeals: s.fixtureDeals,
  };
}

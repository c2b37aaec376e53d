import { bitsOf, popcount } from '../../cards/bits.ts';
import type { GermanCard } from '../../cards/deck.ts';
import type { Seat, Viewer } from '../../game.ts';
import { cardText, rankText, removedFor } from './cards.ts';
import { matchOver, points } from './flow.ts';
import { matchedRank } from './rules.ts';
import type { Burn, BurnKind, CompletedTrick, Phase, SedmaState, TrickCard } from './state.ts';

export interface ShownCard {
  readonly seat: Seat;
  readonly card: GermanCard;
}

export interface ShownTrick {
  readonly winner: Seat;
  readonly cards: readonly ShownCard[];
}

export interface ShownBurn {
  readonly seat: Seat;
  readonly rank: string;
  readonly kind: BurnKind;
}

/** What the seat to act has to decide: the next game, the exchange, a card, or whether to continue. */
export type Decision = 'deal' | 'exchange' | 'card' | 'continue';

const DECISION: Readonly<Record<Phase, Decision>> = { over: 'deal', exchange: 'exchange', play: 'card', continue: 'continue' };

export interface SedmaView {
  readonly game: 'sedma';
  readonly viewer: Viewer;
  readonly players: number;
  readonly gameNumber: number;
  readonly phase: Phase;
  readonly toAct: Seat | null;
  readonly decision: Decision;
  /** Who leads the current trick; once the game is over, who leads the next game. */
  readonly leader: Seat;
  readonly gameLeader: Seat;
  /** Side per seat (D-2, D-4). */
  readonly sides: readonly number[];
  /** Three players: who plays alone and whether for holding the red king (D-4); else null. */
  readonly alone: { readonly seat: Seat; readonly redKing: boolean } | null;
  /** The viewer's own cards; null for a spectator. */
  readonly hand: readonly GermanCard[] | null;
  readonly handSizes: readonly number[];
  /** Cards left in the stock (never their order). */
  readonly stock: number;
  /** The current trick in playing order. */
  readonly trick: readonly ShownCard[];
  /** The round of the current trick (D-9), from 1; 0 before its first card. */
  readonly round: number;
  /** D-8: who would take the trick now; null before its first card. */
  readonly trickWinner: Seat | null;
  /** D-10: the rank the seat to play must play if it holds one; null when nothing is forced. */
  readonly mustMatch: string | null;
  /** Every trick completed in this game: all of it was played face up. */
  readonly tricks: readonly ShownTrick[];
  readonly lastTrick: ShownTrick | null;
  /** Points taken per side so far; when the game is over, with the last trick's 10 (D-12). */
  readonly points: readonly number[];
  /** D-3: the cards out of the three-player deck. */
  readonly removed: readonly GermanCard[];
  /** D-6: the leader's exchange this game; null when there was none (yet). */
  readonly swapped: boolean | null;
  readonly burned: ShownBurn | null;
  readonly winnerSide: number | null;
  readonly gamesWon: readonly number[];
  readonly gamesWonBySeat: readonly number[];
  /** D-14 (Decision): games a seat needs to win the match; the match is over when one has. */
  readonly gamesToWin: number;
  readonly matchOver: boolean;
}

export const shownCard = (t: TrickCard): ShownCard => ({ seat: t.seat, card: cardText(t.card) });
export const shownTrick = (t: CompletedTrick): ShownTrick => ({ winner: t.winner, cards: t.cards.map(shownCard) });
export const shownBurn = (b: Burn | null): ShownBurn | null => b && { seat: b.seat, rank: rankText(b.rank), kind: b.kind };

/**
 * What one seat (or a spectator) may know: its own hand, and every card that has been face up on
 * the table this game. Never another hand, never the stock's order.
 */
export function viewFor(s: SedmaState, viewer: Viewer): SedmaView {
  const n = s.options.players;
  const own = viewer !== 'spectator' && viewer >= 0 && viewer < n ? s.hands[viewer]! : null;
  const lone = s.sides.indexOf(0);
  const last = s.tricks[s.tricks.length - 1];
  const r = s.phase === 'play' ? matchedRank(s) : -1;
  return {
    game: 'sedma',
    viewer,
    players: n,
    gameNumber: s.gameNumber,
    phase: s.phase,
    toAct: s.toAct,
    decision: DECISION[s.phase],
    leader: s.leader,
    gameLeader: s.gameLeader,
    sides: s.sides.slice(),
    alone: n === 3 ? { seat: lone as Seat, redKing: s.redKingDealt } : null,
    hand: own === null ? null : bitsOf(own).map(cardText),
    handSizes: s.hands.map(popcount),
    stock: s.stock.length,
    trick: s.trick.map(shownCard),
    round: s.trick.length === 0 ? 0 : Math.floor(s.roundStart / n) + 1,
    trickWinner: s.trick.length === 0 ? null : s.trickWinner,
    mustMatch: r < 0 ? null : rankText(r),
    tricks: s.tricks.map(shownTrick),
    lastTrick: last ? shownTrick(last) : null,
    points: points(s),
    removed: bitsOf(removedFor(n)).map(cardText),
    swapped: s.swapped,
    burned: shownBurn(s.burned),
    winnerSide: s.winnerSide,
    gamesWon: s.gamesWon.slice(),
    gamesWonBySeat: s.gamesWonBySeat.slice(),
    gamesToWin: s.options.gamesToWin,
    matchOver: matchOver(s),
  };
}

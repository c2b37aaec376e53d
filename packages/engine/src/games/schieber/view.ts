import type { SwissCard, SwissSuit } from '../../cards/deck.ts';
import type { Seat, Viewer } from '../../game.ts';
import { cardsOf, cardText, type Contract, CONTRACTS, popcount9, suitText, trumpOf } from './cards.ts';
import type { SchieberOptions } from './options.ts';
import {
  type Phase,
  type RoundResult,
  SEAT_COUNT,
  type SchieberState,
  type Team,
  type TeamPoints,
  teamOf,
  type Trick,
  tricksWonOf,
  roundPointsOf,
  vorhandOf,
} from './state.ts';
import { trickCards } from './trick.ts';
import { type Declaration, type ShownWeis, showWeis } from './weis.ts';

export interface ShownCard {
  readonly seat: Seat;
  readonly card: SwissCard;
}

export interface ShownTrick {
  readonly leader: Seat;
  /** In playing order from the leader. */
  readonly cards: readonly ShownCard[];
  readonly winner: Seat;
  readonly points: number;
}

/** A declared Weis: its points at once; its cards (`weis`) once shown, else null (J-12). */
export interface ShownDeclaration {
  readonly seat: Seat;
  readonly points: number;
  readonly weis: readonly ShownWeis[] | null;
}

/** A finished round as a view shows it: the contract named, only shown Weis, the last trick in notation. */
export interface ShownRound extends Omit<RoundResult, 'contract' | 'declarations' | 'weisShown' | 'finalTrick'> {
  readonly contract: Contract;
  readonly weis: readonly ShownDeclaration[];
  readonly finalTrick: ShownTrick | null;
}

export interface SchieberView {
  readonly game: 'schieber';
  readonly viewer: Viewer;
  readonly options: SchieberOptions;
  readonly roundNumber: number;
  readonly phase: Phase;
  readonly toAct: Seat | null;
  readonly dealer: Seat;
  readonly vorhand: Seat;
  readonly contract: Contract | null;
  readonly trump: SwissSuit | null;
  /** The seat that chose the contract; `pushed`: Vorhand pushed to the partner (J-4). */
  readonly declarer: Seat | null;
  readonly pushed: boolean;
  /** The viewer's own cards; null for a spectator. */
  readonly hand: readonly SwissCard[] | null;
  readonly handSizes: readonly number[];
  readonly trickLeader: Seat;
  readonly trick: readonly ShownCard[];
  /** The completed tricks of this round, in order: every played card with its seat. */
  readonly tricks: readonly ShownTrick[];
  readonly weis: readonly ShownDeclaration[];
  /** J-14: the team whose Weis scored, once the first trick is complete. */
  readonly weisWinner: Team | null;
  /** J-15: the seat whose Stöck scored this round. */
  readonly stoeck: Seat | null;
  readonly scores: TeamPoints;
  readonly roundPoints: TeamPoints;
  readonly cardPoints: TeamPoints;
  readonly weisPoints: TeamPoints;
  readonly stoeckPoints: TeamPoints;
  readonly tricksWon: TeamPoints;
  readonly lastRound: ShownRound | null;
  readonly matchWinner: Team | null;
}

const pair = (p: TeamPoints): TeamPoints => [p[0], p[1]];

export const shownCards = (leader: Seat, cards: readonly number[]): ShownCard[] =>
  cards.map((c, i) => ({ seat: ((leader + i) % SEAT_COUNT) as Seat, card: cardText(c) }));

export const shownTrick = (t: Trick): ShownTrick => ({
  leader: t.leader,
  cards: shownCards(t.leader, trickCards(t.cards)),
  winner: t.winner,
  points: t.points,
});

/**
 * J-12: a declaration shows its points at once; its cards once the first trick is complete (as at
 * the table), and always to the declaring seat itself.
 */
function shownDeclarations(list: readonly Declaration[], shown: boolean, viewer: Viewer): ShownDeclaration[] {
  return list.map((d) => ({
    seat: d.seat,
    points: d.points,
    weis: shown || d.seat === viewer ? d.weis.map(showWeis) : null,
  }));
}

function shownRound(r: RoundResult, viewer: Viewer): ShownRound {
  return {
    roundNumber: r.roundNumber,
    dealer: r.dealer,
    contract: CONTRACTS[r.contract]!,
    declarer: r.declarer,
    pushed: r.pushed,
    completed: r.completed,
    tricksWon: pair(r.tricksWon),
    cardPoints: pair(r.cardPoints),
    lastTrick: r.lastTrick,
    matsch: r.matsch,
    weisPoints: pair(r.weisPoints),
    stoeckPoints: pair(r.stoeckPoints),
    points: pair(r.points),
    scores: pair(r.scores),
    weis: shownDeclarations(r.declarations, r.weisShown, viewer),
    stoeck: r.stoeck,
    finalTrick: r.finalTrick && shownTrick(r.finalTrick),
  };
}

/**
 * What one seat (or a spectator) may know: its own hand, the cards on the table and in the tricks
 * of this round, Weis once shown, and the score sheet. Never another hand.
 */
export function viewFor(s: SchieberState, viewer: Viewer): SchieberView {
  const own = viewer !== 'spectator' && viewer >= 0 && viewer < SEAT_COUNT;
  const trump = trumpOf(s.contract);
  const handSizes: number[] = [];
  for (let seat = 0; seat < SEAT_COUNT; seat++) {
    let n = 0;
    for (let suit = 0; suit < 4; suit++) n += popcount9(s.hands[seat * 4 + suit]!);
    handSizes.push(n);
  }
  return {
    game: 'schieber',
    viewer,
    options: { ...s.options },
    roundNumber: s.roundNumber,
    phase: s.phase,
    toAct: s.toAct,
    dealer: s.dealer,
    vorhand: vorhandOf(s),
    contract: s.contract >= 0 ? CONTRACTS[s.contract]! : null,
    trump: trump >= 0 ? suitText(trump) : null,
    declarer: s.declarer,
    pushed: s.pushed,
    hand: own ? cardsOf(s.hands, (viewer as number) * 4).map(cardText) : null,
    handSizes,
    trickLeader: s.trickLeader,
    trick: shownCards(s.trickLeader, trickCards(s.trick)),
    tricks: s.tricks.map(shownTrick),
    weis: shownDeclarations(s.declarations, s.tricks.length > 0, viewer),
    weisWinner: s.weisSeat === null ? null : teamOf(s.weisSeat),
    stoeck: s.stoeck,
    scores: pair(s.scores),
    roundPoints: roundPointsOf(s),
    cardPoints: pair(s.cardPoints),
    weisPoints: pair(s.weisPoints),
    stoeckPoints: pair(s.stoeckPoints),
    tricksWon: tricksWonOf(s.tricks),
    lastRound: s.lastRound && shownRound(s.lastRound, viewer),
    matchWinner: s.matchWinner,
  };
}

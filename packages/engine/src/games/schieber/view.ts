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
import { type Declaration, type ShownWeis, showWeis, type WeisKind } from './weis.ts';

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

/** What every seat hears of one declared Weis (J-14): its kind and value, never its cards. */
export interface AnnouncedWeis {
  readonly kind: WeisKind;
  readonly points: number;
}

/**
 * A declared Weis (J-12, J-14): its points and each Weis by kind and value at once, to everyone;
 * its cards (`weis`) only where shown, else null — to the declaring seat itself, and to everyone
 * once the first trick is complete if the declarer's team is the one whose Weis scored. The other
 * team's Weis cards are never shown.
 */
export interface ShownDeclaration {
  readonly seat: Seat;
  readonly points: number;
  readonly announced: readonly AnnouncedWeis[];
  readonly weis: readonly ShownWeis[] | null;
}

/** A finished round as a view shows it: the contract named, only shown Weis, the last trick in notation. */
export interface ShownRound extends Omit<RoundResult, 'contract' | 'declarations' | 'weisShown' | 'weisSeat' | 'finalTrick'> {
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
 * J-12, J-14: a declaration is announced by its points and each Weis's kind and value at once.
 * Its cards go to the declaring seat itself; to everyone else only once the first trick is
 * complete (`shown`, as at the table) and only for the team whose Weis scored (`weisSeat`'s).
 */
function shownDeclarations(list: readonly Declaration[], shown: boolean, weisSeat: Seat | null, viewer: Viewer): ShownDeclaration[] {
  const scoring = shown && weisSeat !== null ? teamOf(weisSeat) : null;
  return list.map((d) => ({
    seat: d.seat,
    points: d.points,
    announced: d.weis.map((w) => ({ kind: w.kind, points: w.points })),
    weis: d.seat === viewer || teamOf(d.seat) === scoring ? d.weis.map(showWeis) : null,
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
    weis: shownDeclarations(r.declarations, r.weisShown, r.weisSeat, viewer),
    stoeck: r.stoeck,
    finalTrick: r.finalTrick && shownTrick(r.finalTrick),
  };
}

/**
 * What one seat (or a spectator) may know: its own hand, the cards on the table and in the tricks
 * of this round, every Weis by kind and value, the scoring team's Weis cards once shown, and the
 * score sheet. Never another hand, never the other team's Weis cards.
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
    weis: shownDeclarations(s.declarations, s.tricks.length > 0, s.weisSeat, viewer),
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

import type { SwissCard } from '../../cards/deck.ts';
import type { Seat } from '../../game.ts';
import { cardsOf, cardText, type Contract, CONTRACTS } from './cards.ts';
import { type Phase, roundPointsOf, type SchieberState, type Team, type TeamPoints, teamOf, tricksWonOf, vorhandOf } from './state.ts';
import { trickCards } from './trick.ts';
import { type ShownCard, shownCards } from './view.ts';
import { type ShownWeis, showWeis } from './weis.ts';

/**
 * The stable JSON of a Schieber state for scenarios and tests (documented in
 * docs/games/schieber.md). Unlike a view it shows everything, hands and Weis included.
 */
export interface SchieberSummary {
  readonly phase: Phase;
  readonly roundNumber: number;
  readonly dealer: Seat;
  readonly vorhand: Seat;
  readonly contract: Contract | null;
  readonly declarer: Seat | null;
  readonly pushed: boolean;
  readonly toAct: Seat | null;
  readonly scores: TeamPoints;
  readonly roundPoints: TeamPoints;
  readonly cardPoints: TeamPoints;
  readonly weisPoints: TeamPoints;
  readonly stoeckPoints: TeamPoints;
  readonly tricksWon: TeamPoints;
  readonly tricksPlayed: number;
  readonly matchWinner: Team | null;
  readonly hands: readonly (readonly SwissCard[])[];
  readonly trick: readonly ShownCard[];
  /** Winner seat of each completed trick of this round. */
  readonly trickWinners: readonly Seat[];
  readonly weis: readonly { readonly seat: Seat; readonly points: number; readonly weis: readonly ShownWeis[] }[];
  readonly weisWinner: Team | null;
  readonly stoeck: Seat | null;
  readonly lastTrick: Team | null;
  readonly matsch: Team | null;
  readonly lastRound: {
    readonly roundNumber: number;
    readonly contract: Contract;
    readonly declarer: Seat;
    readonly pushed: boolean;
    readonly completed: boolean;
    readonly tricksWon: TeamPoints;
    readonly cardPoints: TeamPoints;
    readonly weisPoints: TeamPoints;
    readonly stoeckPoints: TeamPoints;
    readonly points: TeamPoints;
    readonly lastTrick: Team | null;
    readonly matsch: Team | null;
    readonly scores: TeamPoints;
  } | null;
}

export function summary(s: SchieberState): SchieberSummary {
  const r = s.lastRound;
  return {
    phase: s.phase,
    roundNumber: s.roundNumber,
    dealer: s.dealer,
    vorhand: vorhandOf(s),
    contract: s.contract >= 0 ? CONTRACTS[s.contract]! : null,
    declarer: s.declarer,
    pushed: s.pushed,
    toAct: s.toAct,
    scores: s.scores,
    roundPoints: roundPointsOf(s),
    cardPoints: s.cardPoints,
    weisPoints: s.weisPoints,
    stoeckPoints: s.stoeckPoints,
    tricksWon: tricksWonOf(s.tricks),
    tricksPlayed: s.tricks.length,
    matchWinner: s.matchWinner,
    hands: [0, 1, 2, 3].map((seat) => cardsOf(s.hands, seat * 4).map(cardText)),
    trick: shownCards(s.trickLeader, trickCards(s.trick)),
    trickWinners: s.tricks.map((t) => t.winner),
    weis: s.declarations.map((d) => ({ seat: d.seat, points: d.points, weis: d.weis.map(showWeis) })),
    weisWinner: s.weisSeat === null ? null : teamOf(s.weisSeat),
    stoeck: s.stoeck,
    lastTrick: s.lastTrick,
    matsch: s.matsch,
    lastRound: r && {
      roundNumber: r.roundNumber,
      contract: CONTRACTS[r.contract]!,
      declarer: r.declarer,
      pushed: r.pushed,
      completed: r.completed,
      tricksWon: r.tricksWon,
      cardPoints: r.cardPoints,
      weisPoints: r.weisPoints,
      stoeckPoints: r.stoeckPoints,
      points: r.points,
      lastTrick: r.lastTrick,
      matsch: r.matsch,
      scores: r.scores,
    },
  };
}

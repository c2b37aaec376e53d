import type { Seat } from '../../game.ts';
import type { SchieberOptions } from './options.ts';
import type { PackedTrick } from './trick.ts';
import type { Declaration } from './weis.ts';

/**
 * `contract`: Vorhand (or, after a push, the partner) announces the contract (J-4);
 * `play`: tricks, with Weis declared on each seat's first turn (J-12); `over`: a team has reached
 * the target (J-17).
 */
export const PHASES = ['contract', 'play', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** Teams by index: team 0 = seats 0 and 2, team 1 = seats 1 and 3 (J-2). */
export type Team = 0 | 1;
export const teamOf = (seat: number): Team => (seat & 1) as Team;

export const SEAT_COUNT = 4;
export const TRICKS_PER_ROUND = 9;
export const LAST_TRICK_BONUS = 5;
export const MATSCH_BONUS = 100;
export const STOECK_POINTS = 20;

/** A completed trick: its cards (packed, see trick.ts) in playing order from `leader`. */
export interface Trick {
  readonly leader: Seat;
  readonly cards: PackedTrick;
  readonly winner: Seat;
  readonly points: number;
}

/** Points per team, [team 0, team 1]. */
export type TeamPoints = readonly [number, number];

/** A finished round (or the round the match ended in) for views: the score sheet of J-16. */
export interface RoundResult {
  readonly roundNumber: number;
  readonly dealer: Seat;
  readonly contract: number;
  readonly declarer: Seat;
  readonly pushed: boolean;
  /** Whether all nine tricks were played (false: the match ended inside the round, J-17). */
  readonly completed: boolean;
  readonly tricksWon: TeamPoints;
  readonly cardPoints: TeamPoints;
  /** The team credited with the last trick's 5 and Matsch, null when not credited. */
  readonly lastTrick: Team | null;
  readonly matsch: Team | null;
  readonly weisPoints: TeamPoints;
  readonly stoeckPoints: TeamPoints;
  readonly points: TeamPoints;
  readonly scores: TeamPoints;
  readonly declarations: readonly Declaration[];
  /** Whether the declared Weis were shown (the first trick was completed). */
  readonly weisShown: boolean;
  /** J-14: the seat with the single best Weis (its team's Weis scored), null when none. */
  readonly weisSeat: Seat | null;
  readonly stoeck: Seat | null;
  readonly finalTrick: Trick | null;
}

export interface SchieberState {
  readonly options: SchieberOptions;
  /** The key of the deals (cards/deals.ts): secret while the game runs, never in a view. */
  readonly dealKey: string;
  /** The number of the next deal (0 was the draw of the first seat at setup). */
  readonly nextDeal: number;
  /** Match totals per team. */
  readonly scores: TeamPoints;
  readonly roundNumber: number;
  readonly dealer: Seat;
  readonly phase: Phase;
  readonly toAct: Seat | null;
  /** Contract id (see CONTRACTS), -1 before it is chosen. */
  readonly contract: number;
  readonly declarer: Seat | null;
  readonly pushed: boolean;
  /** Four 9-bit suit masks per seat: `hands[seat * 4 + suit]`. */
  readonly hands: readonly number[];
  /** The current trick, packed (see trick.ts): its cards in playing order from `trickLeader`. */
  readonly trick: number;
  readonly trickLeader: Seat;
  readonly tricks: readonly Trick[];
  /**
   * What has been credited this round, per team (J-16, J-17): card points of the tricks, Weis,
   * Stöck; `lastTrick` and `matsch` name the team credited with those bonuses.
   */
  readonly cardPoints: TeamPoints;
  readonly weisPoints: TeamPoints;
  readonly stoeckPoints: TeamPoints;
  readonly lastTrick: Team | null;
  readonly matsch: Team | null;
  /** Weis declared this round, in declaration order (J-12). */
  readonly declarations: readonly Declaration[];
  /** J-14: the seat with the single best Weis, decided when the first trick completes. */
  readonly weisSeat: Seat | null;
  /** J-15: the seat dealt trump King and Ober (hidden until scored), and whether they scored. */
  readonly stoeckHolder: Seat | null;
  readonly stoeck: Seat | null;
  readonly lastRound: RoundResult | null;
  readonly matchWinner: Team | null;
  /** Fixed deals still to come (scenarios and tests): 16 suit masks each. */
  readonly fixtureDeals: readonly (readonly number[])[];
}

export type Draft = { -readonly [K in keyof SchieberState]: SchieberState[K] };

export const vorhandOf = (s: Pick<SchieberState, 'dealer'>): Seat => ((s.dealer + 1) % SEAT_COUNT) as Seat;

export function tricksWonOf(tricks: readonly Trick[]): TeamPoints {
  let team1 = 0;
  for (const t of tricks) team1 += t.winner & 1;
  return [tricks.length - team1, team1];
}

/** Everything credited to each team in this round so far. */
export function roundPointsOf(s: Pick<SchieberState, 'cardPoints' | 'weisPoints' | 'stoeckPoints' | 'lastTrick' | 'matsch'>): TeamPoints {
  const points: [number, number] = [
    s.cardPoints[0] + s.weisPoints[0] + s.stoeckPoints[0],
    s.cardPoints[1] + s.weisPoints[1] + s.stoeckPoints[1],
  ];
  if (s.lastTrick !== null) points[s.lastTrick] += LAST_TRICK_BONUS;
  if (s.matsch !== null) points[s.matsch] += MATSCH_BONUS;
  return points;
}

export function addTo(points: TeamPoints, team: Team, value: number): TeamPoints {
  return team === 0 ? [points[0] + value, points[1]] : [points[0], points[1] + value];
}

/** A fresh top-level copy to change (an explicit literal: much faster than a spread here). */
export function draftOf(s: SchieberState): Draft {
  return {
    options: s.options,
    dealKey: s.dealKey,
    nextDeal: s.nextDeal,
    scores: s.scores,
    roundNumber: s.roundNumber,
    dealer: s.dealer,
    phase: s.phase,
    toAct: s.toAct,
    contract: s.contract,
    declarer: s.declarer,
    pushed: s.pushed,
    hands: s.hands,
    trick: s.trick,
    trickLeader: s.trickLeader,
    tricks: s.tricks,
    cardPoints: s.cardPoints,
    weisPoints: s.weisPoints,
    stoeckPoints: s.stoeckPoints,
    lastTrick: s.lastTrick,
    matsch: s.matsch,
    declarations: s.declarations,
    weisSeat: s.weisSeat,
    stoeckHolder: s.stoeckHolder,
    stoeck: s.stoeck,
    lastRound: s.lastRound,
    matchWinner: s.matchWinner,
    fixtureDeals: s.fixtureDeals,
  };
}

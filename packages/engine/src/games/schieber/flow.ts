import { shuffledDeck } from '../../cards/deals.ts';
import type { Seat } from '../../game.ts';
import { POINTS, RANK_K, RANK_O, rankOf, suitOf, trumpOf } from './cards.ts';
import { winningPosition } from './follow.ts';
import { appended } from '../../rows.ts';
import { EMPTY_TRICK, trickCard, trickSize, withCard } from './trick.ts';
import {
  addTo,
  roundPointsOf,
  type Draft,
  LAST_TRICK_BONUS,
  MATSCH_BONUS,
  type RoundResult,
  SEAT_COUNT,
  STOECK_POINTS,
  type Team,
  teamOf,
  TRICKS_PER_ROUND,
  tricksWonOf,
  vorhandOf,
} from './state.ts';
import { bestWeisSeat, findWeis } from './weis.ts';

/**
 * The state machine's transitions. Each works on a Draft — a fresh top-level copy of the state
 * whose fields are replaced, never mutated in place — so the caller's state stays untouched.
 */

const ZERO: readonly [number, number] = [0, 0];

/** Where the k-th card of the shuffled deck goes: its packet of three, counted from Vorhand (J-2). */
const PACKET = Array.from({ length: 36 }, (_, k) => Math.floor(k / 3) % SEAT_COUNT);

/**
 * J-2, J-3: the deal's own stream shuffles the whole deck (docs/fairness.md) and packets of three
 * go out starting with Vorhand. A fixed deal uses up its deal number all the same, so a seed's
 * deals never depend on play.
 */
function deal(d: Draft): number[] {
  const deck = shuffledDeck(d.dealKey, d.nextDeal, 36);
  d.nextDeal += 1;
  const hands = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const vorhand = vorhandOf(d);
  for (let k = 0; k < 36; k++) {
    const card = deck[k]!;
    const seat = (vorhand + PACKET[k]!) % SEAT_COUNT;
    hands[seat * 4 + suitOf(card)]! |= 1 << rankOf(card);
  }
  const fixed = d.fixtureDeals[0];
  if (fixed) {
    d.fixtureDeals = d.fixtureDeals.slice(1);
    return fixed.slice();
  }
  return hands;
}

/** A new round: deal, then Vorhand announces the contract (J-4). */
export function startRound(d: Draft): void {
  d.hands = deal(d);
  d.phase = 'contract';
  d.toAct = vorhandOf(d);
  d.contract = -1;
  d.declarer = null;
  d.pushed = false;
  d.trick = EMPTY_TRICK;
  d.trickLeader = vorhandOf(d);
  d.tricks = [];
  d.cardPoints = ZERO;
  d.weisPoints = ZERO;
  d.stoeckPoints = ZERO;
  d.lastTrick = null;
  d.matsch = null;
  d.declarations = [];
  d.weisSeat = null;
  d.stoeckHolder = null;
  d.stoeck = null;
}

/** J-4: Vorhand pushes; the partner must choose. */
export function push(d: Draft): void {
  d.pushed = true;
  d.toAct = ((vorhandOf(d) + 2) % SEAT_COUNT) as Seat;
}

/** J-4, J-5: the contract is set; Vorhand leads the first trick. */
export function chooseContract(d: Draft, seat: Seat, contract: number): void {
  d.contract = contract;
  d.declarer = seat;
  d.phase = 'play';
  d.toAct = vorhandOf(d);
  d.trickLeader = vorhandOf(d);
  const trump = trumpOf(contract);
  if (trump >= 0) {
    const pair = (1 << RANK_K) | (1 << RANK_O);
    for (let s = 0; s < SEAT_COUNT; s++) {
      if ((d.hands[s * 4 + trump]! & pair) === pair) d.stoeckHolder = s as Seat;
    }
  }
}

/** J-12, J-13: the seat's best split is declared; the seat stays on turn to play its card. */
export function declareWeis(d: Draft, seat: Seat): void {
  const weis = findWeis(d.hands, d.contract, seat * 4);
  let points = 0;
  for (const w of weis) points += w.points;
  d.declarations = [...d.declarations, { seat, weis, points }];
}

/** Adds points to a team's match total; true when the match is now won (J-17). */
function credit(d: Draft, team: Team, points: number): boolean {
  if (points === 0) return false;
  d.scores = addTo(d.scores, team, points);
  if (d.scores[team] >= d.options.target) {
    finishMatch(d, team);
    return true;
  }
  return false;
}

export function playCard(d: Draft, seat: Seat, card: number): void {
  const at = seat * 4 + suitOf(card);
  const hands = d.hands.slice();
  hands[at] = hands[at]! & ~(1 << rankOf(card));
  d.hands = hands;
  const trick = withCard(d.trick, card);
  d.trick = trick;
  if (seat === d.stoeckHolder && suitOf(card) === trumpOf(d.contract) && isStoeckCard(card) && stoeckComplete(d, seat)) {
    // J-15: Stöck score when the second of trump King and Ober is played.
    d.stoeck = seat;
    d.stoeckPoints = addTo(d.stoeckPoints, teamOf(seat), STOECK_POINTS);
    if (credit(d, teamOf(seat), STOECK_POINTS)) return;
  }
  if (trickSize(trick) === SEAT_COUNT) completeTrick(d);
  else d.toAct = ((seat + 1) % SEAT_COUNT) as Seat;
}

const isStoeckCard = (card: number): boolean => rankOf(card) === RANK_K || rankOf(card) === RANK_O;

function stoeckComplete(d: Draft, seat: Seat): boolean {
  const pair = (1 << RANK_K) | (1 << RANK_O);
  return (d.hands[seat * 4 + trumpOf(d.contract)]! & pair) === 0;
}

/** J-11, J-14, J-16, J-17: the trick goes to its winner; the points are credited in order. */
function completeTrick(d: Draft): void {
  const winner = ((d.trickLeader + winningPosition(d.trick, d.contract)) % SEAT_COUNT) as Seat;
  const team = teamOf(winner);
  const table = POINTS[d.contract]!;
  let points = 0;
  for (let i = 0; i < SEAT_COUNT; i++) points += table[trickCard(d.trick, i)]!;
  d.tricks = appended(d.tricks, { leader: d.trickLeader, cards: d.trick, winner, points });
  d.trick = EMPTY_TRICK;
  d.trickLeader = winner;
  d.toAct = winner;
  if (d.tricks.length === 1 && d.declarations.length > 0) {
    d.weisSeat = bestWeisSeat(d.declarations, vorhandOf(d), d.contract);
    if (d.weisSeat !== null) {
      const weisTeam = teamOf(d.weisSeat);
      let weis = 0;
      for (const decl of d.declarations) if (teamOf(decl.seat) === weisTeam) weis += decl.points;
      d.weisPoints = addTo(d.weisPoints, weisTeam, weis);
      if (credit(d, weisTeam, weis)) return;
    }
  }
  d.cardPoints = addTo(d.cardPoints, team, points);
  if (credit(d, team, points)) return;
  if (d.tricks.length < TRICKS_PER_ROUND) return;
  d.lastTrick = team;
  if (credit(d, team, LAST_TRICK_BONUS)) return;
  if (tricksWonOf(d.tricks)[team] === TRICKS_PER_ROUND) {
    d.matsch = team;
    if (credit(d, team, MATSCH_BONUS)) return;
  }
  endRound(d);
}

function result(d: Draft, completed: boolean): RoundResult {
  return {
    roundNumber: d.roundNumber,
    dealer: d.dealer,
    contract: d.contract,
    declarer: d.declarer!,
    pushed: d.pushed,
    completed,
    tricksWon: tricksWonOf(d.tricks),
    cardPoints: d.cardPoints,
    lastTrick: d.lastTrick,
    matsch: d.matsch,
    weisPoints: d.weisPoints,
    stoeckPoints: d.stoeckPoints,
    points: roundPointsOf(d),
    scores: d.scores,
    declarations: d.declarations,
    weisShown: d.tricks.length > 0,
    weisSeat: d.weisSeat,
    stoeck: d.stoeck,
    finalTrick: d.tricks[d.tricks.length - 1] ?? null,
  };
}

/** J-3: the round is written down; the deal moves one seat on and the next round starts. */
function endRound(d: Draft): void {
  d.lastRound = result(d, true);
  d.dealer = ((d.dealer + 1) % SEAT_COUNT) as Seat;
  d.roundNumber += 1;
  startRound(d);
}

/** J-17: a team reached the target; the round stops here ("bedanken"). */
function finishMatch(d: Draft, team: Team): void {
  d.matchWinner = team;
  d.lastRound = result(d, d.tricks.length === TRICKS_PER_ROUND);
  d.phase = 'over';
  d.toAct = null;
}

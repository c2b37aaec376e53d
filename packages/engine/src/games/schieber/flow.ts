import { Rng } from '../../cards/rng.ts';
import type { Seat } from '../../game.ts';
import { POINTS, RANK_K, RANK_O, rankOf, suitOf, trumpOf } from './cards.ts';
import { winningPosition } from './follow.ts';
import {
  addTo,
  type Draft,
  LAST_TRICK_BONUS,
  MATSCH_BONUS,
  type RoundResult,
  SEAT_COUNT,
  STOECK_POINTS,
  type Team,
  teamOf,
  TRICKS_PER_ROUND,
  vorhandOf,
} from './state.ts';
import { bestWeisSeat, findWeis } from './weis.ts';

/**
 * The state machine's transitions. Each works on a Draft — a fresh top-level copy of the state
 * whose fields are replaced, never mutated in place — so the caller's state stays untouched.
 */

const ORDER = Array.from({ length: 36 }, (_, i) => i);
const ZERO: readonly [number, number] = [0, 0];

/**
 * J-2, J-3: shuffle the whole deck with the state's RNG and deal packets of three, starting with
 * Vorhand. The deck is shuffled even for a fixed deal, so a seed's deals never depend on play.
 */
function deal(d: Draft): number[] {
  const rng = new Rng(d.rng);
  const deck = ORDER.slice();
  rng.shuffle(deck);
  d.rng = rng.state;
  const fixed = d.fixtureDeals[0];
  if (fixed) {
    d.fixtureDeals = d.fixtureDeals.slice(1);
    return fixed.slice();
  }
  const hands = new Array<number>(SEAT_COUNT * 4).fill(0);
  const vorhand = vorhandOf(d);
  for (let k = 0; k < deck.length; k++) {
    const seat = (vorhand + Math.floor(k / 3)) % SEAT_COUNT;
    const card = deck[k]!;
    hands[seat * 4 + suitOf(card)]! |= 1 << rankOf(card);
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
  d.trick = [];
  d.trickLeader = vorhandOf(d);
  d.tricks = [];
  d.tricksWon = ZERO;
  d.cardPoints = ZERO;
  d.weisPoints = ZERO;
  d.stoeckPoints = ZERO;
  d.roundPoints = ZERO;
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
  const points = weis.reduce((sum, w) => sum + w.points, 0);
  d.declarations = [...d.declarations, { seat, weis, points }];
}

/** Adds points to a team's match and round totals; true when the match is now won (J-17). */
function credit(d: Draft, team: Team, points: number): boolean {
  if (points === 0) return false;
  d.scores = addTo(d.scores, team, points);
  d.roundPoints = addTo(d.roundPoints, team, points);
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
  const trick = d.trick.slice();
  trick.push(card);
  d.trick = trick;
  if (seat === d.stoeckHolder && suitOf(card) === trumpOf(d.contract) && isStoeckCard(card) && stoeckComplete(d, seat)) {
    // J-15: Stöck score when the second of trump King and Ober is played.
    d.stoeck = seat;
    d.stoeckPoints = addTo(d.stoeckPoints, teamOf(seat), STOECK_POINTS);
    if (credit(d, teamOf(seat), STOECK_POINTS)) return;
  }
  if (trick.length === SEAT_COUNT) completeTrick(d);
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
  for (const c of d.trick) points += table[c]!;
  d.tricks = [...d.tricks, { leader: d.trickLeader, cards: d.trick, winner, points }];
  d.trick = [];
  d.trickLeader = winner;
  d.toAct = winner;
  d.tricksWon = addTo(d.tricksWon, team, 1);
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
  if (d.tricksWon[team] === TRICKS_PER_ROUND) {
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
    tricksWon: d.tricksWon,
    cardPoints: d.cardPoints,
    lastTrick: d.lastTrick,
    matsch: d.matsch,
    weisPoints: d.weisPoints,
    stoeckPoints: d.stoeckPoints,
    points: d.roundPoints,
    scores: d.scores,
    declarations: d.declarations,
    weisShown: d.tricks.length > 0,
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

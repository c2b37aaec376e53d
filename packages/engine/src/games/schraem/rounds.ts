import { popcount } from '../../cards/bits.ts';
import { RuleError } from '../../errors.ts';
import type { Seat } from '../../game.ts';
import { activeSet, nextIn, startHand } from './flow.ts';
import type { SchraemAction } from './notation.ts';
import { type Draft, inSet, type SchraemState, seatBit, type TrickCard, withAt } from './state.ts';

/**
 * The games inside the game: V-20 `dedenbach` (two halves without lives, each hand's last-trick
 * winner drops out, the two losers of the halves play off) and V-21 `tuppen` (when two or more
 * reach 1 life in the same hand, the short long game of 4-card hands among them, then the long
 * game of 8 cards, dealt 3–2–3, whose loser loses). Only cards are played in these hands: no
 * knocking, no blind round, no pre-play round, no folding.
 */

/** The seats dealt in the next hand. */
export const handSeats = (d: Draft): number => (d.stage === 'main' ? activeSet(d.lives) : d.round);

/** Cards per seat: 4 (S-4); V-20 8 with 2–4 in the hand, 6 with five; V-21 the long game 8. */
export function handSizeOf(d: Draft, seats: number): number {
  if (d.stage === 'half' || d.stage === 'playoff') return popcount(seats) === 5 ? 6 : 8;
  return d.stage === 'long' ? 8 : 4;
}

/** How the cards go round: the long game of V-21 is dealt 3–2–3, every other hand at once. */
export const packetsOf = (d: Draft): readonly number[] => (d.stage === 'long' ? [3, 2, 3] : [d.handSize]);

/**
 * Deals `deck` in packets clockwise from the leader to the seats of `seats`; returns how many
 * cards were dealt. `hands` is filled in place.
 */
export function dealPackets(deck: readonly number[], hands: number[], seats: number, leader: Seat, packets: readonly number[]): number {
  const n = hands.length;
  let k = 0;
  for (const size of packets) {
    for (let i = 0; i < n; i++) {
      const s = (leader + i) % n;
      if (!inSet(seats, s)) continue;
      for (let c = 0; c < size; c++) hands[s]! |= 1 << deck[k++]!;
    }
  }
  return k;
}

/** V-20 / V-21: only cards are played in these hands; anything else is refused citing the rule. */
export function stageRefuses(s: SchraemState, a: SchraemAction): RuleError | null {
  if (a.type === 'play') return null;
  if (s.options.ruleset === 'dedenbach') {
    return new RuleError('V-20', 'cards-only', `the dedenbach beginners' game has no ${a.type}: only cards are played`, { action: a.type });
  }
  if (s.stage === 'short' || s.stage === 'long') {
    const which = s.stage === 'short' ? 'short long game' : 'long game';
    return new RuleError('V-21', 'cards-only', `in the ${which} only cards are played, no ${a.type}`, { action: a.type });
  }
  return null;
}

/** V-21: the seats that reached 1 life in the hand just ended (they lost lives in it). */
function reachedOne(d: Draft): number {
  let set = 0;
  for (let s = 0; s < d.lives.length; s++) if (d.lives[s] === 1 && d.lost[s]! > 0) set |= seatBit(s);
  return set;
}

/** V-21: after a hand of the main game, start the short long game if two or more reached 1 life at once. */
export function beginShortLong(d: Draft, winner: Seat): boolean {
  if (d.options.ruleset !== 'tuppen') return false;
  const round = reachedOne(d);
  if (popcount(round) < 2) return false;
  d.round = round;
  d.stage = popcount(round) === 2 ? 'long' : 'short';
  d.leader = nextIn(round, winner, d.lives.length)!;
  d.handNumber += 1;
  startHand(d);
  return true;
}

/** The end of a hand that is not one of the main game (V-20 half or play-off, V-21 short or long game). */
export function endRoundHand(d: Draft, winner: Seat, lastTrick: readonly TrickCard[]): void {
  const n = d.lives.length;
  const zeros = new Array<number>(n).fill(0);
  d.lastHand = { handNumber: d.handNumber, winner, value: 1, reason: 'lastTrick', lost: zeros, lastTrick };
  for (const h of d.hands) d.discarded |= h;
  d.hands = zeros.slice();
  const others = d.round & ~seatBit(winner);
  const other = nextIn(others, winner, n)!;
  switch (d.stage) {
    case 'short':
      d.round = others;
      if (popcount(others) === 2) d.stage = 'long';
      return nextHand(d, nextIn(others, winner, n)!);
    case 'long':
      return longGameLost(d, winner, other);
    case 'half':
      d.round = others;
      if (popcount(others) > 1) return nextHand(d, nextIn(others, winner, n)!);
      return halfLost(d, other);
    case 'playoff':
      return gameLost(d, other);
    case 'main':
      throw new Error('endRoundHand: the main game ends its hands itself');
  }
}

function nextHand(d: Draft, leader: Seat): void {
  d.leader = leader;
  d.handNumber += 1;
  startHand(d);
}

/** V-21: the long game's loser loses (their last life); the main game goes on, the winner dealing. */
function longGameLost(d: Draft, winner: Seat, loser: Seat): void {
  d.lives = withAt(d.lives, loser, 0);
  d.lastHand = { ...d.lastHand!, lost: withAt(d.lastHand!.lost, loser, 1) };
  if (d.firstOut === null) d.firstOut = loser;
  d.stage = 'main';
  const active = activeSet(d.lives);
  d.round = active;
  if (popcount(active) <= 1) {
    finish(d, winner, null);
    return;
  }
  nextHand(d, nextIn(active, winner, d.lives.length)!);
}

/** V-20: the last one left loses the half; after the second, the play-off of the two losers. */
function halfLost(d: Draft, loser: Seat): void {
  const n = d.lives.length;
  d.halfLosers = [...d.halfLosers, loser];
  const all = activeSet(d.lives);
  if (d.half === 1) {
    // Decision: the loser of the first half deals the second (the next seat leads it).
    d.half = 2;
    d.round = all;
    nextHand(d, nextIn(all, loser, n)!);
    return;
  }
  const [first, second] = d.halfLosers as [Seat, Seat];
  if (first === second) {
    gameLost(d, first);
    return;
  }
  // Decision: the loser of the second half deals the play-off, so the first half's loser leads.
  d.stage = 'playoff';
  d.round = seatBit(first) | seatBit(second);
  nextHand(d, first);
}

/** V-20: the game has one loser; the others share the win (scores: 1 each, the loser 0). */
function gameLost(d: Draft, loser: Seat): void {
  d.lives = withAt(d.lives, loser, 0);
  d.lastHand = { ...d.lastHand!, lost: withAt(d.lastHand!.lost, loser, 1) };
  if (d.firstOut === null) d.firstOut = loser;
  finish(d, null, loser);
}

function finish(d: Draft, winner: Seat | null, loser: Seat | null): void {
  d.phase = 'over';
  d.toAct = null;
  d.winner = winner;
  d.loser = loser;
  d.inHand = 0;
  d.round = 0;
  d.pending = [];
}

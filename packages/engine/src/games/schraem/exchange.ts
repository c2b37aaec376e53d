import { bitsOf, popcount } from '../../cards/bits.ts';
import { DealStream } from '../../cards/deals.ts';
import type { Seat } from '../../game.ts';
import { cardText } from './cards.ts';
import { deal, dropOut, lastOneWins, loseLives, nextIn, playedSoFar, push, startPlay } from './flow.ts';
import { type Draft, inSet, seatBit, type SchraemState, withAt, withCardsAt } from './state.ts';

/**
 * The pre-play round of V-2 ("Vier Hohe", S-32) and V-3 (hübschen): after the blind round, every
 * seat still in the hand, clockwise from the leader, says `keep`, `exchange` or `propose` once —
 * everyone is asked, so that the question tells nothing. An exchange under `turn` or `challenge`
 * is answered right after it.
 */

/** J, Q, K, A: rank index 4..7 within a suit (7 8 9 T J Q K A). */
export const isCourt = (card: number): boolean => (card & 7) >= 4;
const allCourts = (hand: number): boolean => hand !== 0 && bitsOf(hand).every(isCourt);

export function startPreplay(d: Draft): void {
  d.preplayDue = false;
  const n = d.lives.length;
  const order: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const s = ((d.leader + i) % n) as Seat;
    if (inSet(d.inHand, s)) order.push(s);
  }
  d.pending = order;
  advancePreplay(d);
}

function advancePreplay(d: Draft): void {
  while (d.pending.length > 0 && !inSet(d.inHand, d.pending[0]!)) d.pending = d.pending.slice(1);
  if (d.pending.length === 0) {
    startPlay(d);
    return;
  }
  d.phase = 'preplay';
  d.toAct = d.pending[0]!;
}

/** V-2: whether `seat` may exchange now (once a hand, 4 stock cards, honest: four courts). */
export function canExchange(s: Pick<SchraemState, 'options' | 'exchanged' | 'stock' | 'hands'>, seat: Seat): boolean {
  const mode = s.options.fourCourts;
  if (mode === 'off' || inSet(s.exchanged, seat) || s.stock.length < 4) return false;
  return mode !== 'honest' || allCourts(s.hands[seat]!);
}

/** V-3: everyone still in the game has exactly 1 life, and nobody proposed in this hand. */
export function canPropose(s: Pick<SchraemState, 'options' | 'proposed' | 'lives'>): boolean {
  return s.options.huebschen && !s.proposed && s.lives.every((l) => l === 0 || l === 1);
}

export function keep(d: Draft): void {
  d.pending = d.pending.slice(1);
  advancePreplay(d);
}

/** V-2: the four cards go face down, four new ones come from the stock. */
export function exchange(d: Draft, seat: Seat): void {
  d.pending = d.pending.slice(1);
  const fresh = d.stock.slice(0, 4).reduce((m, c) => m | (1 << c), 0);
  d.stock = d.stock.slice(4);
  d.unused &= ~fresh;
  d.laid = withCardsAt(d.laid, seat, d.hands[seat]!);
  d.hands = withCardsAt(d.hands, seat, fresh);
  d.exchanged |= seatBit(seat);
  push(d, { type: 'exchange', seat, played: playedSoFar(d) });
  if (d.options.fourCourts === 'honest') {
    advancePreplay(d);
    return;
  }
  d.exchanger = seat;
  d.turned = 0;
  d.phase = 'verify';
  d.toAct = nextIn(d.inHand, seat, d.lives.length);
}

function endVerify(d: Draft, from: Seat): void {
  d.exchanger = null;
  d.turned = 0;
  if (d.phase === 'over' || lastOneWins(d, from)) return;
  advancePreplay(d);
}

export function accept(d: Draft, seat: Seat): void {
  const exchanger = d.exchanger!;
  push(d, { type: 'accept', seat, exchanger, played: playedSoFar(d) });
  if (d.options.fourCourts === 'challenge') {
    // V-2 challenge: every other seat still in the hand is asked, clockwise from the exchanger.
    const next = nextIn(d.inHand, seat, d.lives.length);
    if (next !== null && next !== exchanger) {
      d.toAct = next;
      return;
    }
  }
  endVerify(d, exchanger);
}

/** Which laid cards a `turn` shows: fixed by a scenario, else drawn at random (V-2). */
function drawShown(d: Draft, laid: number, count: number): number {
  const fixed = d.fixtureShows[0];
  if (fixed) {
    d.fixtureShows = d.fixtureShows.slice(1);
    const mask = fixed.reduce((m, c) => m | (1 << c), 0);
    if (popcount(mask) !== count || (mask & ~laid) !== 0) throw new Error(`fixed turn: ${fixed.length} cards not among the ${count} still hidden laid cards`);
    return mask;
  }
  // Its own stream of the game's deal key (docs/fairness.md): number 2^31 + 2 × (the hand's deal) + (0 first turn, 1 the fourth card).
  const rng = new DealStream(d.dealKey, 0x80000000 + 2 * (d.nextDeal - 1) + (d.turned === 0 ? 0 : 1));
  const hidden = bitsOf(laid);
  let shown = 0;
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(hidden.length - i);
    const t = hidden[i]!;
    hidden[i] = hidden[j]!;
    hidden[j] = t;
    shown |= 1 << hidden[i]!;
  }
  return shown;
}

/**
 * V-2 `turn`: three laid cards shown at random, free for the turner; a number card among them
 * costs the exchanger 1 life. After three courts the fourth may be turned: a number card costs
 * the exchanger 1, a court the turner 1.
 */
export function turn(d: Draft, seat: Seat): void {
  const exchanger = d.exchanger!;
  const hidden = d.laid[exchanger]! & ~d.shownLaid;
  const shown = drawShown(d, hidden, d.turned === 0 ? 3 : 1);
  d.shownLaid |= shown;
  const cards = bitsOf(shown);
  const caught = cards.some((c) => !isCourt(c));
  const fourth = d.turned > 0;
  const loser = caught ? exchanger : fourth ? seat : null;
  const cost = loser === null ? 0 : loseLives(d, loser, 1);
  push(d, { type: 'turn', seat, exchanger, cards: cards.map(cardText), loser, cost, played: playedSoFar(d) });
  d.turned += cards.length;
  if (loser === null) return; // three courts: the turner may turn the fourth or accept
  endVerify(d, exchanger);
}

/** V-2 `challenge`: all four laid cards shown; the one who was wrong leaves the hand and loses 2. */
export function challenge(d: Draft, seat: Seat): void {
  const exchanger = d.exchanger!;
  const laid = d.laid[exchanger]!;
  d.shownLaid |= laid;
  const loser = allCourts(laid) ? seat : exchanger;
  const cost = loseLives(d, loser, 2);
  if (d.lives[loser]! > 0) dropOut(d, loser);
  push(d, { type: 'challenge', seat, exchanger, cards: bitsOf(laid).map(cardText), loser, cost, played: playedSoFar(d) });
  endVerify(d, exchanger);
}

/** V-3: "Sollen wir hübschen?" — every other seat still in the hand answers, clockwise. */
export function propose(d: Draft, seat: Seat): void {
  d.pending = d.pending.slice(1);
  d.proposed = true;
  d.proposer = seat;
  push(d, { type: 'propose', seat, played: playedSoFar(d) });
  d.phase = 'huebschen';
  d.toAct = nextIn(d.inHand, seat, d.lives.length);
}

export function huebschenAnswer(d: Draft, seat: Seat, agree: boolean): void {
  const proposer = d.proposer!;
  push(d, { type: agree ? 'agree' : 'refuse', seat, played: playedSoFar(d) });
  const next = nextIn(d.inHand, seat, d.lives.length);
  if (agree && next !== null && next !== proposer) {
    d.toAct = next;
    return;
  }
  d.proposer = null;
  if (!agree) {
    advancePreplay(d);
    return;
  }
  // V-3: a redeal replaces only the cards; knocks and holds stand, the pre-play round restarts.
  d.discarded |= d.hands.reduce((a, h) => a | h, 0) | d.laid.reduce((a, h) => a | h, 0);
  deal(d, d.inHand);
  d.discarded = 0;
  d.played = 0;
  d.shownLaid = 0;
  push(d, { type: 'redeal', seat: proposer, played: 0 });
  startPreplay(d);
}

import { popcount } from '../../cards/bits.ts';
import { shuffledDeck } from '../../cards/deals.ts';
import type { Seat } from '../../game.ts';
import { FULL_DECK, strength, suitOf, trickWinner } from './cards.ts';
import { startPreplay } from './exchange.ts';
import { beginShortLong, dealPackets, endRoundHand, handSeats, handSizeOf, packetsOf } from './rounds.ts';
import { MAX_BLIND_VALUE, MAX_VALUE } from './options.ts';
import { appended, type Draft, type HandEnd, type KnockKind, inSet, type SchraemEvent, seatBit, type TrickCard, trickCard, copyRow, withAt, withCardsAt } from './state.ts';

/**
 * The state machine's transitions. Each works on a Draft — a fresh top-level copy of the state
 * whose fields are replaced, never mutated in place — so the caller's state stays untouched.
 */

const seatsOf = (d: Draft): number => d.lives.length;

/** The first seat clockwise after `from` (excluded) that belongs to `set`. */
export function nextIn(set: number, from: number, n: number): Seat | null {
  // Bit arithmetic instead of a loop with `%`: the seats after `from`, else from seat 0 on.
  set &= (1 << n) - 1;
  if (set === 0) return null;
  const after = set & ~((2 << from) - 1);
  const pick = after !== 0 ? after : set;
  return (31 - Math.clz32(pick & -pick)) as Seat;
}

export function activeSet(lives: readonly number[]): number {
  let set = 0;
  for (let s = 0; s < lives.length; s++) if (lives[s]! > 0) set |= seatBit(s);
  return set;
}

/** S-18: the highest value a seat may knock to. */
export function knockLimit(d: Pick<Draft, 'options' | 'lives'>, seat: Seat): number {
  const lives = d.lives[seat]!;
  switch (d.options.knockCap) {
    case 'none':
      return MAX_VALUE;
    case 'lives':
      return Math.min(MAX_VALUE, lives === 2 ? 3 : lives);
    case 'livesPlusOne':
      return Math.min(MAX_VALUE, lives + 1);
  }
}

export function push(d: Draft, e: SchraemEvent): void {
  d.events = appended(d.events, e);
}

const ZEROS: readonly number[] = [0, 0, 0, 0, 0, 0, 0, 0];
/** Shared frozen rows of zeros by length: a state's arrays are replaced, never written in place. */
const ZERO_ROWS: readonly (readonly number[])[] = Array.from({ length: ZEROS.length + 1 }, (_, n) => Object.freeze(ZEROS.slice(0, n)));
export const zeroRow = (n: number): readonly number[] => ZERO_ROWS[n] ?? zeros(n);

/** A packed array of n zeros (`new Array(n).fill(0)` is holey, slower to read and copy). */
export function zeros(n: number): number[] {
  if (n <= ZEROS.length) return ZEROS.slice(0, n);
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

/** How many cards have been played face up in the hand (each event records it). */
export const playedSoFar = (d: Draft): number => popcount(d.played);

/** S-4: shuffle, four cards to each seat in `seats` (V-2: the rest is the exchange stock). */
export function deal(d: Draft, seats: number): void {
  const n = seatsOf(d);
  // The whole deck is shuffled every hand, so the deals of a seed do not depend on how the
  // earlier hands went (duplicate matches in the arena replay the same deals).
  // Without V-2 no stock is kept, so only the hands' places of the deck are drawn (the same cards).
  const needStock = d.options.fourCourts !== 'off' || d.fixtureDeals.length > 0;
  const deck = shuffledDeck(d.dealKey, d.nextDeal, 32, needStock ? 32 : 4 * popcount(seats));
  d.nextDeal += 1;
  const hands = zeros(n);
  const fixed = d.fixtureDeals[0];
  let stock: number[];
  if (fixed) {
    d.fixtureDeals = d.fixtureDeals.slice(1);
    let dealt = 0;
    for (let s = 0; s < n; s++) {
      const hand = fixed.hands[s] ?? 0;
      if (inSet(seats, s) !== (hand !== 0)) {
        throw new Error(`fixed deal ${d.handNumber}: seat ${s} is ${inSet(seats, s) ? 'active but gets no cards' : 'eliminated but gets cards'}`);
      }
      if (hand !== 0 && popcount(hand) !== d.handSize) throw new Error(`fixed deal ${d.handNumber}: seat ${s} needs ${d.handSize} cards`);
      hands[s] = hand;
      dealt |= hand;
    }
    for (const c of fixed.unused) if (inSet(dealt, c)) throw new Error(`fixed deal ${d.handNumber}: unused card ${c} is dealt`);
    const first = new Set(fixed.unused);
    stock = [...fixed.unused, ...deck.filter((c) => !inSet(dealt, c) && !first.has(c))];
  } else if (d.handSize !== 4 || d.stage !== 'main') {
    // V-20/V-21: 6 or 8 cards a seat, in packets: the whole shuffle, whatever the 4-card deal draws.
    const full = shuffledDeck(d.dealKey, d.nextDeal - 1, 32);
    stock = full.slice(dealPackets(full, hands, seats, d.leader, packetsOf(d)));
  } else {
    let k = 0;
    for (let i = 0, s: number = d.leader; i < n; i++, s = s + 1 === n ? 0 : s + 1) {
      if (!inSet(seats, s)) continue;
      hands[s] = (1 << deck[k]!) | (1 << deck[k + 1]!) | (1 << deck[k + 2]!) | (1 << deck[k + 3]!);
      k += 4;
    }
    stock = needStock ? deck.slice(k) : [];
  }
  let dealt = 0;
  for (const h of hands) dealt |= h;
  d.hands = hands;
  d.unused = FULL_DECK & ~dealt;
  d.stock = d.options.fourCourts === 'off' ? [] : stock;
  d.laid = zeroRow(n);
}

/** S-4: a new hand: the deal, then the blind round (V-8: the value may start at 2). */
export function startHand(d: Draft): void {
  const n = seatsOf(d);
  const active = handSeats(d);
  d.handSize = handSizeOf(d, active);
  deal(d, active);
  d.played = 0;
  d.discarded = 0;
  d.inHand = active;
  d.hammerSeen = d.hammerSeen || d.lives.includes(1);
  d.value = d.options.hammerRaisesAll && d.hammerSeen && d.stage === 'main' ? 2 : 1;
  d.startValue = d.value;
  d.shownLaid = 0;
  d.exchanged = 0;
  d.exchanger = null;
  d.turned = 0;
  d.proposer = null;
  d.proposed = false;
  d.preplayDue = (d.options.fourCourts !== 'off' || d.options.huebschen) && d.stage === 'main';
  d.heldAt = zeroRow(n);
  d.lost = zeroRow(n);
  d.lastKnocker = null;
  d.knocker = null;
  d.mustPlayCard = false;
  d.trick = [];
  d.tricks = [];
  d.events = [];

  const pending: Seat[] = [];
  let hidden = 0;
  for (let i = 0, s = d.leader; i < n; i++, s = s + 1 === n ? 0 : ((s + 1) as Seat)) {
    if (!inSet(active, s)) continue;
    const role = blindRole(d, s);
    if (role === 'none') continue;
    pending.push(s);
    if (role === 'choice') hidden |= seatBit(s);
  }
  d.pending = pending;
  // V-20/V-21: seats waiting outside the round see their (empty) hand, not face-down cards.
  d.revealed = (d.stage === 'main' ? active : activeSet(d.lives)) & ~hidden;
  advanceBlind(d);
}

type BlindRole = 'none' | 'auto' | 'choice';

/** What a seat does before the first card: S-20 (hammer), S-19 (Zähn), S-31 (blind knocks). */
function blindRole(d: Draft, seat: Seat): BlindRole {
  const lives = d.lives[seat]!;
  const o = d.options;
  if (d.stage !== 'main') return 'none'; // V-20, V-21: only cards in these hands.
  if (o.hammer && lives === 1) return 'auto';
  if (o.zaehn && lives === 2) return 'choice';
  if (o.blindKnocks) return 'choice';
  return 'none';
}

/** The value a blind or automatic knock of `seat` would reach now, or null if not allowed. */
export function blindKnockValue(d: Draft, seat: Seat): number | null {
  const lives = d.lives[seat]!;
  const o = d.options;
  if (d.value >= MAX_VALUE || d.lastKnocker === seat) return null;
  // S-18 amended: the forced knock at 1 life (S-20, S-31) is capped at 7 only, never by lives.
  if (o.hammer && lives === 1) return Math.min(MAX_VALUE, d.value + 2);
  let target: number;
  if (o.zaehn && lives === 2) target = Math.min(MAX_VALUE, d.value + 3);
  else if (o.blindKnocks) {
    target = d.value + 1;
    if (target > MAX_BLIND_VALUE) return null;
  } else return null;
  if (target > knockLimit(d, seat)) return null;
  return target;
}

/** Walks the blind round until a seat must choose, a knock must be answered, or play begins. */
export function advanceBlind(d: Draft): void {
  while (d.pending.length > 0) {
    const seat = d.pending[0]!;
    if (!inSet(d.inHand, seat)) {
      d.pending = d.pending.slice(1);
      continue;
    }
    const target = blindKnockValue(d, seat);
    if (target === null) {
      // S-19: at value 7 (or above the cap) the choice is skipped and the player simply looks.
      d.pending = d.pending.slice(1);
      d.revealed |= seatBit(seat);
      continue;
    }
    if (blindRole(d, seat) === 'auto') {
      d.pending = d.pending.slice(1);
      d.revealed |= seatBit(seat);
      knock(d, seat, target, 'auto', 'blind');
      return;
    }
    d.phase = 'blind';
    d.toAct = seat;
    return;
  }
  if (d.preplayDue) startPreplay(d);
  else startPlay(d);
}

/** S-6, S-17: the leader plays first, or the next seat still in the hand. */
export function startPlay(d: Draft): void {
  d.phase = 'play';
  d.toAct = inSet(d.inHand, d.leader) ? d.leader : nextIn(d.inHand, d.leader, seatsOf(d));
}

export function chooseBlind(d: Draft, seat: Seat, blind: boolean): void {
  d.pending = d.pending.slice(1);
  d.revealed |= seatBit(seat);
  if (!blind) {
    push(d, { type: 'reveal', seat, played: playedSoFar(d) });
    advanceBlind(d);
    return;
  }
  knock(d, seat, blindKnockValue(d, seat)!, 'blind', 'blind');
}

/** S-11, S-13: raise the value; the knocker counts as holding; the others answer clockwise. */
export function knock(d: Draft, seat: Seat, value: number, how: KnockKind, resume: 'blind' | 'play'): void {
  d.value = value;
  d.lastKnocker = seat;
  d.knocker = seat;
  d.resume = resume;
  d.heldAt = withAt(d.heldAt, seat, value);
  push(d, { type: 'knock', seat, value, how, played: playedSoFar(d) });
  nextAnswer(d, seat);
}

function nextAnswer(d: Draft, after: Seat): void {
  const next = nextIn(d.inHand, after, seatsOf(d));
  if (next === null || next === d.knocker) {
    finishAnswers(d);
    return;
  }
  d.phase = 'answer';
  d.toAct = next;
}

export function answer(d: Draft, seat: Seat, hold: boolean): void {
  if (hold) {
    d.heldAt = withAt(d.heldAt, seat, d.value);
    push(d, { type: 'hold', seat, value: d.value, played: playedSoFar(d) });
  } else {
    leave(d, seat, 'pass');
  }
  nextAnswer(d, seat);
}

function finishAnswers(d: Draft): void {
  const knocker = d.knocker!;
  d.knocker = null;
  if (popcount(d.inHand) === 1) {
    endHand(d, knocker, 'othersLeft');
    return;
  }
  if (d.resume === 'play') {
    // S-16: the knocker, still on turn, now plays a card.
    d.phase = 'play';
    d.toAct = knocker;
    d.mustPlayCard = true;
  } else {
    advanceBlind(d);
  }
}

/** S-14, S-21: leave the hand, paying 1 or the value last held; the cards go face down. */
export function leave(d: Draft, seat: Seat, how: 'pass' | 'fold'): void {
  const stake = d.heldAt[seat]! > 0 ? d.heldAt[seat]! : 1;
  const cost = Math.min(stake, d.lives[seat]!);
  d.lives = withAt(d.lives, seat, d.lives[seat]! - cost);
  d.lost = withAt(d.lost, seat, d.lost[seat]! + cost);
  d.inHand &= ~seatBit(seat);
  d.discarded |= d.hands[seat]!;
  d.hands = withCardsAt(d.hands, seat, 0);
  push(d, { type: how, seat, cost, played: playedSoFar(d) });
}

export function fold(d: Draft, seat: Seat): void {
  leave(d, seat, 'fold');
  afterTurn(d, seat);
}

export function playCard(d: Draft, seat: Seat, card: number): void {
  d.hands = withCardsAt(d.hands, seat, d.hands[seat]! & ~(1 << card));
  d.played |= 1 << card;
  d.trick = appended(d.trick, trickCard(seat, card));
  d.mustPlayCard = false;
  afterTurn(d, seat);
}

function afterTurn(d: Draft, from: Seat): void {
  if (popcount(d.inHand) === 1) {
    endHand(d, nextIn(d.inHand, from, seatsOf(d))!, 'othersLeft');
    return;
  }
  let playedSeats = 0;
  for (const t of d.trick) playedSeats |= seatBit(t.seat);
  const waiting = d.inHand & ~playedSeats;
  if (waiting === 0) {
    completeTrick(d);
    return;
  }
  d.toAct = nextIn(waiting, from, seatsOf(d));
}

function completeTrick(d: Draft): void {
  const leaderLeft = !inSet(d.inHand, d.trick[0]!.seat);
  const highest = leaderLeft && d.options.leadAfterLeave === 'highestInTrick' && d.tricks.length < d.handSize - 1 ? highestInTrick(d.trick, d.inHand) : null;
  const winner = highest ?? trickWinner(d.trick, d.inHand)!.seat;
  d.tricks = appended(d.tricks, d.trick);
  d.trick = [];
  if (d.tricks.length === d.handSize) {
    endHand(d, winner, 'lastTrick');
    return;
  }
  d.toAct = winner;
}

/**
 * V-4 `highestInTrick`: the seat still in the hand with the highest card of the trick, suits
 * ranked ♣ > ♠ > ♥ > ♦ (the deck's suit order), then rank (S-1).
 */
export function highestInTrick(trick: readonly TrickCard[], inHand: number): Seat | null {
  let best: TrickCard | null = null;
  for (const t of trick) {
    if (!inSet(inHand, t.seat)) continue;
    if (best === null || suitOf(t.card) < suitOf(best.card) || (suitOf(t.card) === suitOf(best.card) && strength(t.card) > strength(best.card))) best = t;
  }
  return best?.seat ?? null;
}

/** V-7 Decision: a holder who wins at 2 or 3 costs the last knocker one life less than the value. */
function costOf(d: Draft, seat: Seat, winner: Seat): number {
  if (d.options.raising === 'leaderOnly' && seat === d.lastKnocker && d.value >= 2 && d.heldAt[winner]! > 0 && d.lastKnocker !== winner) return d.value - 1;
  return d.value;
}

/** V-5: the first seat clockwise from `from` among those newly out of the game. */
function noteOut(d: Draft, before: readonly number[], from: Seat): void {
  if (d.firstOut !== null) return;
  const n = seatsOf(d);
  for (let k = 0, s: number = from; k < n; k++, s = s + 1 === n ? 0 : s + 1) {
    if (before[s]! > 0 && d.lives[s] === 0) {
      d.firstOut = s as Seat;
      return;
    }
  }
}

/** V-2: lives lost outside the trick play; at 0 the seat leaves the hand (S-3). */
export function loseLives(d: Draft, seat: Seat, cost: number): number {
  const paid = Math.min(cost, d.lives[seat]!);
  const before = d.lives;
  d.lives = withAt(d.lives, seat, d.lives[seat]! - paid);
  d.lost = withAt(d.lost, seat, d.lost[seat]! + paid);
  if (d.lives[seat] === 1) d.hammerSeen = true;
  if (d.lives[seat] === 0) {
    noteOut(d, before, seat);
    dropOut(d, seat);
  }
  return paid;
}

/** A seat leaves the hand without paying: its cards (and laid cards) go face down. */
export function dropOut(d: Draft, seat: Seat): void {
  d.inHand &= ~seatBit(seat);
  d.discarded |= d.hands[seat]!;
  d.hands = withCardsAt(d.hands, seat, 0);
  d.pending = d.pending.filter((s) => s !== seat);
}

/** S-15 after a loss outside play: the last seat in the hand wins it at once. */
export function lastOneWins(d: Draft, from: Seat): boolean {
  if (popcount(d.inHand) !== 1) return false;
  endHand(d, nextIn(d.inHand, from, seatsOf(d)) ?? from, 'othersLeft');
  return true;
}

/** S-9, S-10, S-15, S-23: the others still in the hand pay the value; the next hand or the end. */
export function endHand(d: Draft, winner: Seat, reason: HandEnd): void {
  if (d.stage !== 'main') {
    endRoundHand(d, winner, d.tricks[d.tricks.length - 1] ?? []);
    return;
  }
  const n = seatsOf(d);
  const before = d.lives;
  const lives = copyRow(d.lives);
  const lost = copyRow(d.lost);
  for (let s = 0; s < n; s++) {
    if (s === winner || !inSet(d.inHand, s)) continue;
    const cost = Math.min(costOf(d, s as Seat, winner), lives[s]!);
    lives[s]! -= cost;
    lost[s]! += cost;
  }
  d.lives = lives;
  d.lost = lost;
  if (lives.includes(1)) d.hammerSeen = true;
  noteOut(d, before, winner);
  for (let s = 0; s < n; s++) d.discarded |= d.laid[s]! | d.hands[s]!;
  d.laid = zeroRow(n);
  const lastTrick = d.trick.length > 0 ? d.trick : (d.tricks[d.tricks.length - 1] ?? []);
  d.lastHand = { handNumber: d.handNumber, winner, value: d.value, reason, lost, lastTrick };
  d.hands = zeroRow(n);
  if (beginShortLong(d, winner)) return;
  const active = activeSet(lives);
  if (popcount(active) <= 1) {
    d.phase = 'over';
    d.toAct = null;
    d.winner = winner;
    d.inHand = 0;
    d.pending = [];
    return;
  }
  d.leader = nextIn(active, d.options.winnerDeals ? winner : d.leader, n)!;
  d.handNumber += 1;
  startHand(d);
}

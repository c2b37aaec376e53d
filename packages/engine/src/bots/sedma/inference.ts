import { popcount } from '../../cards/bits.ts';
import { beatingMask, HAND_SIZE, rankMask, removedFor } from '../../games/sedma/cards.ts';
import type { SedmaView, ShownCard } from '../../games/sedma/view.ts';
import { cardIdx, type Knowledge } from './knowledge.ts';
import { scoreOptions, type Table } from './policy.ts';
import { STOP } from './sim.ts';

/**
 * Reading the others (issue 19): a sampled deal is weighted by how likely it makes the choices
 * the other seats made — every card they played and every continue or stop of a beaten leader
 * (D-9) — under the rule of thumb every level plays by (policy.ts), made soft: a softmax over
 * its values mixed with a uniform choice, since nobody follows it exactly.
 *
 * A seat's hand at an earlier choice is known from a deal only back to the last draw (D-11): its
 * cards now plus those it played since. For the trick before that draw, the cards it drew are
 * some of those; every way of choosing them is equally likely, so the likelihood is averaged
 * over them. Older choices are not read (the hands then are lost in the draws).
 */
export type Inference = 'none' | 'cards';

/** Softmax temperature over rule-of-thumb values (points). */
export const PLAY_TEMPERATURE = 3;
/** Share of a choice taken as not following the rule of thumb at all. */
export const PLAY_NOISE = 0.3;
/** Most ways of choosing the drawn cards averaged over (beyond that the older trick is not read). */
const MAX_SUBSETS = 70;

/** One choice of another seat: the public position then, and what it chose (a card or STOP). */
export interface ChoiceSignal {
  readonly seat: number;
  readonly choice: number;
  /** The position then; the seat's hand is filled in per deal (`hands[seat]`, scratch). */
  readonly table: Table & { readonly hands: number[] };
  /** D-10: the rank it had to match if it held one, or -1. */
  readonly matched: number;
  /** Cards the seat played from this choice on, up to now (the choice included). */
  readonly later: number;
  /** 0: since the last draw (the hand then is exact); 1: the trick before it. */
  readonly window: 0 | 1;
}

export interface Reading {
  readonly signals: readonly ChoiceSignal[];
  /** Per seat: cards drawn in the last draw (D-11), and cards it played since. */
  readonly drawn: readonly number[];
  readonly playedSince: readonly number[];
}

interface Played {
  readonly seat: number;
  readonly card: number;
}

/** The other seats' readable choices in a view (`me` excluded). */
export function readingOf(view: SedmaView, k: Knowledge): Reading {
  const n = k.n;
  const tricks: (readonly ShownCard[])[] = view.tricks.map((t) => t.cards);
  let stock = 32 - popcount(removedFor(n)) - HAND_SIZE * n;
  // Index of the last completed trick after which seats drew, and how many each.
  let lastDraw = -1;
  let drawnEach = 0;
  const stockBefore: number[] = [];
  for (let t = 0; t < tricks.length; t++) {
    stockBefore.push(stock);
    const rounds = tricks[t]!.length / n;
    const each = Math.min(rounds, Math.floor(stock / n));
    if (each > 0) {
      stock -= each * n;
      lastDraw = t;
      drawnEach = each;
    }
  }
  stockBefore.push(stock);
  const all = [...tricks, view.trick];
  const first = Math.max(0, lastDraw);
  const signals: ChoiceSignal[] = [];
  const playedSince = new Array<number>(n).fill(0);
  for (let t = lastDraw + 1; t < all.length; t++) for (const c of all[t]!) playedSince[c.seat]! |= 1 << cardIdx(c.card);
  let seen = 0;
  for (let t = 0; t < first; t++) for (const c of all[t]!) seen |= 1 << cardIdx(c.card);
  for (let t = first; t < all.length; t++) {
    const cards: Played[] = all[t]!.map((c) => ({ seat: c.seat, card: cardIdx(c.card) }));
    const done = t < tricks.length;
    if (cards.length === 0) continue;
    const window: 0 | 1 = t === lastDraw ? 1 : 0;
    const until = window === 1 ? t + 1 : all.length;
    const later = (seat: number, from: number): number => {
      let m = 0;
      for (let i = from; i < cards.length; i++) if (cards[i]!.seat === seat) m |= 1 << cards[i]!.card;
      for (let u = t + 1; u < until; u++) for (const c of all[u]!) if (c.seat === seat) m |= 1 << cardIdx(c.card);
      return m;
    };
    trickSignals(k, cards, done, stockBefore[t]!, seen, window, later, signals);
    for (const c of cards) seen |= 1 << c.card;
  }
  const drawn = new Array<number>(n).fill(lastDraw >= 0 ? drawnEach : 0);
  return { signals, drawn, playedSince };
}

/** The choices in one trick: every card, and the beaten leader's continue or stop after each round. */
function trickSignals(
  k: Knowledge,
  cards: readonly Played[],
  done: boolean,
  stockLeft: number,
  seenBefore: number,
  window: 0 | 1,
  later: (seat: number, from: number) => number,
  out: ChoiceSignal[],
): void {
  const n = k.n;
  const leader = cards[0]!.seat;
  const beating = beatingMask(cards[0]!.card, n);
  let winner = leader;
  let seen = seenBefore;
  let roundStart = 0;
  const trickSeats: number[] = [];
  const trickCards: number[] = [];
  const push = (seat: number, choice: number, continuing: boolean, matched: number, from: number): void => {
    if (seat === k.me) return;
    out.push({
      seat,
      choice,
      matched,
      later: later(seat, from),
      window,
      table: {
        n,
        sides: k.sides,
        hands: new Array<number>(n).fill(0),
        trickSeats: trickSeats.slice(),
        trickCards: trickCards.slice(),
        trickWinner: winner,
        leader,
        toAct: seat,
        continuing,
        beating: trickCards.length > 0 ? beating : 0,
        seen,
        stockLeft,
      },
    });
  };
  for (let i = 0; i <= cards.length; i++) {
    // After a full round with the leader beaten, the leader was asked (D-9).
    if (i > 0 && i % n === 0 && winner !== leader) {
      if (i < cards.length) push(leader, cards[i]!.card, true, -1, i);
      else if (done) push(leader, STOP, true, -1, i);
    }
    if (i === cards.length) break;
    const c = cards[i]!;
    if (i > 0 && i % n === 0) roundStart = i;
    const continued = i > 0 && i % n === 0;
    if (!continued) {
      const len = i - roundStart;
      const matched = len >= 2 && (cards[i - 1]!.card & 7) === (cards[i - 2]!.card & 7) ? cards[i - 1]!.card & 7 : -1;
      push(c.seat, c.card, false, matched, i);
    }
    trickSeats.push(c.seat);
    trickCards.push(c.card);
    seen |= 1 << c.card;
    if (i > 0 && ((beating >>> c.card) & 1) === 1) winner = c.seat;
  }
}

const optCards: number[] = new Array<number>(9).fill(0);
const optValues: number[] = new Array<number>(9).fill(0);

/** The chance of one choice given the seat's hand then (soft rule of thumb); 1 when it had no other. */
export function choiceLikelihood(sg: ChoiceSignal, hand: number): number {
  if (((hand >>> sg.choice) & 1) === 0 && sg.choice !== STOP) return 0;
  const t = sg.table;
  let playable: number;
  if (t.continuing) playable = hand & t.beating;
  else if (sg.matched >= 0 && (hand & rankMask(sg.matched)) !== 0) playable = hand & rankMask(sg.matched);
  else playable = hand;
  if (((playable >>> sg.choice) & 1) === 0 && sg.choice !== STOP) return 0;
  t.hands[sg.seat] = hand;
  const count = scoreOptions(t, playable, optCards, optValues);
  if (count <= 1) return 1;
  let top = -Infinity;
  for (let i = 0; i < count; i++) if (optValues[i]! > top) top = optValues[i]!;
  let sum = 0;
  let mine = 0;
  for (let i = 0; i < count; i++) {
    const e = Math.exp((optValues[i]! - top) / PLAY_TEMPERATURE);
    sum += e;
    if (optCards[i] === sg.choice) mine = e;
  }
  return (1 - PLAY_NOISE) * (mine / sum) + PLAY_NOISE / count;
}

/** How likely a deal's hands (`hands[s]`, now) make the signals of the reading. */
export function readingWeight(r: Reading, hands: readonly number[]): number {
  let w = 1;
  const older: ChoiceSignal[][] = [];
  for (const sg of r.signals) {
    if (sg.window === 0) w *= choiceLikelihood(sg, hands[sg.seat]! | sg.later);
    else (older[sg.seat] ??= []).push(sg);
  }
  for (let seat = 0; seat < older.length; seat++) {
    const sgs = older[seat];
    if (sgs) w *= olderWeight(sgs, hands[seat]! | r.playedSince[seat]!, r.drawn[seat]!);
  }
  return w;
}

/** The trick before the last draw: averaged over which `drawn` of `pool` the seat drew. */
function olderWeight(sgs: readonly ChoiceSignal[], pool: number, drawn: number): number {
  const cards: number[] = [];
  for (let m = pool; m !== 0; m &= m - 1) cards.push(31 - Math.clz32(m & -m));
  if (drawn > cards.length) return 1;
  let subsets = 0;
  let sum = 0;
  const visit = (from: number, left: number, taken: number): void => {
    if (subsets >= MAX_SUBSETS) return;
    if (left === 0) {
      let w = 1;
      for (const sg of sgs) w *= choiceLikelihood(sg, (pool & ~taken) | sg.later);
      sum += w;
      subsets++;
      return;
    }
    for (let i = from; i <= cards.length - left; i++) visit(i + 1, left - 1, taken | (1 << cards[i]!));
  };
  visit(0, drawn, 0);
  return subsets > 0 ? sum / subsets : 1;
}

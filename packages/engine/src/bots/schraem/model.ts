import { popcount } from '../../cards/bits.ts';
import type { SchraemView } from '../../games/schraem/view.ts';
import { holdThreshold, knockThreshold, logistic, type Stakes } from './betting.ts';
import { cardIndex } from './cards.ts';
import { tableOf } from './common.ts';
import { leadsNext } from './estimate.ts';
import type { Knowledge } from './knowledge.ts';
import { allPlayed, chanceAfterKnock, lastCardChance } from './lastTrick.ts';
import type { Table } from './policy.ts';
import { type BetFacts, fittedChance, fittedReading, holdsSince, type Opponents } from './opponents.ts';
import { handStrength } from './strength.ts';

/**
 * How Schwer thinks other players bet: like a sound player, each judges its chance from its own
 * cards (the strength table) and holds or knocks when that chance clears the stakes' threshold,
 * with noise and the odd bluff. Used two ways: to weight sampled deals by how likely they make
 * the knocks and holds already seen (S-13: every answer is public), and to predict answers to a
 * knock of its own.
 */
const SCALE = 0.07;
const FLOOR = 0.04;
const BLUFF = 0.04;
/** A knock by someone else makes a sound player rate its own cards lower. */
export const KNOCK_DISCOUNT = 0.7;

export const holdChance = (strength: number, threshold: number): number =>
  FLOOR + (1 - 2 * FLOOR) * logistic((strength - threshold) / SCALE);

export const knockChance = (strength: number, threshold: number): number =>
  BLUFF + (1 - BLUFF) * logistic((strength - threshold) / SCALE);

/** The knock threshold of a sound player (knockThreshold plus a margin for the others' answers). */
export const soundKnockThreshold = (st: Stakes, seat: number): number => Math.max(0.45, knockThreshold(st, seat) + 0.15);

/** A seat's judged chance with the given cards, now. */
export function strengthNow(k: Knowledge, seat: number, hand: number): number {
  return handStrength(tableOf(k), seat, hand, { seen: k.played, voids: k.voids }, leadsNext(k, seat));
}

/** A seat's judged chance with the cards it was dealt (its cards now plus those it played). */
function strengthAtDeal(view: SchraemView, k: Knowledge, seat: number, hand: number): number {
  let dealt = hand;
  for (const t of view.tricks) for (const c of t) if (c.seat === seat) dealt |= cardBit(c.card);
  for (const c of view.trick) if (c.seat === seat) dealt |= cardBit(c.card);
  let active = k.inHand;
  for (const e of view.events) if (e.type === 'pass' || e.type === 'fold') active |= 1 << e.seat;
  const table: Table = { n: k.n, inHand: active, trickSeat: [], trickCard: [], trickLen: 0, size: () => 4 };
  return handStrength(table, seat, dealt, { seen: 0, voids: new Array<number>(k.n).fill(0) }, seat === view.leader);
}

const cardBit = (text: string): number => 1 << cardIndex(text);

/** One public betting signal of a seat still in the hand: how likely it is given a strength. */
export interface Signal {
  readonly seat: number;
  readonly kind: 'knock' | 'hold';
  readonly threshold: number;
  /** Given with the cards as they are now (no card played since): judged on those alone. */
  readonly now: boolean;
  /** The public facts of the moment, for the fitted model (opponents.ts). */
  readonly facts: Omit<BetFacts, 'strength'>;
}

/**
 * The signals of the hand so far. A signal given since the last card was played is judged on the
 * seat's cards now; an older one on the better of its dealt cards and its cards now (which cards
 * it held in between is not known).
 */
export function signalsOf(view: SchraemView, me: number): Signal[] {
  const out: Signal[] = [];
  let played = view.trick.length;
  for (const t of view.tricks) played += t.length;
  const order: number[] = [];
  for (const t of [...view.tricks, view.trick]) for (const c of t) order.push(c.seat);
  const cardsAt = (seat: number, at: number): number => {
    let n = view.handSize;
    for (let i = 0; i < Math.min(at, order.length); i++) if (order[i] === seat) n--;
    return Math.max(0, n);
  };
  const held = new Array<number>(view.players).fill(0);
  const stay = view.inHand;
  const lives = view.lives;
  const knocked = new Set<number>();
  const knockersBut = (seat: number): number => [...knocked].filter((s) => s !== seat).length;
  let holds = 0;
  for (const e of view.events) {
    if (e.type === 'knock') {
      if (e.how === 'knock' && e.seat !== me && stay.includes(e.seat)) {
        const threshold = soundKnockThreshold({ lives, inHand: stay, value: e.value - 1 }, e.seat);
        const facts = { threshold, knockers: knockersBut(e.seat), value: e.value - 1, cards: cardsAt(e.seat, e.played), seats: stay.length, lives: lives[e.seat]!, holds: 0, stake: 0 };
        out.push({ seat: e.seat, kind: 'knock', threshold, now: e.played === played, facts });
      }
      if (e.how === 'knock' && stay.includes(e.seat)) knocked.add(e.seat);
      held[e.seat] = e.value;
      holds = 0;
    } else if (e.type === 'hold') {
      if (e.seat !== me && stay.includes(e.seat) && view.revealed.includes(e.seat)) {
        const stake = held[e.seat]! > 0 ? held[e.seat]! : 1;
        const threshold = holdThreshold({ lives, inHand: stay, value: e.value }, e.seat, stake);
        const facts = { threshold, knockers: knockersBut(e.seat), value: e.value, cards: cardsAt(e.seat, e.played), seats: stay.length, lives: lives[e.seat]!, holds, stake };
        out.push({ seat: e.seat, kind: 'hold', threshold, now: e.played === played, facts });
      }
      held[e.seat] = e.value;
      holds++;
    }
  }
  return out;
}

/** The likelihood of the signals for a sampled deal. */
export function signalWeight(view: SchraemView, k: Knowledge, signals: readonly Signal[], hands: ArrayLike<number>, opponents: Opponents = 'sound'): number {
  if (signals.length === 0) return 1;
  let w = 1;
  const now = new Map<number, number>();
  const either = new Map<number, number>();
  for (const sg of signals) {
    const hand = hands[sg.seat]!;
    let h = now.get(sg.seat);
    if (h === undefined) {
      h = strengthNow(k, sg.seat, hand);
      now.set(sg.seat, h);
    }
    if (!sg.now) {
      let e = either.get(sg.seat);
      if (e === undefined) {
        e = Math.max(h, strengthAtDeal(view, k, sg.seat, hand));
        either.set(sg.seat, e);
      }
      h = e;
    }
    if (fittedReading(opponents)) w *= fittedChance(sg.kind, { ...sg.facts, strength: h });
    else w *= sg.kind === 'knock' ? knockChance(h, sg.threshold) : holdChance(h * KNOCK_DISCOUNT, sg.threshold);
  }
  return w;
}

/**
 * The hold thresholds of `seats` facing a knock to `value` (each pays its stake if it passes).
 */
export function answerThresholds(view: SchraemView, seats: readonly number[], value: number): number[] {
  return seats.map((s) => holdThreshold({ lives: view.lives, inHand: view.inHand, value }, s, view.heldAt[s]! > 0 ? view.heldAt[s]! : 1));
}

/**
 * A seat's chance to hold a knock, for a sampled deal: its judged strength, lowered for the knock,
 * against its threshold. A seat that has not looked at its cards (S-19, S-31) judges blind.
 * `callBias` lowers the threshold: people call knocks more readily than the sound model, and
 * a bot that assumed otherwise would knock as a bluff far too often.
 */
export function answerChance(view: SchraemView, k: Knowledge, hands: ArrayLike<number>, seat: number, threshold: number, callBias = 0): number {
  if (allPlayed(k, seat)) return lastCardAnswer(k, seat, view.knocker ?? k.me, threshold, callBias);
  const h = view.revealed.includes(seat as never) ? strengthNow(k, seat, hands[seat]!) * KNOCK_DISCOUNT : 1 / Math.max(2, popcount(k.inHand));
  return holdChance(h, threshold - callBias);
}

/**
 * The fitted model's chance (opponents.ts) that `seat` holds, for a sampled deal, answering after
 * the seats before it: `stay` the seats still in the hand then, `held` how many of them held this
 * knock so far in the draw. Its cards are judged and its threshold taken with the hand as it is
 * then (a pass before it leaves it fewer to beat). `fittedBias` lowers the threshold, as `callBias`
 * does the sound model's. A seat with all cards played or blind: answerChance at `threshold`.
 */
export function fittedAnswerChance(view: SchraemView, k: Knowledge, hands: ArrayLike<number>, seat: number, a: FittedAnswer): number {
  if (allPlayed(k, seat) || !view.revealed.includes(seat as never)) return answerChance(view, k, hands, seat, a.threshold, a.callBias);
  const inHand: number[] = [];
  for (let s = 0; s < k.n; s++) if ((a.stay >>> s) & 1) inHand.push(s);
  const threshold = holdThreshold({ lives: view.lives, inHand, value: a.facts.value }, seat, a.facts.stake);
  const strength = strengthNow({ ...k, inHand: a.stay }, seat, hands[seat]!);
  return fittedChance('hold', { ...a.facts, strength, threshold: threshold - a.fittedBias, seats: inHand.length, holds: a.facts.holds + a.held });
}

export interface FittedAnswer {
  readonly facts: AnswerFacts;
  readonly stay: number;
  readonly held: number;
  /** The threshold and call bias for a seat the sound model answers for. */
  readonly threshold: number;
  readonly callBias: number;
  readonly fittedBias: number;
}

/** The facts of an answer but the seat's cards (opponents.ts BetFacts). */
export type AnswerFacts = Omit<BetFacts, 'strength' | 'threshold'>;

/**
 * The facts of `seat` answering a knock to `value`: `ownKnock` when the viewer is about to knock
 * (the knock is not in the view yet).
 */
export function answerFacts(view: SchraemView, k: Knowledge, seat: number, value: number, ownKnock: boolean): AnswerFacts {
  const knocked = new Set<number>();
  for (const e of view.events) if (e.type === 'knock' && e.how === 'knock' && e.seat !== seat && view.inHand.includes(e.seat)) knocked.add(e.seat);
  if (ownKnock) knocked.add(k.me);
  return {
    knockers: knocked.size,
    value,
    cards: k.sizes[seat]!,
    seats: view.inHand.length,
    lives: view.lives[seat]!,
    holds: ownKnock ? 0 : holdsSince(view),
    stake: view.heldAt[seat]! > 0 ? view.heldAt[seat]! : 1,
  };
}

/**
 * A seat with all its cards played answers from what its view shows: its card on the table
 * against the cards still to come (lastTrick.ts; public, the same in every deal). A sure win is
 * held and a card that cannot win passed (held only when passing costs as much as losing), as
 * every level does (guard.ts plainAnswer); in between, the chance as a sound player reads it
 * after the knock of `knocker` (Mittel's reading, lastTrick.ts chanceAfterKnock).
 */
export function lastCardAnswer(k: Knowledge, seat: number, knocker: number, threshold: number, callBias = 0): number {
  const mem = { seen: k.played, voids: k.voids };
  const p = lastCardChance(tableOf(k), seat, 0, mem);
  if (p === 1) return 1;
  if (p === 0) return threshold <= 0 ? 1 : FLOOR;
  return holdChance(chanceAfterKnock(tableOf(k), seat, mem, knocker), threshold - callBias);
}

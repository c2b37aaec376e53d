import { popcount } from '../../cards/bits.ts';
import type { SchraemView } from '../../games/schraem/view.ts';
import { holdThreshold, knockThreshold, logistic, type Stakes } from './betting.ts';
import { cardIndex } from './cards.ts';
import { tableOf } from './common.ts';
import { leadsNext } from './estimate.ts';
import type { Knowledge } from './knowledge.ts';
import { allPlayed, chanceAfterKnock, lastCardChance } from './lastTrick.ts';
import type { Table } from './policy.ts';
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
  const held = new Array<number>(view.players).fill(0);
  const stay = view.inHand;
  const lives = view.lives;
  for (const e of view.events) {
    if (e.type === 'knock') {
      if (e.how === 'knock' && e.seat !== me && stay.includes(e.seat)) {
        out.push({ seat: e.seat, kind: 'knock', threshold: soundKnockThreshold({ lives, inHand: stay, value: e.value - 1 }, e.seat), now: e.played === played });
      }
      held[e.seat] = e.value;
    } else if (e.type === 'hold') {
      if (e.seat !== me && stay.includes(e.seat) && view.revealed.includes(e.seat)) {
        const stake = held[e.seat]! > 0 ? held[e.seat]! : 1;
        out.push({ seat: e.seat, kind: 'hold', threshold: holdThreshold({ lives, inHand: stay, value: e.value }, e.seat, stake), now: e.played === played });
      }
      held[e.seat] = e.value;
    }
  }
  return out;
}

/** The likelihood of the signals for a sampled deal. */
export function signalWeight(view: SchraemView, k: Knowledge, signals: readonly Signal[], hands: ArrayLike<number>): number {
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
    w *= sg.kind === 'knock' ? knockChance(h, sg.threshold) : holdChance(h * KNOCK_DISCOUNT, sg.threshold);
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

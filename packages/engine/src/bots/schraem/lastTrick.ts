import { popcount } from '../../cards/bits.ts';
import { HIGHER, SUIT_MASKS, suitOf } from './cards.ts';
import { tableOf } from './common.ts';
import type { Knowledge } from './knowledge.ts';
import type { Memory, Table } from './policy.ts';
import { voidMask } from './sampler.ts';
import { winningIndex } from './sim.ts';

/**
 * The 4th trick (S-9: four cards, four tricks) decides the hand, and there every seat's fate is a
 * small computable chance rather than a "hand strength": its card — on the table, or the one it
 * still holds — against the one card each seat still to play holds. In particular a seat whose
 * cards are all played still answers knocks (S-13) with a known outcome or a plain chance. Every
 * level's judgement of such positions (its own, and Schwer's model of the others) comes from here.
 */

/**
 * A knock in the last trick comes from the seat about to play its last card, which sees the table:
 * it knocks for sure with a card that takes the trick, and otherwise only as a bluff — taken to
 * happen this often (what a sound player reads into such a knock, `chanceAfterKnock`). Measured
 * against the bots: Mittel never bluffs there, Leicht now and then, Schwer where its model
 * says the others pass; at 0.2 Mittel held 26 such knocks of Schwer and lost all 26.
 */
export const LAST_TRICK_BLUFF = 0.1;

/** The last trick from one seat's side: what beats its card, and what each seat still to play may hold. */
interface Odds {
  /** Cards that take the trick from the seat's card. */
  readonly beats: number;
  /** Seats still to play in this trick (the seat itself excluded). */
  readonly seats: readonly number[];
  /** Per seat of `seats`: the cards it may hold (unseen by `mem`, no void suit, S-7). */
  readonly allowed: readonly number[];
}

/** Whether the hand is in its last trick: every seat still in it holds at most one card. */
export function inLastTrick(t: Table): boolean {
  for (let s = 0; s < t.n; s++) if ((t.inHand >>> s) & 1 && t.size(s) > 1) return false;
  return true;
}

/**
 * The odds of `seat`'s card in the last trick: its card on the table (`hand` 0), or its last card
 * `hand` as if played now. Null when that card cannot take the trick whatever comes: an off-suit
 * card under a card of the led suit (S-8), a lower card, a card no longer competing (S-17).
 */
function oddsOf(t: Table, seat: number, hand: number, mem: Memory): Odds | null {
  if (((t.inHand >>> seat) & 1) === 0) return null;
  const seats = Array.from(t.trickSeat).slice(0, t.trickLen);
  const cards = Array.from(t.trickCard).slice(0, t.trickLen);
  if (hand !== 0) {
    if (seats.includes(seat) || (hand & (hand - 1)) !== 0) return null;
    seats.push(seat);
    cards.push(31 - Math.clz32(hand));
  }
  const mine = seats.indexOf(seat);
  if (mine < 0 || winningIndex(seats, cards, seats.length, t.inHand) !== mine) return null;
  const card = cards[mine]!;
  const led = suitOf(cards[0]!);
  // What beats it: a higher card of its suit; and when nobody still in the hand followed the led
  // suit (S-17: its suit counts as led), any card of the led suit, which takes the lead back.
  const beats = HIGHER[card]! | (suitOf(card) !== led ? SUIT_MASKS[led]! : 0);
  const unseen = ~(mem.seen | hand);
  const rest: number[] = [];
  const allowed: number[] = [];
  for (let s = 0; s < t.n; s++) {
    if (((t.inHand >>> s) & 1) === 0 || seats.includes(s)) continue;
    rest.push(s);
    allowed.push(unseen & ~voidMask(mem.voids[s]!));
  }
  return { beats, seats: rest, allowed };
}

/**
 * The chance that `seat`'s card takes the last trick, everyone still in the hand playing on
 * (nobody else leaving), under the uniform law over the cards `mem` allows the seats still to
 * play — one card each, drawn without replacement from the cards it has not seen, none of a suit
 * a seat has shown it lacks. `hand`: 0 when the seat's card is on the table, else its last card
 * (taken as played now: of the seats still to play, the order only matters when nobody still in
 * the hand has followed the led suit). 0 when the card cannot win.
 */
export function lastCardChance(t: Table, seat: number, hand: number, mem: Memory): number {
  const o = oddsOf(t, seat, hand, mem);
  if (!o) return 0;
  const all = assignments(o.allowed, o.beats);
  if (all === 0) return (o.beats & ~mem.seen) === 0 ? 1 : 0; // no deal fits the memory: judge by the cards alone
  return assignments(o.allowed.map((a) => a & ~o.beats), o.beats) / all;
}

/**
 * The chance of `seat`'s card on the table once `knocker`, still to play, has knocked (S-11):
 * by Bayes, with a knocker holding a card that takes the trick knocking for sure and any other
 * knocking with chance `bluff` — P(win | knock) = bluff·P(win) / (bluff·P(knocker cannot beat) +
 * P(knocker beats)). A knocker that cannot be read (not still to play) leaves the chance as it is.
 */
export function chanceAfterKnock(t: Table, seat: number, mem: Memory, knocker: number, bluff = LAST_TRICK_BLUFF): number {
  const o = oddsOf(t, seat, 0, mem);
  if (!o) return 0;
  const all = assignments(o.allowed, o.beats);
  if (all === 0) return lastCardChance(t, seat, 0, mem);
  const win = assignments(o.allowed.map((a) => a & ~o.beats), o.beats) / all;
  const i = o.seats.indexOf(knocker);
  if (i < 0 || win === 0 || win === 1) return win;
  const knockerMiss = assignments(o.allowed.map((a, j) => (j === i ? a & ~o.beats : a)), o.beats) / all;
  return (bluff * win) / (bluff * knockerMiss + (1 - knockerMiss));
}

/** The viewer's chance with its last card on the table (its full memory). */
export const ownLastCardChance = (k: Knowledge): number => lastCardChance(tableOf(k), k.me, 0, { seen: k.played, voids: k.voids });

/** The same once `knocker` has knocked (see chanceAfterKnock). */
export const ownChanceAfterKnock = (k: Knowledge, knocker: number): number => chanceAfterKnock(tableOf(k), k.me, { seen: k.played, voids: k.voids }, knocker);

/** Whether a seat's cards are all played while it is still in the hand (it can still answer a knock). */
export const allPlayed = (k: Knowledge, seat: number): boolean => ((k.inHand >>> seat) & 1) === 1 && k.sizes[seat] === 0;

/**
 * The number of ways to give one distinct card to each seat from its allowed set. Cards are
 * grouped by suit and by whether they beat (`beats`): every allowed set is a union of such
 * groups' unseen cards (voids are whole suits, and `beats` is taken away whole), so a seat's card
 * is one of the cards of a group it may hold that earlier seats left (at most 8^m terms).
 */
function assignments(allowed: readonly number[], beats: number, from = 0, used: number[] = [0, 0, 0, 0, 0, 0, 0, 0]): number {
  if (from === allowed.length) return 1;
  let ways = 0;
  for (let g = 0; g < 8; g++) {
    const left = popcount(allowed[from]! & SUIT_MASKS[g >> 1]! & (g & 1 ? beats : ~beats)) - used[g]!;
    if (left <= 0) continue;
    used[g]!++;
    ways += left * assignments(allowed, beats, from + 1, used);
    used[g]!--;
  }
  return ways;
}

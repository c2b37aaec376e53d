import { popcount } from '../../cards/bits.ts';
import { HIGHER, SUIT_MASKS, suitOf } from './cards.ts';
import { tableOf } from './common.ts';
import type { Knowledge } from './knowledge.ts';
import type { Memory, Table } from './policy.ts';
import { voidMask } from './sampler.ts';
import { winningIndex } from './sim.ts';

/**
 * A seat whose cards are all played is in the 4th trick (S-9: four cards, four tricks) with its
 * last card on the table, and still answers knocks (S-13). Its hand is decided by that card
 * against the one card each seat still to play holds — a known outcome or a small computable
 * chance, not a "hand of strength 0". Every level's judgement of such a seat (its own answer,
 * Schwer's model of the others' answers) comes from here.
 */

/**
 * The chance that `seat`'s card on the table takes the last trick, everyone still in the hand
 * playing on (nobody else leaving), over the cards the seats still to play may hold: one card
 * each (the 4th trick), drawn without replacement from the cards `mem` has not seen, never of a
 * suit the seat has shown it lacks (S-7) — the uniform law over the deals `mem` allows. 0 when
 * the seat has no card in the trick (or it no longer competes, S-17) or is beaten on the table.
 */
export function lastCardChance(t: Table, seat: number, mem: Memory): number {
  let mine = -1;
  for (let i = 0; i < t.trickLen; i++) if (t.trickSeat[i] === seat) mine = i;
  if (mine < 0 || ((t.inHand >>> seat) & 1) === 0) return 0;
  if (winningIndex(t.trickSeat, t.trickCard, t.trickLen, t.inHand) !== mine) return 0;
  const card = t.trickCard[mine]!;
  const led = suitOf(t.trickCard[0]!);
  // What beats it: a higher card of its suit; and when nobody still in the hand followed the led
  // suit (S-17: its suit counts as led), any card of the led suit, which takes the lead back.
  const beats = HIGHER[card]! | (suitOf(card) !== led ? SUIT_MASKS[led]! : 0);
  const unseen = ~mem.seen;
  let played = 0;
  for (let i = 0; i < t.trickLen; i++) played |= 1 << t.trickSeat[i]!;
  const allowed: number[] = [];
  for (let s = 0; s < t.n; s++) {
    if (((t.inHand >>> s) & 1) === 0 || (played >>> s) & 1) continue;
    allowed.push(unseen & ~voidMask(mem.voids[s]!));
  }
  const all = assignments(allowed, 0);
  if (all === 0) return (beats & unseen) === 0 ? 1 : 0; // no deal fits the memory: judge by the cards alone
  return assignments(allowed.map((a) => a & ~beats), 0) / all;
}

/** The chance that the viewer's own last card takes the trick (its full memory). */
export const ownLastCardChance = (k: Knowledge): number => lastCardChance(tableOf(k), k.me, { seen: k.played, voids: k.voids });

/** Whether a seat's cards are all played while it is still in the hand (it can still answer a knock). */
export const allPlayed = (k: Knowledge, seat: number): boolean => ((k.inHand >>> seat) & 1) === 1 && k.sizes[seat] === 0;

/**
 * The number of ways to give one distinct card to each seat from its allowed set, by suits: a
 * seat's card is one of the cards left of a suit it may hold (at most 4^m terms for m seats).
 */
function assignments(allowed: readonly number[], from: number, used: number[] = [0, 0, 0, 0]): number {
  if (from === allowed.length) return 1;
  let ways = 0;
  for (let s = 0; s < 4; s++) {
    // Within a suit every seat that may hold it draws from the same cards (voids are whole suits).
    const left = popcount(allowed[from]! & SUIT_MASKS[s]!) - used[s]!;
    if (left <= 0) continue;
    used[s]!++;
    ways += left * assignments(allowed, from + 1, used);
    used[s]!--;
  }
  return ways;
}


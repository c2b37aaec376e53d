import { strength } from './cards.ts';
import type { Sim } from './sim.ts';

/**
 * Exact play of a hand with every card known, for one seat (the root): does the root take the
 * last trick (S-9) against every other seat playing to stop it? Others either win themselves or
 * block — for the root's yes/no outcome both are the same ("paranoid" search), so a boolean
 * alpha-beta suffices.
 *
 * Cards are re-coded by strength (suit * 8 + strength) so that "beats" is an integer comparison,
 * and cards of one seat that no live card separates are searched once (they are equivalent).
 */

const toS = (c: number): number => (c & ~7) | strength(c);
const ABOVE: readonly number[] = Array.from({ length: 32 }, (_, c) => {
  let m = 0;
  for (let d = c + 1; d < (c | 7) + 1; d++) m |= 1 << d;
  return m;
});
const SUIT = [0xff, 0xff00, 0xff0000, 0xff000000 | 0] as const;

/**
 * The exact search is used with at most this many tricks left (a 4-card hand, S-9). The longer
 * hands of V-20 and V-21 (6 or 8 cards) are judged by play-outs until they are down to it.
 */
export const EXACT_TRICKS = 4;
export const solvable = (sim: Sim): boolean => sim.tricksLeft <= EXACT_TRICKS;

export class Solver {
  /** Nodes visited since construction: the deterministic work count behind the budgets. */
  nodes = 0;
  private n = 0;
  private inHand = 0;
  private root = 0;
  private lastRow = 0;
  private readonly hands = new Int32Array(8);
  private readonly seats = new Int8Array(40);
  private readonly cards = new Int8Array(40);
  private readonly len = new Int8Array(5);
  private readonly mask = new Int32Array(5);
  private readonly onTable = new Int32Array(5);

  /** Whether `root` wins from the position of `sim` (not changed). */
  wins(sim: Sim, root: number): boolean {
    this.load(sim, root);
    return this.rec(0, sim.toAct);
  }

  /** Whether `root`, to act in `sim`, wins after playing `card` (a French32 index). */
  winsWith(sim: Sim, root: number, card: number): boolean {
    this.load(sim, root);
    return this.step(0, root, toS(card));
  }

  private load(sim: Sim, root: number): void {
    this.n = sim.n;
    this.inHand = sim.inHand;
    this.root = root;
    this.lastRow = sim.tricksLeft - 1;
    for (let s = 0; s < sim.n; s++) {
      let h = 0;
      for (let m = sim.hands[s]!; m !== 0; m &= m - 1) h |= 1 << toS(31 - Math.clz32(m & -m));
      this.hands[s] = h;
    }
    let table = 0;
    for (let i = 0; i < sim.trickLen; i++) {
      this.seats[i] = sim.trickSeat[i]!;
      this.cards[i] = toS(sim.trickCard[i]!);
      table |= 1 << this.cards[i]!;
    }
    this.len[0] = sim.trickLen;
    this.mask[0] = sim.trickMask;
    this.onTable[0] = table;
  }

  private rec(row: number, seat: number): boolean {
    this.nodes++;
    const hand = this.hands[seat]!;
    let playable = hand;
    const len = this.len[row]!;
    if (len > 0) {
      const follow = hand & SUIT[this.cards[row * 8]! >>> 3]!;
      if (follow !== 0) playable = follow;
    }
    let live = this.onTable[row]!;
    for (let s = 0; s < this.n; s++) live |= this.hands[s]!;
    const isRoot = seat === this.root;
    // Strongest first.
    for (let m = playable; m !== 0; ) {
      const c = 31 - Math.clz32(m);
      m &= ~(1 << c);
      const above = live & ABOVE[c]!;
      if (above !== 0 && (playable & (above & -above)) !== 0) continue; // equivalent to a stronger card
      const r = this.step(row, seat, c);
      if (isRoot ? r : !r) return r;
    }
    return !isRoot;
  }

  /** Plays card `c` (strength code) for `seat`, searches on, undoes. */
  private step(row: number, seat: number, c: number): boolean {
    const bit = 1 << c;
    this.hands[seat]! ^= bit;
    const base = row * 8;
    const len = this.len[row]!;
    this.seats[base + len] = seat;
    this.cards[base + len] = c;
    this.len[row] = len + 1;
    this.mask[row]! |= 1 << seat;
    this.onTable[row]! |= bit;
    let r: boolean;
    const waiting = this.inHand & ~this.mask[row]!;
    if (waiting !== 0) {
      r = this.rec(row, nextSeat(waiting, seat, this.n));
    } else {
      const w = this.winner(row);
      if (row === this.lastRow) r = w === this.root;
      else {
        this.len[row + 1] = 0;
        this.mask[row + 1] = 0;
        this.onTable[row + 1] = 0;
        r = this.rec(row + 1, w);
      }
    }
    this.len[row] = len;
    this.mask[row]! &= ~(1 << seat);
    this.onTable[row]! &= ~bit;
    this.hands[seat]! ^= bit;
    return r;
  }

  /** S-8, S-17 on strength codes. */
  private winner(row: number): number {
    const base = row * 8;
    const len = this.len[row]!;
    const led = this.cards[base]! >>> 3;
    let suit = -1;
    for (let i = 0; i < len; i++) {
      if ((this.inHand >>> this.seats[base + i]!) & 1 && this.cards[base + i]! >>> 3 === led) {
        suit = led;
        break;
      }
    }
    let best = -1;
    for (let i = 0; i < len; i++) {
      if (((this.inHand >>> this.seats[base + i]!) & 1) === 0) continue;
      const c = this.cards[base + i]!;
      if (suit === -1) suit = c >>> 3;
      if (c >>> 3 !== suit) continue;
      if (best < 0 || c > this.cards[base + best]!) best = i;
    }
    return this.seats[base + best]!;
  }
}

function nextSeat(set: number, from: number, n: number): number {
  for (let k = 1; k <= n; k++) {
    const s = (from + k) % n;
    if ((set >>> s) & 1) return s;
  }
  return -1;
}

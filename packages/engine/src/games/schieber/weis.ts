import type { SwissCard } from '../../cards/deck.ts';
import type { Seat } from '../../game.ts';
import { cardOf, cardText, RANK_9, RANK_U, RANKS, trumpOf, UNDENUFE } from './cards.ts';

/** J-12: a sequence in one suit (natural order 6…A, whatever the contract) or four of a kind. */
export const WEIS_KINDS = ['sequence', 'four'] as const;
export type WeisKind = (typeof WEIS_KINDS)[number];

export interface Weis {
  readonly kind: WeisKind;
  /** The suit of a sequence; -1 for four of a kind. */
  readonly suit: number;
  /** The lowest and the highest rank (the same rank for four of a kind). */
  readonly low: number;
  readonly high: number;
  readonly size: number;
  readonly points: number;
}

/** A seat's declared Weis: the best split of its nine cards (J-13). */
export interface Declaration {
  readonly seat: Seat;
  readonly weis: readonly Weis[];
  readonly points: number;
}

/** J-12: sequence points by length. */
const SEQUENCE_POINTS = [0, 0, 0, 20, 50, 100, 150, 200, 250, 300] as const;

/** J-12: four Unders 200, four 9s 150, any other four 100. */
export const fourPoints = (rank: number): number => (rank === RANK_U ? 200 : rank === RANK_9 ? 150 : 100);

/** Whether four suit masks hold any Weis at all (a quick test for legalActions). */
export function hasWeis(h0: number, h1: number, h2: number, h3: number): boolean {
  if ((h0 & h1 & h2 & h3) !== 0) return true;
  return ((h0 & (h0 >>> 1) & (h0 >>> 2)) | (h1 & (h1 >>> 1) & (h1 >>> 2)) | (h2 & (h2 >>> 1) & (h2 >>> 2)) | (h3 & (h3 >>> 1) & (h3 >>> 2))) !== 0;
}

function sequencesIn(suit: number, mask: number, out: Weis[]): void {
  let r = 0;
  while (r < RANKS) {
    if (((mask >>> r) & 1) === 0) {
      r++;
      continue;
    }
    let e = r;
    while (e + 1 < RANKS && ((mask >>> (e + 1)) & 1) === 1) e++;
    const size = e - r + 1;
    if (size >= 3) out.push({ kind: 'sequence', suit, low: r, high: e, size, points: SEQUENCE_POINTS[size]! });
    r = e + 1;
  }
}

/**
 * J-14 without the last tie-break (declaration order): > 0 when `a` beats `b`. Most points, then
 * more cards, then the higher top card (in Undenufe the lower), then the Weis in the trump suit.
 */
export function compareWeis(a: Weis, b: Weis, contract: number): number {
  if (a.points !== b.points) return a.points - b.points;
  if (a.size !== b.size) return a.size - b.size;
  if (a.high !== b.high) return contract === UNDENUFE ? b.high - a.high : a.high - b.high;
  const trump = trumpOf(contract);
  const ta = a.kind === 'sequence' && a.suit === trump ? 1 : 0;
  const tb = b.kind === 'sequence' && b.suit === trump ? 1 : 0;
  return ta - tb;
}

/** Inserts a Weis into a list kept strongest first. */
function insertByStrength(list: Weis[], w: Weis, contract: number): void {
  let i = list.length;
  list.push(w);
  while (i > 0 && compareWeis(w, list[i - 1]!, contract) > 0) {
    list[i] = list[i - 1]!;
    i--;
  }
  list[i] = w;
}

/**
 * J-13: the split of a hand (four suit masks) into Weis with the most points, a card in one Weis
 * only, strongest first. A four of a kind takes one card out of each suit's runs, so every subset
 * of the fours is tried; a run is never worth splitting (a longer sequence always scores more).
 * Splits with equal points: the one whose best Weis is stronger.
 */
export function findWeis(hand: readonly number[], contract: number, at = 0): Weis[] {
  const h = [hand[at]!, hand[at + 1]!, hand[at + 2]!, hand[at + 3]!];
  const fours = h[0]! & h[1]! & h[2]! & h[3]!;
  let best: Weis[] = [];
  let bestPoints = 0;
  let subset = fours;
  for (;;) {
    const found: Weis[] = [];
    for (let r = 0; r < RANKS; r++) {
      if (((subset >>> r) & 1) === 1) found.push({ kind: 'four', suit: -1, low: r, high: r, size: 4, points: fourPoints(r) });
    }
    for (let suit = 0; suit < 4; suit++) sequencesIn(suit, h[suit]! & ~subset, found);
    const split: Weis[] = [];
    let points = 0;
    for (const w of found) {
      insertByStrength(split, w, contract);
      points += w.points;
    }
    if (points > bestPoints || (points === bestPoints && points > 0 && compareWeis(split[0]!, best[0]!, contract) > 0)) {
      best = split;
      bestPoints = points;
    }
    if (subset === 0) break;
    subset = (subset - 1) & fours;
  }
  return best;
}

/** The cards of a Weis, as indices. */
export function weisCards(w: Weis): number[] {
  const out: number[] = [];
  if (w.kind === 'four') for (let suit = 0; suit < 4; suit++) out.push(cardOf(suit, w.low));
  else for (let r = w.low; r <= w.high; r++) out.push(cardOf(w.suit, r));
  return out;
}

/** A Weis as plain JSON for views and summaries. */
export interface ShownWeis {
  readonly kind: WeisKind;
  readonly cards: readonly SwissCard[];
  readonly points: number;
}

export const showWeis = (w: Weis): ShownWeis => ({ kind: w.kind, cards: weisCards(w).map(cardText), points: w.points });

/**
 * J-14: the seat holding the single best Weis among the declarations, or null when nobody
 * declared. The last tie-break: the declaration first in playing order from Vorhand.
 */
export function bestWeisSeat(declarations: readonly Declaration[], vorhand: Seat, contract: number): Seat | null {
  let best: Declaration | null = null;
  for (let i = 0; i < 4; i++) {
    for (const d of declarations) {
      if (d.seat !== (vorhand + i) % 4 || d.weis.length === 0) continue;
      if (best === null || compareWeis(d.weis[0]!, best.weis[0]!, contract) > 0) best = d;
    }
  }
  return best === null ? null : best.seat;
}

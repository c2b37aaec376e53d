import { SWISS36, SWISS_SUITS, type SwissCard, type SwissSuit } from '../../cards/deck.ts';

/**
 * Cards are SWISS36 indices `suit * 9 + rank` (suits e t s r, ranks 6 7 8 9 T U O K A, J-1).
 * A hand is four 9-bit suit masks (bit = rank): 36 cards do not fit one 32-bit mask.
 */
export const RANKS = 9;
export const FULL_SUIT = 0x1ff;
export const RANK_9 = 3;
export const RANK_U = 5;
export const RANK_O = 6;
export const RANK_K = 7;

export const suitOf = (card: number): number => (card / RANKS) | 0;
export const rankOf = (card: number): number => card % RANKS;
export const cardOf = (suit: number, rank: number): number => suit * RANKS + rank;
export const cardText = (card: number): SwissCard => SWISS36.cards[card]!;
export const suitText = (suit: number): SwissSuit => SWISS_SUITS[suit]!;

const RANK_CODE = new Int8Array(128).fill(-1);
const SUIT_CODE = new Int8Array(128).fill(-1);
SWISS36.ranks.forEach((r, i) => (RANK_CODE[r.charCodeAt(0)] = i));
SWISS36.suits.forEach((x, i) => (SUIT_CODE[x.charCodeAt(0)] = i));

/** Card text (`Ue`) → index, -1 if it is not a card: faster than a Map in the hot path. */
export function cardIndex(text: string): number {
  if (text.length !== 2) return -1;
  const r = RANK_CODE[text.charCodeAt(0) & 127]!;
  const s = SUIT_CODE[text.charCodeAt(1) & 127]!;
  return r < 0 || s < 0 || text.charCodeAt(0) > 127 || text.charCodeAt(1) > 127 ? -1 : s * RANKS + r;
}

/** The six contracts of J-4, by id 0…5: trump in suit 0…3, then Obenabe and Undenufe. */
export const CONTRACTS = ['trump e', 'trump t', 'trump s', 'trump r', 'obenabe', 'undenufe'] as const;
export type Contract = (typeof CONTRACTS)[number];
export const OBENABE = 4;
export const UNDENUFE = 5;

/** The trump suit of a contract id, or -1 for Obenabe and Undenufe. */
export const trumpOf = (contract: number): number => (contract < 4 ? contract : -1);

/** J-6 by rank index (6 7 8 9 T U O K A): trump U > 9 > A > K > O > 10 > 8 > 7 > 6. */
export const TRUMP_STRENGTH = [0, 1, 2, 7, 3, 8, 4, 5, 6] as const;

/** J-7 by rank index, per kind of suit. */
const TRUMP_POINTS = [0, 0, 0, 14, 10, 20, 3, 4, 11] as const;
const SIDE_POINTS = [0, 0, 0, 0, 10, 2, 3, 4, 11] as const;
const OBENABE_POINTS = [0, 0, 8, 0, 10, 2, 3, 4, 11] as const;
const UNDENUFE_POINTS = [11, 0, 8, 0, 10, 2, 3, 4, 0] as const;

function tableFor(contract: number, value: (suit: number, rank: number) => number): Int16Array {
  const t = new Int16Array(36);
  for (let c = 0; c < 36; c++) t[c] = value(suitOf(c), rankOf(c));
  return t;
}

/** Card points per contract id and card (J-7). Every row sums to 152. */
export const POINTS: readonly Int16Array[] = CONTRACTS.map((_, contract) =>
  tableFor(contract, (suit, rank) => {
    if (contract === OBENABE) return OBENABE_POINTS[rank]!;
    if (contract === UNDENUFE) return UNDENUFE_POINTS[rank]!;
    return suit === contract ? TRUMP_POINTS[rank]! : SIDE_POINTS[rank]!;
  }),
);

/**
 * The strength of a card within its suit under a contract (J-6): higher wins. Trumps get 100 more
 * so that one comparison ranks any trump above any other card (J-11).
 */
export const STRENGTH: readonly Int16Array[] = CONTRACTS.map((_, contract) =>
  tableFor(contract, (suit, rank) => {
    if (contract === UNDENUFE) return 8 - rank;
    if (suit === contract) return 100 + TRUMP_STRENGTH[rank]!;
    return rank;
  }),
);

/** `ABOVE_TRUMP[k + 1]`: the rank mask of the trumps stronger than trump strength k (k = -1: all). */
export const ABOVE_TRUMP: readonly number[] = Array.from({ length: 10 }, (_, i) => {
  let m = 0;
  for (let r = 0; r < RANKS; r++) if (TRUMP_STRENGTH[r]! > i - 1) m |= 1 << r;
  return m;
});

export function popcount9(m: number): number {
  let n = 0;
  while (m !== 0) {
    m &= m - 1;
    n++;
  }
  return n;
}

/** The cards of a hand (four suit masks starting at `at`), ascending by index. */
export function cardsOf(masks: readonly number[], at = 0): number[] {
  const out: number[] = [];
  for (let suit = 0; suit < 4; suit++) {
    let m = masks[at + suit]!;
    while (m !== 0) {
      const low = m & -m;
      out.push(suit * RANKS + 31 - Math.clz32(low));
      m ^= low;
    }
  }
  return out;
}

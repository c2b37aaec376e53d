import { GERMAN32, type GermanCard } from '../../cards/deck.ts';

/**
 * Cards are GERMAN32 indices `suit * 8 + rank` (suits h b l a, ranks 7 8 9 T U O K A), card sets
 * 32-bit masks. Suits mean nothing in Sedma (D-1) except the red king (D-4).
 */
export const RANK_7 = 0;
export const RANK_8 = 1;
export const RANK_9 = 2;
export const RANK_T = 3;
export const RANK_K = 6;
export const RANK_A = 7;

export const rankOf = (card: number): number => card & 7;
/** The four cards of a rank. */
export const rankMask = (rank: number): number => 0x01010101 << rank;

/** D-4: Srdce Král, the red king. */
export const RED_KING = 6; // `Kh`: suit h (0), rank K (6)
export const RED_KING_BIT = 1 << RED_KING;

/** D-12: aces and tens count 10 each. */
export const POINT_CARDS = rankMask(RANK_T) | rankMask(RANK_A);
export const CARD_POINTS = 10;
export const LAST_TRICK_POINTS = 10;
export const TOTAL_POINTS = 90;

/** D-3: with three players the 8 and the 9 of Žaludy (acorns) leave the deck. */
export const REMOVED_FOR_THREE = (1 << (3 * 8 + RANK_8)) | (1 << (3 * 8 + RANK_9));
export const FULL_DECK = -1;

export const deckFor = (players: number): number => (players === 3 ? FULL_DECK & ~REMOVED_FOR_THREE : FULL_DECK);
export const removedFor = (players: number): number => (players === 3 ? REMOVED_FOR_THREE : 0);

/** D-5: each player holds four cards. */
export const HAND_SIZE = 4;

export const cardText = (card: number): GermanCard => GERMAN32.cards[card]!;
export const rankText = (rank: number): string => GERMAN32.ranks[rank]!;

/** D-8: the cards that beat a trick led with `first`. */
export function beatingMask(first: number, players: number): number {
  const m = rankMask(rankOf(first)) | rankMask(RANK_7);
  return players === 3 ? m | RED_KING_BIT : m;
}

export const beats = (card: number, first: number, players: number): boolean =>
  ((beatingMask(first, players) >>> card) & 1) === 1;

/**
 * The rank of which `hand` holds all four cards, or -1 (D-13). A hand has at most four cards
 * (D-5), so it must be exactly the four cards of the rank of its lowest card.
 */
export function fourOfARank(hand: number): number {
  const r = (31 - Math.clz32(hand & -hand)) & 7;
  return hand !== 0 && hand === rankMask(r) ? r : -1;
}

/**
 * The trick on the table, packed into one number so that a card played allocates nothing:
 * bits 0-2 the number of cards, then six bits per card (a SWISS36 index) in playing order.
 */
export type PackedTrick = number;

export const EMPTY_TRICK: PackedTrick = 0;

export const trickSize = (t: PackedTrick): number => t & 7;

export const trickCard = (t: PackedTrick, i: number): number => (t >>> (3 + 6 * i)) & 63;

export const withCard = (t: PackedTrick, card: number): PackedTrick => (t + 1) | (card << (3 + 6 * (t & 7)));

export function trickCards(t: PackedTrick): number[] {
  const out: number[] = [];
  for (let i = 0; i < trickSize(t); i++) out.push(trickCard(t, i));
  return out;
}

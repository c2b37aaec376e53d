import { FRENCH32 } from '../../cards/deck.ts';
import type { TrickCard } from './state.ts';

/** S-1: within a suit 10 > 9 > 8 > 7 > A > K > Q > J. By rank index (7 8 9 T J Q K A). */
const STRENGTH = [4, 5, 6, 7, 0, 1, 2, 3] as const;

export const suitOf = (card: number): number => card >>> 3;
export const strength = (card: number): number => STRENGTH[card & 7]!;
export const SUIT_MASKS = [0xff, 0xff00, 0xff0000, 0xff000000 | 0] as const;
export const suitMask = (suit: number): number => SUIT_MASKS[suit]!;
export const FULL_DECK = -1; // all 32 bits

export const cardText = (card: number) => FRENCH32.cards[card]!;

/**
 * S-8 and S-17: the trick goes to the highest card of the led suit among the seats still in the
 * hand; if none of them followed, the first of their cards counts as the lead.
 */
export function trickWinner(trick: readonly TrickCard[], inHand: number): TrickCard | null {
  let lead = -1;
  let best: TrickCard | null = null;
  const led = trick.length > 0 ? suitOf(trick[0]!.card) : -1;
  for (const t of trick) {
    if (((inHand >>> t.seat) & 1) === 0) continue;
    if (suitOf(t.card) === led) {
      lead = led;
      break;
    }
  }
  for (const t of trick) {
    if (((inHand >>> t.seat) & 1) === 0) continue;
    if (lead === -1) lead = suitOf(t.card);
    if (suitOf(t.card) !== lead) continue;
    if (best === null || strength(t.card) > strength(best.card)) best = t;
  }
  return best;
}

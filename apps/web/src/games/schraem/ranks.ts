import type { Mode } from '@stammtisch/engine/games/schraem/options';
import { trickWinner } from './table.ts';

/** S-1: the ranks of a suit, strongest first — what 7-Schräm's rank strip shows. */
export const RANKS = ['T', '9', '8', '7', 'A', 'K', 'Q', 'J'] as const;

export interface StripRank {
  readonly rank: string;
  /** A card of this rank and of the led suit lies in the trick. */
  readonly played: boolean;
  /** …and it takes the trick so far. */
  readonly best: boolean;
}

/** The led suit and, per rank, whether it is in the trick and whether it leads it (S-8). */
export function rankStrip(trick: readonly { seat: number; card: string }[], inHand: readonly number[]): { suit: string | null; ranks: StripRank[] } {
  const suit = trick[0]?.card.slice(-1) ?? null;
  const lead = trick.length > 0 ? trickWinner(trick, inHand) : null;
  const bestCard = lead === null ? null : (trick.find((t) => t.seat === lead)?.card ?? null);
  const played = new Set(trick.filter((t) => t.card.slice(-1) === suit).map((t) => t.card.slice(0, -1)));
  return {
    suit,
    ranks: RANKS.map((rank) => ({ rank, played: played.has(rank), best: bestCard !== null && bestCard.slice(-1) === suit && bestCard.slice(0, -1) === rank })),
  };
}

/** Shown on the table: always in Anfänger unless turned off, in other modes when turned on. */
export const stripShown = (setting: 'auto' | 'on' | 'off', mode: Mode): boolean => setting === 'on' || (setting === 'auto' && mode === 'anfaenger');

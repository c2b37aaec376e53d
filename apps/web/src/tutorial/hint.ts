import type { SchraemView } from '@stammtisch/engine/games/schraem/index';
import { strength, trickWinner } from '../games/schraem/table.ts';

/** Why a suggested 7-Schräm card is a good one, read from the situation (issue 16: hints). */
export type HintReason = 'last-card' | 'lead-low' | 'lead-high' | 'win' | 'win-last' | 'follow-low' | 'discard';

const suit = (code: string): string => code.slice(-1);

export function hintReason(v: SchraemView, card: string): HintReason {
  const hand = v.hand ?? [];
  if (hand.length <= 1) return 'last-card';
  if (v.trick.length === 0) return hand.every((c) => strength(c) >= strength(card)) ? 'lead-low' : 'lead-high';
  const led = suit(v.trick[0]!.card);
  if (suit(card) !== led) return 'discard';
  const me = v.viewer === 'spectator' ? 0 : v.viewer;
  const wins = trickWinner([...v.trick, { seat: me, card }], v.inHand) === me;
  if (!wins) return 'follow-low';
  // The last trick of the hand: four cards each, this is the fourth.
  return v.tricks.length === 3 ? 'win-last' : 'win';
}

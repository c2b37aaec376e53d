import { bitsOf } from '../../cards/bits.ts';
import type { FrenchCard } from '../../cards/deck.ts';
import type { Seat } from '../../game.ts';
import { cardText } from './cards.ts';
import type { Phase, SchraemState } from './state.ts';
import { scores, seatsIn, type ShownCard } from './view.ts';

/**
 * The stable JSON of a 7-Schräm state for scenarios and tests (documented in docs/scenarios.md).
 * Unlike a view it shows everything, hands included.
 */
export interface SchraemSummary {
  readonly lives: readonly number[];
  readonly value: number;
  readonly leader: Seat;
  readonly toAct: Seat | null;
  readonly inHand: readonly Seat[];
  readonly phase: Phase;
  readonly handNumber: number;
  readonly gameWinner: Seat | null;
  readonly scores: readonly number[];
  readonly hands: readonly (readonly FrenchCard[])[];
  readonly trick: readonly ShownCard[];
  readonly tricksPlayed: number;
  readonly heldAt: readonly number[];
  readonly lastKnocker: Seat | null;
  readonly lastHand: { readonly winner: Seat; readonly value: number; readonly reason: string; readonly lost: readonly number[] } | null;
}

export function summary(s: SchraemState): SchraemSummary {
  const n = s.lives.length;
  return {
    lives: s.lives,
    value: s.value,
    leader: s.leader,
    toAct: s.toAct,
    inHand: seatsIn(s.inHand, n),
    phase: s.phase,
    handNumber: s.handNumber,
    gameWinner: s.winner,
    scores: scores(s),
    hands: s.hands.map((h) => bitsOf(h).map(cardText)),
    trick: s.trick.map((t) => ({ seat: t.seat, card: cardText(t.card) })),
    tricksPlayed: s.tricks.length,
    heldAt: s.heldAt,
    lastKnocker: s.lastKnocker,
    lastHand: s.lastHand && {
      winner: s.lastHand.winner,
      value: s.lastHand.value,
      reason: s.lastHand.reason,
      lost: s.lastHand.lost,
    },
  };
}

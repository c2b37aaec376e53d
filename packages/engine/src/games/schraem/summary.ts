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
  /** V-2: cards laid face down per seat, those of them shown, who exchanged, the exchange being answered. */
  readonly laid: readonly (readonly FrenchCard[])[];
  readonly shownLaid: readonly FrenchCard[];
  readonly exchanged: readonly Seat[];
  readonly exchanger: Seat | null;
  /** V-3: the proposal being answered. */
  readonly proposer: Seat | null;
  /** V-6: how the slate is chalked. */
  readonly slate: string;
  /** V-5: who leads the table's next game once this one is over. */
  readonly nextLeader: Seat;
  /** V-7/V-8: the value the hand started at. */
  readonly startValue: number;
  /** V-20/V-21: what the hand belongs to, the seats still in that round, cards per seat. */
  readonly stage: string;
  readonly round: readonly Seat[];
  readonly handSize: number;
  /** V-20: the half being played, the losers of the halves, the loser of the game. */
  readonly half: number;
  readonly halfLosers: readonly Seat[];
  readonly gameLoser: Seat | null;
}

/** V-5: `rotate` — the seat after this game's first leader; `loser` — the seat after the first one out. */
export function nextLeader(s: SchraemState): Seat {
  const n = s.lives.length;
  const dealer = s.options.firstDealer === 'loser' && s.firstOut !== null ? s.firstOut : s.firstLeader;
  return ((dealer + 1) % n) as Seat;
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
    laid: s.laid.map((h) => bitsOf(h).map(cardText)),
    shownLaid: bitsOf(s.shownLaid).map(cardText),
    exchanged: seatsIn(s.exchanged, n),
    exchanger: s.exchanger,
    proposer: s.proposer,
    slate: s.options.slate,
    nextLeader: nextLeader(s),
    startValue: s.startValue,
    stage: s.stage,
    round: seatsIn(s.round, n),
    handSize: s.handSize,
    half: s.half,
    halfLosers: s.halfLosers,
    gameLoser: s.loser,
  };
}

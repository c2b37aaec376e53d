import { popcount } from '../../cards/bits.ts';

/**
 * The betting abstraction of the self-play table (issue 19, docs/bots.md): an information set of
 * a knock or an answer is reduced to
 * - the decision: knock (or play on) / answer (hold or pass);
 * - the own chance from the strength table (strength.ts), in 8 buckets;
 * - the value: before a knock the value now (1–6), when answering the value of the knock (2–7);
 * - the own lives: 1, 2, 3, 4–5, 6+;
 * - the seats in the hand: 2, 3, 4+;
 * - whether another seat has knocked (before a knock) or already held this knock (answering);
 * - the own cards left: 0–1, 2, 3, 4 (the position in the hand).
 */
export type BetKind = 'knock' | 'answer';

const STRENGTH_BUCKETS = 8;
const VALUES = 7;
const LIVES = 5;
const SEATS = 3;
const FLAGS = 2;
const CARDS = 4;
export const BET_CELLS = 2 * STRENGTH_BUCKETS * VALUES * LIVES * SEATS * FLAGS * CARDS;

const livesBucket = (l: number): number => (l <= 3 ? Math.max(0, l - 1) : l <= 5 ? 3 : 4);

export interface BetSituation {
  readonly kind: BetKind;
  /** Own chance to win the hand (strength.ts handStrength). */
  readonly strength: number;
  readonly value: number;
  readonly lives: number;
  /** Bit set of the seats in the hand. */
  readonly inHand: number;
  readonly flag: boolean;
  readonly cards: number;
}

export function betCell(b: BetSituation): number {
  let i = b.kind === 'knock' ? 0 : 1;
  i = i * STRENGTH_BUCKETS + Math.min(STRENGTH_BUCKETS - 1, Math.floor(b.strength * STRENGTH_BUCKETS));
  i = i * VALUES + Math.min(VALUES, Math.max(1, b.value)) - 1;
  i = i * LIVES + livesBucket(b.lives);
  i = i * SEATS + Math.min(SEATS - 1, Math.max(0, popcount(b.inHand) - 2));
  i = i * FLAGS + (b.flag ? 1 : 0);
  return i * CARDS + Math.max(0, Math.min(CARDS, b.cards) - 1);
}

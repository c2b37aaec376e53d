import { popcount } from '../../cards/bits.ts';
import { POINT_CARDS, RANK_7, rankMask } from '../../games/sedma/cards.ts';

/**
 * The abstraction of the self-play tables (`npm run train:sedma`, train.ts), from what the seat
 * to decide sees.
 *
 * Continue or stop (D-9), asked of a leader beaten by an opponent, holding at least one beating card: the
 * points on the trick (0 … 40+), how many beating cards it holds (1, 2, 3+), the stage (stock
 * above 10, 3–10, 1–2 per seat's draw left, stock empty with more than two cards in hand, stock
 * empty with at most two — the last trick's 10 near), and the score so far (its side behind,
 * level, ahead), per number of players (2, 3, 4): 3 × 225 cells.
 *
 * The exchange (D-6, four players): the leader's 7s (0, 1, 2+), Aces and Tens (0 … 3+) and
 * whether it holds a pair of another rank: 24 cells.
 */
export const CONTINUE_CELLS_PER_N = 5 * 3 * 5 * 3;
export const CONTINUE_CELLS = 3 * CONTINUE_CELLS_PER_N;
export const EXCHANGE_CELLS = 3 * 4 * 2;

export interface ContinueSituation {
  readonly n: number;
  /** Card points on the trick (multiples of 10). */
  readonly trickPoints: number;
  readonly beatingInHand: number;
  readonly stockLeft: number;
  readonly handSize: number;
  /** The deciding side's points minus the other side's so far. */
  readonly margin: number;
}

export function stageOf(stockLeft: number, n: number, handSize: number): number {
  if (stockLeft > 10) return 0;
  if (stockLeft > n) return 1;
  if (stockLeft > 0) return 2;
  return handSize > 2 ? 3 : 4;
}

export function continueCell(s: ContinueSituation): number {
  const p = Math.min(Math.round(s.trickPoints / 10), 4);
  const b = Math.min(s.beatingInHand, 3) - 1;
  const stage = stageOf(s.stockLeft, s.n, s.handSize);
  const m = s.margin < 0 ? 0 : s.margin === 0 ? 1 : 2;
  return (s.n - 2) * CONTINUE_CELLS_PER_N + ((p * 3 + b) * 5 + stage) * 3 + m;
}

export function exchangeCell(hand: number): number {
  const sevens = Math.min(popcount(hand & rankMask(RANK_7)), 2);
  const points = Math.min(popcount(hand & POINT_CARDS), 3);
  let pair = 0;
  for (let r = 1; r < 8; r++) if (popcount(hand & rankMask(r)) >= 2) pair = 1;
  return (sevens * 4 + points) * 2 + pair;
}

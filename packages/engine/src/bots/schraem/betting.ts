import { survivalChance } from './equity.ts';

/**
 * The stakes arithmetic of S-10..S-14 turned into thresholds on the chance to win the hand. Every
 * outcome is valued by the game-winning chance it leaves (equity.ts), so a life costs more the
 * fewer are left and elimination weighs most. All three levels use these; Schwer also uses them
 * as its model of how other players bet.
 */
export interface Stakes {
  readonly lives: readonly number[];
  /** Seats still in the hand, the deciding seat included. */
  readonly inHand: readonly number[];
  readonly value: number;
}

/** Lives after a hand won by `winner` at `value` (everyone else in `stay` pays), plus fixed costs. */
export function livesAfter(
  lives: readonly number[],
  stay: readonly number[],
  winner: number,
  value: number,
  paid: readonly (readonly [number, number])[] = [],
): number[] {
  const out = lives.slice();
  for (const s of stay) if (s !== winner) out[s] = Math.max(0, out[s]! - value);
  for (const [s, cost] of paid) out[s] = Math.max(0, out[s]! - cost);
  return out;
}

/** Equity of `me` when the hand is won by `winner` (averaged over the others when winner = -1). */
function equityIf(lives: readonly number[], stay: readonly number[], me: number, winner: number, value: number, paid: readonly (readonly [number, number])[] = []): number {
  if (winner >= 0) return survivalChance(livesAfter(lives, stay, winner, value, paid), me);
  const others = stay.filter((s) => s !== me);
  if (others.length === 0) return survivalChance(livesAfter(lives, [], me, value, paid), me);
  let sum = 0;
  for (const w of others) sum += survivalChance(livesAfter(lives, stay, w, value, paid), me);
  return sum / others.length;
}

/**
 * Answering a knock (S-13, S-14): holding wins nothing or loses the new value; passing pays the
 * stake now. Returns the chance to win above which holding is worth more than passing, with the
 * winner among the others taken as even.
 */
export function holdThreshold(st: Stakes, me: number, stake: number): number {
  const others = st.inHand.filter((s) => s !== me);
  const a = equityIf(st.lives, st.inHand, me, me, st.value);
  const b = equityIf(st.lives, st.inHand, me, -1, st.value);
  const c = equityIf(st.lives, others, me, -1, st.value, [[me, stake]]);
  return threshold(c - b, a - b);
}

/**
 * Knocking (S-11): the value rises by `raise`, assuming every other seat holds (the cautious
 * case). Returns the chance to win above which knocking is worth more than playing on.
 */
export function knockThreshold(st: Stakes, me: number, raise = 1): number {
  const v = st.value;
  const w = Math.min(7, v + raise);
  const a = equityIf(st.lives, st.inHand, me, me, v);
  const b = equityIf(st.lives, st.inHand, me, -1, v);
  const a2 = equityIf(st.lives, st.inHand, me, me, w);
  const b2 = equityIf(st.lives, st.inHand, me, -1, w);
  return threshold(b - b2, a2 - b2 - a + b);
}

/** p with p * den = num, clamped to [0, 1] (den ≤ 0: never, unless num ≤ 0 too). */
function threshold(num: number, den: number): number {
  if (den <= 1e-12) return num <= 0 ? 0 : 1;
  return Math.min(1, Math.max(0, num / den));
}

export const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

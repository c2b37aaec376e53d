import type { Rng } from '../cards/rng.ts';

/**
 * C(n, k) for n up to 36 (the largest deck): the number of hands of k cards that n allowed cards
 * give, which is what a sampler's importance weight multiplies by at each seat.
 */
export const BINOMIAL: readonly (readonly number[])[] = Array.from({ length: 37 }, (_, n) => {
  const row = [1];
  for (let k = 1; k <= n; k++) row.push((row[k - 1]! * (n - k + 1)) / k);
  return row;
});

/** A uniformly random hand of `n` cards from the card set `from`, which holds at least `n`; `scratch` is reused. */
export function drawHand(from: number, n: number, rng: Rng, scratch: number[]): number {
  scratch.length = 0;
  for (let m = from; m !== 0; m &= m - 1) scratch.push(31 - Math.clz32(m & -m));
  rng.chooseToFront(scratch, n);
  let hand = 0;
  for (let i = 0; i < n; i++) hand |= 1 << scratch[i]!;
  return hand;
}

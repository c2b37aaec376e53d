import type { Rng } from '../cards/rng.ts';

/**
 * Picks an option by a softmax over values: the best most often, a near-best now and then, a bad
 * one almost never — the mistakes of a level fall where they cost little. `temperature` 0 picks
 * the best (first on a tie).
 */
export function softmaxPick<T>(options: readonly { readonly value: number; readonly item: T }[], temperature: number, rng: Rng): T {
  let best = 0;
  for (let i = 1; i < options.length; i++) if (options[i]!.value > options[best]!.value) best = i;
  if (temperature <= 0 || options.length === 1) return options[best]!.item;
  const top = options[best]!.value;
  const weights = options.map((o) => Math.exp((o.value - top) / temperature));
  let total = 0;
  for (const w of weights) total += w;
  let r = rng.next() * total;
  for (let i = 0; i < options.length; i++) {
    r -= weights[i]!;
    if (r < 0) return options[i]!.item;
  }
  return options[best]!.item;
}

/**
 * A softmax over values, but never a move more than `worst` below the best: a level's mistakes are
 * the ones that cost little (no throwing away the Buur for nothing).
 */
export function humanPick<T>(options: readonly { readonly value: number; readonly item: T }[], temperature: number, worst: number, rng: Rng): T {
  let top = -Infinity;
  for (const o of options) if (o.value > top) top = o.value;
  return softmaxPick(options.filter((o) => o.value >= top - worst), temperature, rng);
}

/** A draw from a logistic distribution of the given scale (noise on a level's judgement). */
export function logisticNoise(rng: Rng, scale: number): number {
  const u = Math.min(1 - 1e-9, Math.max(1e-9, rng.next()));
  return scale * Math.log(u / (1 - u));
}

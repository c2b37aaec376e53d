import type { BenchCase } from './bench.ts';
import { dealKey, shuffledDeck } from './cards/deals.ts';
import type { Rng } from './cards/rng.ts';

/**
 * Helpers of the bench's bare references (`games/<game>/bench.ts`): the least a random hand of
 * trick-taking costs in plain JavaScript — bit masks, no rules beyond following suit, no
 * immutability, no views — so each game's figure can be read against one measured in the same run.
 */

/** A uniformly random set bit of `mask` (not 0), drawn as the engine's benches draw an action. */
export function randomBit(mask: number, rng: Rng): number {
  let k = rng.int(popcount(mask));
  for (;;) {
    const low = mask & -mask;
    if (k-- === 0) return 31 - Math.clz32(low);
    mask ^= low;
  }
}

export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Moves `count` random cards of `deck` to its front (a Fisher–Yates stopped early). */
export function shuffleFront(deck: number[], count: number, rng: Rng): void {
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(deck.length - i);
    const t = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = t;
  }
}

/**
 * A game's fair deals alone: per unit, the places of a `size`-card deck that the game's deal
 * draws (`front`), from the same SHA-256 stream the engine deals from.
 */
export function fairDealsCase(name: string, unit: string, size: number, front: number): BenchCase {
  return {
    name,
    unit,
    run(units, seed) {
      const key = dealKey(`${name}-${seed}`);
      let sum = 0;
      for (let u = 0; u < units; u++) sum += shuffledDeck(key, u + 1, size, front)[0]!;
      if (sum < 0) throw new Error('unreachable');
      return units;
    },
  };
}

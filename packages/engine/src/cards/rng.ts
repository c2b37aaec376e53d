/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): 128 bits of state, fast in plain
 * JavaScript, good statistical quality — for bots' searches and tests. The deals never use it:
 * they come from SHA-256 in counter mode per deal (cards/deals.ts, docs/fairness.md).
 */
export type RngState = readonly [number, number, number, number];

/** Hashes any seed string into four 32-bit words (FNV-1a lanes, then avalanche). */
function hashSeed(seed: string): [number, number, number, number] {
  let h1 = 0x811c9dc5, h2 = 0x01000193 ^ 0x9e3779b9, h3 = 0x85ebca6b, h4 = 0xc2b2ae35;
  for (let i = 0; i < seed.length; i++) {
    const c = seed.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h3 = Math.imul(h3 ^ c, 0x27d4eb2d);
    h4 = Math.imul(h4 ^ c, 0x165667b1);
  }
  const mix = (h: number, k: number): number => {
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b ^ k);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  };
  return [mix(h1, 1), mix(h2 ^ seed.length, 2), mix(h3, 3), mix(h4, 4)];
}

/** A mutable generator for a stretch of work (a shuffle, a bot's search); `state` to store it. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  static fromSeed(seed: string | number): Rng {
    const rng = new Rng(hashSeed(String(seed)));
    for (let i = 0; i < 12; i++) rng.nextUint32();
    return rng;
  }

  get state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An unbiased integer in [0, bound), bound ≤ 2^21 (Lemire's multiply-and-reject). */
  int(bound: number): number {
    if (bound <= 1) return 0;
    let m = this.nextUint32() * bound; // exact: below 2^53
    let low = m >>> 0; // m mod 2^32
    if (low < bound) {
      const threshold = (4294967296 - bound) % bound;
      while (low < threshold) {
        m = this.nextUint32() * bound;
        low = m >>> 0;
      }
    }
    return (m - low) / 4294967296;
  }

  /** Fisher–Yates in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }

  /** Moves a uniformly random choice of `n` of `items`, in random order, to its front (a partial Fisher–Yates). */
  chooseToFront<T>(items: T[], n: number): void {
    for (let i = 0; i < n; i++) {
      const j = i + this.int(items.length - i);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)]!;
  }
}

export const seedState = (seed: string | number): RngState => Rng.fromSeed(seed).state;

/** A fresh random seed for a new game (128 bits, hex), from the platform's crypto source. */
export function randomSeed(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

import { fromHex, sha256, sha256Block } from './sha256.ts';

/**
 * The deal generator (docs/fairness.md): SHA-256 in counter mode. A game's seed gives the key
 * `K = SHA-256(UTF-8 seed)`; deal number `n` (0 = the draw of the first dealer or leader, 1 the
 * first hand, …) reads the blocks `SHA-256(K ‖ u32be(n) ‖ u32be(c))` for c = 0, 1, …, each as
 * eight big-endian 32-bit words. Every deal has its own stream: seeing one deal's cards tells
 * nothing about another's without the key.
 */

/** The key of a game's deals, as lowercase hex (kept inside the state, never in a view). */
export const dealKey = (seed: string | number): string => sha256(String(seed));

/** The key's eight big-endian words; the last key is kept (a game deals from one key). */
let lastKey = '';
let lastWords = new Uint32Array(8);
function keyWords(key: string): Uint32Array {
  if (key === lastKey) return lastWords;
  const k = fromHex(key);
  if (k.length !== 32) throw new RangeError('a deal key is 32 bytes');
  const view = new DataView(k.buffer, k.byteOffset, 32);
  lastWords = Uint32Array.from({ length: 8 }, (_, i) => view.getUint32(4 * i));
  lastKey = key;
  return lastWords;
}

export class DealStream {
  /** The padded 40-byte message `K ‖ u32be(deal) ‖ u32be(counter)` as words, then scratch. */
  private readonly block = new Uint32Array(64);
  private readonly words = new Uint32Array(8);
  private at = 8;

  constructor(key: string, deal: number) {
    this.block.set(keyWords(key));
    this.block[8] = deal >>> 0;
    this.block[9] = 0;
    this.block[10] = 0x80000000; // SHA-256 padding: a 1 bit, zeros, the length (320 bits) last
    this.block[15] = 320;
  }

  nextUint32(): number {
    if (this.at === 8) {
      sha256Block(this.block, this.words);
      this.block[9] = (this.block[9]! + 1) >>> 0;
      this.at = 0;
    }
    return this.words[this.at++]!;
  }

  /** Uniform in [0, bound): a word w ≥ 2^32 − (2^32 mod bound) is thrown away and the next taken; else w mod bound. */
  int(bound: number): number {
    if (!Number.isInteger(bound) || bound < 1 || bound > 4294967296) throw new RangeError(`bad bound ${bound}`);
    const limit = 4294967296 - (4294967296 % bound);
    for (;;) {
      const w = this.nextUint32();
      if (w < limit) return w % bound;
    }
  }

  /** Fisher–Yates from the front: for i = 0 … len−2, swap items[i] with items[i + int(len − i)]. */
  shuffle<T>(items: T[]): T[] {
    for (let i = 0; i < items.length - 1; i++) {
      const j = i + this.int(items.length - i);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }
}

/** Deal `deal` of a game: the deck's card indices 0 … size−1 in shuffled order. */
export function shuffledDeck(key: string, deal: number, size: number): number[] {
  return new DealStream(key, deal).shuffle(Array.from({ length: size }, (_, i) => i));
}

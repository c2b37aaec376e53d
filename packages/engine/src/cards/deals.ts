import { fromHex, sha256, sha256Bytes } from './sha256.ts';

/**
 * The deal generator (docs/fairness.md): SHA-256 in counter mode. A game's seed gives the key
 * `K = SHA-256(UTF-8 seed)`; deal number `n` (0 = the draw of the first dealer or leader, 1 the
 * first hand, …) reads the blocks `SHA-256(K ‖ u32be(n) ‖ u32be(c))` for c = 0, 1, …, each as
 * eight big-endian 32-bit words. Every deal has its own stream: seeing one deal's cards tells
 * nothing about another's without the key.
 */

/** The key of a game's deals, as lowercase hex (kept inside the state, never in a view). */
export const dealKey = (seed: string | number): string => sha256(String(seed));

export class DealStream {
  private readonly message = new Uint8Array(40);
  private readonly view: DataView;
  private counter = 0;
  private words: DataView = new DataView(new ArrayBuffer(32));
  private at = 8;

  constructor(key: string, deal: number) {
    this.message.set(fromHex(key), 0);
    this.view = new DataView(this.message.buffer);
    this.view.setUint32(32, deal >>> 0);
  }

  nextUint32(): number {
    if (this.at === 8) {
      this.view.setUint32(36, this.counter++);
      const block = sha256Bytes(this.message);
      this.words = new DataView(block.buffer, block.byteOffset, 32);
      this.at = 0;
    }
    return this.words.getUint32(4 * this.at++);
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

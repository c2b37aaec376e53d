import { firstRounds, hexWords, sha256BlockAfter, sha256Words, wordsHex } from './sha256.ts';

/**
 * The deal generator (docs/fairness.md): SHA-256 in counter mode. A game's seed gives the key
 * `K = SHA-256(UTF-8 seed)`; deal number `n` (0 = the draw of the first dealer or leader, 1 the
 * first hand, …) reads the blocks `SHA-256(K ‖ u32be(n) ‖ u32be(c))` for c = 0, 1, …, each as
 * eight big-endian 32-bit words. Every deal has its own stream: seeing one deal's cards tells
 * nothing about another's without the key.
 */

/**
 * The key's eight big-endian words, and SHA-256's working words after the eight rounds that read
 * only them (every block of the key's deals starts so). Only the last key is kept, in place (a
 * game deals from one key): a DealStream copies them, the shared stream reads them right after
 * opening its key.
 */
let lastKey = '';
const KEY_WORDS = new Uint32Array(8);
const KEY_AFTER8 = new Int32Array(8);

/**
 * The key of a game's deals, as lowercase hex (kept inside the state, never in a view). Its words
 * become the kept key at once: the game's first draw follows.
 */
export function dealKey(seed: string | number): string {
  lastKey = '';
  sha256Words(String(seed), KEY_WORDS);
  firstRounds(KEY_WORDS, KEY_AFTER8);
  lastKey = wordsHex(KEY_WORDS);
  return lastKey;
}

function openKey(key: string): void {
  if (key === lastKey) return;
  if (key.length !== 64) throw new RangeError('a deal key is 32 bytes');
  lastKey = '';
  hexWords(key, KEY_WORDS);
  firstRounds(KEY_WORDS, KEY_AFTER8);
  lastKey = key;
}

/**
 * `2^32 − (2^32 mod bound)` by bound, for the bounds a deck needs: `2^32 mod bound` is a
 * floating-point remainder (2^32 is no int32), the costliest step of a draw.
 */
const LIMITS: number[] = [];
for (let b = 0; b <= 64; b++) LIMITS.push(b === 0 ? 0 : 4294967296 - (4294967296 % b));
const limitOf = (bound: number): number => (bound <= 64 ? LIMITS[bound]! : 4294967296 - (4294967296 % bound));

const ORDERED: readonly number[] = Array.from({ length: 64 }, (_, i) => i);
const SHARED_BLOCK = new Uint32Array(16);
SHARED_BLOCK[10] = 0x80000000; // padding as in DealStream: the 40-byte message's length last
SHARED_BLOCK[15] = 320;
const SHARED_WORDS = new Uint32Array(8);

export class DealStream {
  /** The padded 40-byte message `K ‖ u32be(deal) ‖ u32be(counter)` as words. */
  private readonly block = new Uint32Array(16);
  private readonly words = new Uint32Array(8);
  private readonly after8 = new Int32Array(8);
  private at = 8;

  constructor(key: string, deal: number) {
    openKey(key);
    this.after8.set(KEY_AFTER8);
    this.block.set(KEY_WORDS);
    this.block[8] = deal >>> 0;
    this.block[9] = 0;
    this.block[10] = 0x80000000; // SHA-256 padding: a 1 bit, zeros, the length (320 bits) last
    this.block[15] = 320;
  }

  nextUint32(): number {
    if (this.at === 8) {
      sha256BlockAfter(this.after8, this.block, this.words);
      this.block[9] = (this.block[9]! + 1) >>> 0;
      this.at = 0;
    }
    return this.words[this.at++]!;
  }

  /** Uniform in [0, bound): a word w ≥ 2^32 − (2^32 mod bound) is thrown away and the next taken; else w mod bound. */
  int(bound: number): number {
    if (!Number.isInteger(bound) || bound < 1 || bound > 4294967296) throw new RangeError(`bad bound ${bound}`);
    const limit = limitOf(bound);
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

/**
 * Deal `deal` of a game: the deck's card indices 0 … size−1 in shuffled order. With `front`, only
 * the first `front` places are drawn (the rest stays in an unspecified order): Fisher–Yates from
 * the front fixes place i at step i, so those places equal the full shuffle's, for fewer blocks.
 */
export function shuffledDeck(key: string, deal: number, size: number, front = size): number[] {
  const deck = size <= 64 ? ORDERED.slice(0, size) : Array.from({ length: size }, (_, i) => i);
  openShared(key, deal);
  const steps = Math.min(front, size - 1);
  for (let i = 0; i < steps; i++) {
    const j = i + sharedInt(size - i);
    const t = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = t;
  }
  return deck;
}


/**
 * The first draw `int(bound)` of deal `deal`, as `new DealStream(key, deal).int(bound)` gives it,
 * on the shared words (no stream to allocate: a game's setup draws one number of deal 0).
 */
export function firstDraw(key: string, deal: number, bound: number): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > 4294967296) throw new RangeError(`bad bound ${bound}`);
  openShared(key, deal);
  return sharedInt(bound);
}

/** The shared stream (the functions that use it are synchronous): the words' next unread place. */
let sharedAt = 8;

function openShared(key: string, deal: number): void {
  openKey(key);
  SHARED_BLOCK.set(KEY_WORDS);
  SHARED_BLOCK[8] = deal >>> 0;
  SHARED_BLOCK[9] = 0;
  sharedAt = 8;
}

/** DealStream's `int` on the shared stream. */
function sharedInt(bound: number): number {
  const limit = limitOf(bound);
  for (;;) {
    if (sharedAt === 8) {
      sha256BlockAfter(KEY_AFTER8, SHARED_BLOCK, SHARED_WORDS); // the key is the one just opened
      SHARED_BLOCK[9] = (SHARED_BLOCK[9]! + 1) >>> 0;
      sharedAt = 0;
    }
    const w = SHARED_WORDS[sharedAt++]!;
    if (w < limit) return w % bound;
  }
}

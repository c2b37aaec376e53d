/**
 * SHA-256 of a UTF-8 string, as lowercase hex. Synchronous and dependency-free so that the server,
 * a Web Worker and the verifier page derive exactly the same values (deal commitments, bot seeds).
 */
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const IV = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);

/** The message schedule and the working words, shared (compress is synchronous): int32 keeps V8 on small integers, not doubles. */
const W = new Int32Array(64);
const V = new Int32Array(8);
const KI = Int32Array.from(K);

const bigSigma0 = (x: number): number => ((x >>> 2) | (x << 30)) ^ ((x >>> 13) | (x << 19)) ^ ((x >>> 22) | (x << 10));
const bigSigma1 = (x: number): number => ((x >>> 6) | (x << 26)) ^ ((x >>> 11) | (x << 21)) ^ ((x >>> 25) | (x << 7));

/** W[0..63] from the block's words `block[0..15]` (only read). All arithmetic is int32 (`| 0`): the same bits as uint32 mod 2^32. */
function schedule(block: Uint32Array): void {
  const w = W;
  for (let i = 0; i < 16; i++) w[i] = block[i]! | 0;
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
}

/**
 * Rounds `from` … `to − 1` (multiples of 8) on the working words `v`, reading W. Eight rounds a
 * pass with the roles of the words renamed in place of the eight moves per round; `ch` and `maj`
 * in their three-operation forms.
 */
function rounds(v: Int32Array, from: number, to: number): void {
  const k = KI;
  const w = W;
  let a = v[0]!, b = v[1]!, c = v[2]!, d = v[3]!, e = v[4]!, f = v[5]!, g = v[6]!, h = v[7]!;
  for (let i = from; i < to; i += 8) {
    let t = (h + bigSigma1(e) + (g ^ (e & (f ^ g))) + k[i]! + w[i]!) | 0;
    d = (d + t) | 0;
    h = (t + bigSigma0(a) + ((a & b) ^ (c & (a ^ b)))) | 0;
    t = (g + bigSigma1(d) + (f ^ (d & (e ^ f))) + k[i + 1]! + w[i + 1]!) | 0;
    c = (c + t) | 0;
    g = (t + bigSigma0(h) + ((h & a) ^ (b & (h ^ a)))) | 0;
    t = (f + bigSigma1(c) + (e ^ (c & (d ^ e))) + k[i + 2]! + w[i + 2]!) | 0;
    b = (b + t) | 0;
    f = (t + bigSigma0(g) + ((g & h) ^ (a & (g ^ h)))) | 0;
    t = (e + bigSigma1(b) + (d ^ (b & (c ^ d))) + k[i + 3]! + w[i + 3]!) | 0;
    a = (a + t) | 0;
    e = (t + bigSigma0(f) + ((f & g) ^ (h & (f ^ g)))) | 0;
    t = (d + bigSigma1(a) + (c ^ (a & (b ^ c))) + k[i + 4]! + w[i + 4]!) | 0;
    h = (h + t) | 0;
    d = (t + bigSigma0(e) + ((e & f) ^ (g & (e ^ f)))) | 0;
    t = (c + bigSigma1(h) + (b ^ (h & (a ^ b))) + k[i + 5]! + w[i + 5]!) | 0;
    g = (g + t) | 0;
    c = (t + bigSigma0(d) + ((d & e) ^ (f & (d ^ e)))) | 0;
    t = (b + bigSigma1(g) + (a ^ (g & (h ^ a))) + k[i + 6]! + w[i + 6]!) | 0;
    f = (f + t) | 0;
    b = (t + bigSigma0(c) + ((c & d) ^ (e & (c ^ d)))) | 0;
    t = (a + bigSigma1(f) + (h ^ (f & (g ^ h))) + k[i + 7]! + w[i + 7]!) | 0;
    e = (e + t) | 0;
    a = (t + bigSigma0(b) + ((b & c) ^ (d & (b ^ c)))) | 0;
  }
  v[0] = a;
  v[1] = b;
  v[2] = c;
  v[3] = d;
  v[4] = e;
  v[5] = f;
  v[6] = g;
  v[7] = h;
}

/** One block: `block[0..15]` the block's words (only read); `h` the chaining state, updated. */
function compress(h: Uint32Array, block: Uint32Array): void {
  schedule(block);
  for (let i = 0; i < 8; i++) V[i] = h[i]! | 0;
  rounds(V, 0, 64);
  for (let i = 0; i < 8; i++) h[i] = h[i]! + V[i]!;
}

/**
 * SHA-256 of a message that fits one block (at most 55 bytes), given as words: `w[0..15]` the
 * padded block (only read). `out` gets the digest's eight big-endian words.
 */
export function sha256Block(w: Uint32Array, out: Uint32Array): void {
  out.set(IV);
  compress(out, w);
}

/**
 * The working words after the first eight rounds of a one-block hash, which read only the block's
 * first eight words: blocks that share them (the deals of one key) start from here.
 */
export function firstRounds(words8: Uint32Array, out: Int32Array): void {
  for (let i = 0; i < 8; i++) W[i] = words8[i]! | 0;
  for (let i = 0; i < 8; i++) out[i] = IV[i]! | 0;
  rounds(out, 0, 8);
}

/** `sha256Block(w, out)` for a block whose first eight words gave `after8` (firstRounds): the same digest, eight rounds fewer. */
export function sha256BlockAfter(after8: Int32Array, w: Uint32Array, out: Uint32Array): void {
  schedule(w);
  V.set(after8);
  rounds(V, 8, 64);
  for (let i = 0; i < 8; i++) out[i] = IV[i]! + V[i]!;
}

const UTF8 = new TextEncoder();

/** SHA-256 of a UTF-8 string, as lowercase hex. */
export function sha256(text: string): string {
  sha256Words(text, DIGEST);
  return wordsHex(DIGEST);
}

const DIGEST = new Uint32Array(8);

/** SHA-256 of a UTF-8 string as the digest's eight big-endian words, into `out`. */
export function sha256Words(text: string, out: Uint32Array): void {
  if (shortAscii(text, out)) return;
  const bytes = sha256Bytes(UTF8.encode(text));
  for (let i = 0; i < 8; i++) out[i] = (bytes[4 * i]! << 24) | (bytes[4 * i + 1]! << 16) | (bytes[4 * i + 2]! << 8) | bytes[4 * i + 3]!;
}

const ONE_BLOCK = new Uint32Array(16);

/**
 * A seed's usual case, one block of ASCII (at most 55 characters): the padded block built from
 * the character codes, without the encoder, the byte copies and the DataViews. False otherwise.
 */
function shortAscii(text: string, out: Uint32Array): boolean {
  const n = text.length;
  if (n > 55) return false;
  const w = ONE_BLOCK;
  w.fill(0);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c > 127) return false;
    w[i >>> 2] = w[i >>> 2]! | (c << (24 - 8 * (i & 3)));
  }
  w[n >>> 2] = w[n >>> 2]! | (0x80 << (24 - 8 * (n & 3)));
  w[15] = n * 8;
  sha256Block(w, out);
  return true;
}

/**
 * Eight words as 64 lowercase hex digits, one flat string made from the digit codes: `+=` builds
 * a rope of 32 pieces, flattened again by every later read (the deals compare the key with the
 * last one).
 */
export function wordsHex(words: Uint32Array): string {
  for (let i = 0; i < 64; i++) DIGEST_CODES[i] = HEX_CODES[(words[i >>> 3]! >>> (28 - 4 * (i & 7))) & 15]!;
  return String.fromCharCode.apply(null, DIGEST_CODES);
}

const HEX_CODES: readonly number[] = Array.from('0123456789abcdef', (c) => c.charCodeAt(0));
const DIGEST_CODES: number[] = Array.from({ length: 64 }, () => 0);

const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += HEX[bytes[i]!]!;
  return out;
}

/** A lowercase hex digit's value, else -1. */
function nibble(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  return -1;
}

/** 64 lowercase hex digits as eight big-endian words, into `out` (a digest back to words, without the bytes between). */
export function hexWords(hex: string, out: Uint32Array): void {
  if (hex.length !== 64) throw new RangeError('not 32 bytes of hex');
  for (let i = 0; i < 8; i++) {
    let word = 0;
    for (let j = 8 * i; j < 8 * i + 8; j++) {
      const v = nibble(hex.charCodeAt(j));
      if (v < 0) throw new RangeError(`not lowercase hex: "${hex.slice(0, 16)}"`);
      word = (word << 4) | v;
    }
    out[i] = word;
  }
}

/** SHA-256 of raw bytes: the 32-byte digest. */
export function sha256Bytes(bytes: Uint8Array): Uint8Array {
  const bitLength = bytes.length * 8;
  const padded = new Uint8Array(Math.ceil((bytes.length + 9) / 64) * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 4294967296));
  view.setUint32(padded.length - 4, bitLength >>> 0);

  const h = IV.slice();
  const w = new Uint32Array(16);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
    compress(h, w);
  }
  const out = new Uint8Array(32);
  const digest = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) digest.setUint32(i * 4, h[i]!);
  return out;
}

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

/** The message schedule, shared (compress is synchronous): int32 words keep V8 on small integers, not doubles. */
const W = new Int32Array(64);
const KI = Int32Array.from(K);

/**
 * One block: `block[0..15]` the block's words (only read); `h` the chaining state, updated.
 * All arithmetic is int32 (`| 0`): the same bits as uint32 mod 2^32, without heap numbers.
 */
function compress(h: Uint32Array, block: Uint32Array): void {
  const w = W;
  for (let i = 0; i < 16; i++) w[i] = block[i]! | 0;
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = h[0]! | 0, b = h[1]! | 0, c = h[2]! | 0, d = h[3]! | 0, e = h[4]! | 0, f = h[5]! | 0, g = h[6]! | 0, hh = h[7]! | 0;
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const ch = (e & f) ^ (~e & g);
    const t1 = (hh + s1 + ch + KI[i]! + w[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (s0 + maj) | 0;
    hh = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  h[0] = h[0]! + a;
  h[1] = h[1]! + b;
  h[2] = h[2]! + c;
  h[3] = h[3]! + d;
  h[4] = h[4]! + e;
  h[5] = h[5]! + f;
  h[6] = h[6]! + g;
  h[7] = h[7]! + hh;
}

/**
 * SHA-256 of a message that fits one block (at most 55 bytes), given as words: `w[0..15]` the
 * padded block (only read). `out` gets the digest's eight big-endian words.
 */
export function sha256Block(w: Uint32Array, out: Uint32Array): void {
  out.set(IV);
  compress(out, w);
}

const UTF8 = new TextEncoder();

/** SHA-256 of a UTF-8 string, as lowercase hex. */
export function sha256(text: string): string {
  return shortAscii(text) ?? toHex(sha256Bytes(UTF8.encode(text)));
}

const ONE_BLOCK = new Uint32Array(16);
const ONE_DIGEST = new Uint32Array(8);

/**
 * A seed's usual case, one block of ASCII (at most 55 characters): the padded block built from
 * the character codes, without the encoder, the byte copies and the DataViews. Null otherwise.
 */
function shortAscii(text: string): string | null {
  const n = text.length;
  if (n > 55) return null;
  const w = ONE_BLOCK;
  w.fill(0);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c > 127) return null;
    w[i >>> 2] = w[i >>> 2]! | (c << (24 - 8 * (i & 3)));
  }
  w[n >>> 2] = w[n >>> 2]! | (0x80 << (24 - 8 * (n & 3)));
  w[15] = n * 8;
  sha256Block(w, ONE_DIGEST);
  let out = '';
  for (let i = 0; i < 8; i++) {
    const v = ONE_DIGEST[i]!;
    out += HEX[v >>> 24]! + HEX[(v >>> 16) & 255]! + HEX[(v >>> 8) & 255]! + HEX[v & 255]!;
  }
  return out;
}

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

export function fromHex(hex: string): Uint8Array {
  const bad = (): RangeError => new RangeError(`not lowercase hex: "${hex.slice(0, 16)}"`);
  if (hex.length % 2 !== 0) throw bad();
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) {
    const hi = nibble(hex.charCodeAt(2 * i));
    const lo = nibble(hex.charCodeAt(2 * i + 1));
    if (hi < 0 || lo < 0) throw bad();
    out[i] = (hi << 4) | lo;
  }
  return out;
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

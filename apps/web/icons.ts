import { deflateSync } from 'node:zlib';

/**
 * The app icons, drawn from code at build time (no binary files in the repository): a cream card
 * with a red heart on the felt green. PNG because install prompts want 192 and 512 px bitmaps.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

type Rgba = readonly [number, number, number, number];
const FELT: Rgba = [29, 74, 55, 255];
const CARD: Rgba = [255, 251, 240, 255];
const EDGE: Rgba = [200, 160, 70, 255];
const HEART: Rgba = [192, 21, 47, 255];

/** Colour at (u, v) in [0, 1]²; `maskable` keeps the motif inside the safe zone. */
function colourAt(u: number, v: number, maskable: boolean): Rgba {
  const s = maskable ? 0.72 : 0.86;
  const x = (u - 0.5) / s;
  const y = (v - 0.5) / s;
  if (!maskable) {
    const r = 0.16;
    const dx = Math.max(Math.abs(u - 0.5) - (0.5 - r), 0);
    const dy = Math.max(Math.abs(v - 0.5) - (0.5 - r), 0);
    if (dx * dx + dy * dy > r * r) return [0, 0, 0, 0];
  }
  // The card: a rounded rectangle, 0.62 × 0.86 of the motif, with a brass edge.
  const cw = 0.31;
  const ch = 0.43;
  const cr = 0.06;
  const qx = Math.max(Math.abs(x) - (cw - cr), 0);
  const qy = Math.max(Math.abs(y) - (ch - cr), 0);
  const d = Math.hypot(qx, qy) - cr;
  if (d > 0) return FELT;
  if (d > -0.02) return EDGE;
  // The heart: (X² + Y² − 1)³ − X² Y³ ≤ 0.
  const hx = x / 0.2;
  const hy = -(y + 0.02) / 0.2;
  const f = (hx * hx + hy * hy - 1) ** 3 - hx * hx * hy ** 3;
  return f <= 0 ? HEART : CARD;
}

export function iconPng(size: number, maskable = false): Buffer {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  const ss = 3;
  for (let py = 0; py < size; py++) {
    raw[py * (size * 4 + 1)] = 0;
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const c = colourAt((px + (sx + 0.5) / ss) / size, (py + (sy + 0.5) / ss) / size, maskable);
          for (let k = 0; k < 4; k++) acc[k]! += c[k]!;
        }
      }
      const o = py * (size * 4 + 1) + 1 + px * 4;
      for (let k = 0; k < 4; k++) raw[o + k] = Math.round(acc[k]! / (ss * ss));
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#1d4a37"/><rect x="15" y="5" width="34" height="54" rx="5" fill="#fffbf0" stroke="#c8a046" stroke-width="2"/><path d="M32 44C22 36 18 31 19 25C20 20 28 18 32 24C36 18 44 20 45 25C46 31 42 36 32 44Z" fill="#c0152f"/></svg>`;

/** Helpers for 32-bit card sets (one bit per card index). */

export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the lowest set bit; 32 for an empty set. */
export function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** Index of the highest set bit; -1 for an empty set. */
export function highestBit(x: number): number {
  return 31 - Math.clz32(x);
}

export function bitsOf(x: number): number[] {
  const out: number[] = [];
  while (x !== 0) {
    const low = x & -x;
    out.push(31 - Math.clz32(low));
    x ^= low;
  }
  return out;
}

export function maskOf(indices: Iterable<number>): number {
  let m = 0;
  for (const i of indices) m |= 1 << i;
  return m;
}

export const has = (set: number, index: number): boolean => ((set >>> index) & 1) === 1;

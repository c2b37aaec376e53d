import { describe, expect, it } from 'vitest';
import { Rng } from './rng.ts';

describe('Rng (sfc32)', () => {
  it('is reproducible from its seed and from its stored state', () => {
    const a = Rng.fromSeed('table-7');
    const b = Rng.fromSeed('table-7');
    const first = Array.from({ length: 5 }, () => a.nextUint32());
    expect(Array.from({ length: 5 }, () => b.nextUint32())).toEqual(first);
    const c = new Rng(a.state);
    expect(c.nextUint32()).toBe(a.nextUint32());
  });

  it('gives different streams for different seeds', () => {
    expect(Rng.fromSeed(1).nextUint32()).not.toBe(Rng.fromSeed(2).nextUint32());
  });

  it('int(bound) stays in range and is roughly uniform', () => {
    const rng = Rng.fromSeed(42);
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it('shuffles every position evenly (Fisher–Yates, unbiased)', () => {
    const rng = Rng.fromSeed(7);
    const firstPlace = new Array(4).fill(0);
    for (let i = 0; i < 40_000; i++) firstPlace[rng.shuffle([0, 1, 2, 3])[0]!]++;
    for (const c of firstPlace) expect(Math.abs(c - 10_000)).toBeLessThan(400);
  });
});

import { describe, expect, it } from 'vitest';
import { placed } from './standings.ts';

describe('placed (game-over standings)', () => {
  it('sorts best first and gives equal results the same place', () => {
    const r = placed([3, 7, 5, 7, 1], (a, b) => a - b);
    expect(r.map((x) => [x.item, x.place])).toEqual([
      [7, 1],
      [7, 1],
      [5, 3],
      [3, 4],
      [1, 5],
    ]);
  });
  it('keeps the given order among equals', () => {
    const r = placed([{ k: 'a', v: 1 }, { k: 'b', v: 1 }], (a, b) => a.v - b.v);
    expect(r.map((x) => `${x.item.k}${x.place}`)).toEqual(['a1', 'b1']);
  });
});

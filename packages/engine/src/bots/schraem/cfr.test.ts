import { describe, expect, it } from 'vitest';
import { BET_CELLS, betCell } from './abstraction.ts';
import { BETTING_TABLE } from './betting-table.gen.ts';
import { tableChance } from './betting-table.ts';
import { trainBetting } from './cfr.ts';

describe('the self-play betting table (cfr.ts, issue 19)', () => {
  it('is reproducible from its seed', () => {
    const a = trainBetting('test', 300).table(1);
    expect(a.some((p) => p >= 0)).toBe(true);
    expect(trainBetting('test', 300).table(1)).toEqual(a);
  });

  it('as shipped, holds and knocks strong hands more often than weak ones', () => {
    let strong = 0;
    let weak = 0;
    let cells = 0;
    for (const kind of ['knock', 'answer'] as const) {
      for (const value of [1, 2, 3]) {
        for (const lives of [4, 7]) {
          for (const cards of [2, 3, 4]) {
            const at = (strength: number) => tableChance(betCell({ kind, strength, value, lives, inHand: 15, flag: false, cards }));
            const s = at(0.6);
            const w = at(0.1);
            if (s === null || w === null) continue;
            strong += s;
            weak += w;
            cells++;
          }
        }
      }
    }
    expect(cells).toBeGreaterThan(5);
    expect(strong / cells).toBeGreaterThan(weak / cells + 0.2);
  });

  it('ships a table of one character per cell', () => {
    expect(BETTING_TABLE.join('').length).toBe(BET_CELLS);
    const known = Array.from({ length: BET_CELLS }, (_, c) => tableChance(c)).filter((p) => p !== null);
    expect(known.length).toBeGreaterThan(1000);
    for (const p of known) expect(p).toBeGreaterThanOrEqual(0);
  });
});

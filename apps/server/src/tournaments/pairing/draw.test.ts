import { describe, expect, it } from 'vitest';
import { countMeetings, drawCost, drawTables, pairKey, repeatPairs, tableSizes } from './draw.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

/** The fewest repeated table-mate pairs any draw of these sizes can have (brute force over all partitions). */
function optimum(entries: string[], sizes: number[], met: Map<string, number>): number {
  let best = Number.POSITIVE_INFINITY;
  const rec = (rest: string[], k: number, tables: string[][]) => {
    if (k === sizes.length) {
      best = Math.min(best, drawCost(tables, met));
      return;
    }
    // The first remaining entry always opens the next table: each partition is visited once.
    const [first, ...others] = rest;
    const choose = (from: string[], need: number, chosen: string[]) => {
      if (need === 0) return rec(rest.filter((x) => !chosen.includes(x)), k + 1, [...tables, chosen]);
      from.forEach((x, i) => choose(from.slice(i + 1), need - 1, [...chosen, x]));
    };
    choose(others, sizes[k]! - 1, [first!]);
  };
  rec(entries, 0, []);
  return best;
}

describe('table sizes (S-31 tables of four, V-22 tables of three or four)', () => {
  it.each([
    [8, 4, [4, 4]],
    [10, 4, [4, 3, 3]],
    [9, 4, [3, 3, 3]],
    [13, 4, [4, 3, 3, 3]],
    [3, 4, [3]],
    [12, 2, [2, 2, 2, 2, 2, 2]],
    [0, 4, []],
  ])('%i players at tables of %i → %j', (n, size, want) => {
    expect(tableSizes(n, size)).toEqual(want);
  });
});

describe('the draw avoids repeat table-mates where possible', () => {
  it('is a partition of the entries into the given sizes, the same for the same seed', () => {
    const a = drawTables({ entries: ids(10), sizes: [4, 3, 3], met: new Map(), seed: 's' });
    expect(a.map((t) => t.length)).toEqual([4, 3, 3]);
    expect(a.flat().sort()).toEqual(ids(10).sort());
    expect(drawTables({ entries: ids(10), sizes: [4, 3, 3], met: new Map(), seed: 's' })).toEqual(a);
  });

  it('16 players, second series: nobody meets a table-mate of the first series again', () => {
    const first = [ids(16).slice(0, 4), ids(16).slice(4, 8), ids(16).slice(8, 12), ids(16).slice(12)];
    const met = countMeetings(first);
    const second = drawTables({ entries: ids(16), sizes: [4, 4, 4, 4], met, seed: 'series-2' });
    expect(repeatPairs(second, met)).toBe(0);
  });

  it.each([1, 2, 3, 4, 5])('8 players, series 1…5 (seed %i): every series is as good as the best possible draw', (seed) => {
    const met = new Map<string, number>();
    for (let series = 1; series <= 5; series++) {
      const tables = drawTables({ entries: ids(8), sizes: [4, 4], met, seed: `${seed}:${series}` });
      expect(drawCost(tables, met)).toBe(optimum(ids(8), [4, 4], met));
      countMeetings(tables, met);
    }
  });

  it('10 players at 4+3+3 over three series (V-22): each draw optimal', () => {
    const met = new Map<string, number>();
    for (let series = 1; series <= 3; series++) {
      const tables = drawTables({ entries: ids(10), sizes: [4, 3, 3], met, seed: `eifel:${series}` });
      expect(drawCost(tables, met)).toBe(optimum(ids(10), [4, 3, 3], met));
      countMeetings(tables, met);
    }
  });

  it('a score-ordered draw keeps the leaders together when nobody met before', () => {
    const scores = new Map(ids(8).map((id, i) => [id, 8 - i]));
    const tables = drawTables({ entries: ids(8), sizes: [4, 4], met: new Map(), seed: 'x', scores });
    expect(tables[0]!.sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('pair keys do not depend on the order', () => {
    expect(pairKey('b', 'a')).toBe(pairKey('a', 'b'));
  });
});

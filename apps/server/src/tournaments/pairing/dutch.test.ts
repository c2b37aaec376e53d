import { Rng } from '@stammtisch/engine';
import { describe, expect, it } from 'vitest';
import { exchanges, pairDutch, type SwissPlayer, transpositions } from './dutch.ts';

/** Players 1…n by pairing number; `met` lists pairs that already played, `scores` by number. */
function field(n: number, scores: Record<number, number> = {}, met: [number, number][] = [], byes: number[] = []): SwissPlayer[] {
  return Array.from({ length: n }, (_, i) => {
    const no = i + 1;
    return {
      id: String(no),
      pairingNo: no,
      score: scores[no] ?? 0,
      opponents: met.flatMap(([a, b]) => (a === no ? [String(b)] : b === no ? [String(a)] : [])),
      hadBye: byes.includes(no),
    };
  });
}

const pairsOf = (r: { pairs: readonly (readonly [string, string])[] }) => r.pairs.map(([a, b]) => `${a}-${b}`);

describe('FIDE C.04.3.1 D.1: transpositions of S2', () => {
  it('follow the handbook example for S2 = 5 6 7 8: 5678, 5687, 5768, 5786, 5867, 5876, 6578, 6587 …', () => {
    const orders = [...transpositions([5, 6, 7, 8])].map((t) => t.join(''));
    expect(orders.slice(0, 8)).toEqual(['5678', '5687', '5768', '5786', '5867', '5876', '6578', '6587']);
    expect(orders).toHaveLength(24);
    // "put all numbers constructable with the digits 5, 6, 7 and 8 in ascending order"
    expect(orders).toEqual([...orders].sort());
  });
});

describe('FIDE C.04.3.1 D.2: exchanges between S1 = 1 2 3 4 and S2 = 5 6 7 8', () => {
  const named = exchanges(4, 4).map((e) => ({
    s1: e.fromS1.map((i) => i + 1),
    s2: e.fromS2.map((j) => j + 5),
  }));
  const key = (x: { s1: number[]; s2: number[] }) => `${[...x.s1].sort((a, b) => b - a).join('+')}/${x.s2.join('+')}`;

  it('one player: a) 4↔5, b) 4↔6, c) 3↔5, d) 4↔7, e) 3↔6, f) 2↔5, g) 3↔7, h) 2↔6, i) 2↔7 (in this order)', () => {
    const singles = named.filter((x) => x.s1.length === 1).map(key);
    const matrix = ['4/5', '4/6', '3/5', '4/7', '3/6', '2/5', '3/7', '2/6', '2/7'];
    // The handbook's matrix shows S1 players 4, 3, 2 and S2 players 5, 6, 7: their relative order must match.
    expect(singles.filter((k) => matrix.includes(k))).toEqual(matrix);
    expect(singles[0]).toBe('4/5');
  });

  it('two players: j) 3+4/5+6, k) 3+4/5+7, l) 2+4/5+6, m) 3+4/6+7, n) 2+4/5+7, o) 2+3/5+6, p) 2+4/6+7, q) 2+3/5+7, r) 2+3/6+7', () => {
    const doubles = named.filter((x) => x.s1.length === 2).map(key);
    const matrix = ['4+3/5+6', '4+3/5+7', '4+2/5+6', '4+3/6+7', '4+2/5+7', '3+2/5+6', '4+2/6+7', '3+2/5+7', '3+2/6+7'];
    expect(doubles.filter((k) => matrix.includes(k))).toEqual(matrix);
  });

  it('every exchange of one player comes before any of two', () => {
    const sizes = named.map((x) => x.s1.length);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  });

  it('with 7 players (S1 = 1 2 3, S2 = 4 5 6 7) the order is the same with every number less one', () => {
    const seven = exchanges(3, 4).map((e) => `${e.fromS1.map((i) => i + 1).sort((a, b) => b - a).join('+')}/${e.fromS2.map((j) => j + 4).join('+')}`);
    const shifted = ['3/4', '3/5', '2/4', '3/6', '2/5', '1/4', '2/6', '1/5', '1/6'];
    expect(seven.filter((k) => shifted.includes(k))).toEqual(shifted);
  });
});

describe('Dutch pairings', () => {
  it('round 1: the top half meets the bottom half, 1-5 2-6 3-7 4-8 (C.04.3.1 A.6)', () => {
    expect(pairsOf(pairDutch(field(8)))).toEqual(['1-5', '2-6', '3-7', '4-8']);
  });

  it('round 2: each score bracket is paired on its own', () => {
    // 1, 3, 6 and 8 won round 1 (1-5, 2-6, 3-7, 4-8).
    const r = pairDutch(field(8, { 1: 1, 3: 1, 6: 1, 8: 1 }, [[1, 5], [2, 6], [3, 7], [4, 8]]));
    expect(pairsOf(r)).toEqual(['1-6', '3-8', '2-5', '4-7']);
    expect(r.repeats).toBe(0);
  });

  it('a transposition when S1[0] has met S2[0] (D.1): 1-4 2-3', () => {
    expect(pairsOf(pairDutch(field(4, {}, [[1, 3]])))).toEqual(['1-4', '2-3']);
  });

  it('an exchange when no transposition works (D.2): 1 has met 3 and 4, so 2 and 3 change places', () => {
    expect(pairsOf(pairDutch(field(4, {}, [[1, 3], [1, 4]])))).toEqual(['1-2', '3-4']);
  });

  it('a heterogeneous bracket pairs the player moved down first', () => {
    // 1 alone has 1 point; it moves down and meets the highest resident it has not met.
    const r = pairDutch(field(6, { 1: 1 }, [[1, 4]]));
    expect(pairsOf(r)[0]).toBe('1-2');
    expect(r.repeats).toBe(0);
  });

  it('the bye goes to the lowest player without one (A.5, B.2)', () => {
    expect(pairDutch(field(5)).bye).toBe('5');
    expect(pairDutch(field(5, {}, [], [5])).bye).toBe('4');
  });

  it('merges brackets rather than repeat a pairing', () => {
    // 1 and 2 are alone at the top and have met; they must float into the bracket below.
    const r = pairDutch(field(4, { 1: 2, 2: 2 }, [[1, 2]]));
    expect(r.repeats).toBe(0);
    expect(pairsOf(r).some((p) => p === '1-2')).toBe(false);
  });

  it('repeats only when every pairing repeats (a third round of three… four players)', () => {
    const all: [number, number][] = [[1, 2], [3, 4], [1, 3], [2, 4], [1, 4], [2, 3]];
    const r = pairDutch(field(4, {}, all));
    expect(r.repeats).toBe(2);
    expect(r.pairs).toHaveLength(2);
  });

  /** Brute force: is there any perfect pairing of these players without a repeat? */
  function possible(players: SwissPlayer[]): boolean {
    if (players.length === 0) return true;
    const [a, ...rest] = players;
    return rest.some((b, i) => !a!.opponents.includes(b.id) && possible(rest.filter((_, j) => j !== i)));
  }

  it('never repeats a pairing when some pairing avoids it (random histories, brute-force check)', () => {
    const rng = Rng.fromSeed('dutch-property');
    for (let trial = 0; trial < 200; trial++) {
      const n = 2 * (2 + rng.int(5));
      const met: [number, number][] = [];
      const scores: Record<number, number> = {};
      for (let i = 1; i <= n; i++) scores[i] = rng.int(4);
      for (let k = 0; k < rng.int(n * 2); k++) {
        const a = 1 + rng.int(n);
        const b = 1 + rng.int(n);
        if (a !== b) met.push([a, b]);
      }
      const players = field(n, scores, met);
      const r = pairDutch(players);
      const seen = new Set(r.pairs.flat());
      expect(seen.size).toBe(n);
      if (possible(players)) expect(r.repeats).toBe(0);
    }
  });
});

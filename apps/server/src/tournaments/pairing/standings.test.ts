import { describe, expect, it } from 'vitest';
import { type GameResult, type SeatResult, standings } from './standings.ts';

let clock = 0;
function game(round: number, seats: [string | null, number, number?, boolean?][], board = 1, number = 1): GameResult {
  return {
    gameId: `g${++clock}`,
    round,
    board,
    number,
    finishedAt: clock * 1000,
    seats: seats.map(([entry, place, score, missed]): SeatResult => ({ entry, place, score: score ?? 0, missed: missed ?? false })),
  };
}

describe('Rheinland / Eifel standings: the total of the game scores (S-23)', () => {
  it('adds the survivors\' scores; a missed game scores nothing; ties go to more wins', () => {
    const games = [
      game(1, [['a', 1, 9], ['b', 2], ['c', 3], ['d', 4]]),
      game(1, [['a', 4], ['b', 1, 9], ['c', 2], ['d', 3]]),
      game(2, [['a', 2], ['b', 3], ['c', 1, 12, true], ['d', 4]]),
    ];
    const s = standings({ format: 'rheinland', entries: ['a', 'b', 'c', 'd'], games });
    expect(s.map((x) => [x.entry, x.points, x.rank])).toEqual([
      ['a', 9, 1],
      ['b', 9, 1],
      ['c', 0, 3],
      ['d', 0, 3],
    ]);
    expect(s.find((x) => x.entry === 'c')!.missed).toBe(1);
    expect(s[0]!.byRound).toEqual([9, 0]);
  });

  it('breaks a tie of points by wins, then the best game, then the last series', () => {
    const games = [
      game(1, [['a', 1, 8], ['b', 2]]),
      game(1, [['a', 2], ['b', 1, 4]]),
      game(2, [['a', 2], ['b', 1, 4]]),
    ];
    const s = standings({ format: 'eifel', entries: ['a', 'b'], games });
    expect(s.map((x) => x.entry)).toEqual(['b', 'a']);
    expect(s[0]!.tiebreaks).toMatchObject({ wins: 2, best: 4 });
  });
});

describe('Swiss standings', () => {
  it('a win is a point, a bye is worth a win; Buchholz sums the opponents\' points', () => {
    const games = [game(1, [['a', 1], ['b', 2]]), game(1, [['c', 1], ['d', 2]]), game(2, [['a', 1], ['c', 2]]), game(2, [['b', 1], ['d', 2]])];
    const s = standings({ format: 'swiss', entries: ['a', 'b', 'c', 'd', 'e'], games, byes: [{ round: 1, entry: 'e' }, { round: 2, entry: 'e' }], tableSize: 2 });
    const by = Object.fromEntries(s.map((x) => [x.entry, x]));
    expect(by.a!.points).toBe(2);
    expect(by.e!.points).toBe(2);
    expect(by.c!.tiebreaks.buchholz).toBe(by.d!.points + by.a!.points);
    // a and e both have 2: a's opponents have points, e met nobody.
    expect(s[0]!.entry).toBe('a');
    expect(s.map((x) => x.entry).indexOf('e')).toBeGreaterThan(0);
  });

  it('tables of four: one point per seat finished behind', () => {
    const s = standings({ format: 'swiss', entries: ['a', 'b', 'c', 'd'], games: [game(1, [['a', 3], ['b', 1], ['c', 2], ['d', 3]])], tableSize: 4 });
    expect(Object.fromEntries(s.map((x) => [x.entry, x.points]))).toEqual({ a: 0, b: 3, c: 2, d: 0 });
  });
});

describe('Arena standings: placement points and the streak', () => {
  it('doubles the points after two wins in a row until a game is not won', () => {
    const games = [
      game(1, [['a', 1], ['b', 2]]),
      game(1, [['a', 1], ['b', 2]]),
      game(1, [['a', 1], ['b', 2]]), // doubled: 2
      game(1, [['a', 2], ['b', 1]]), // a loses: streak over
      game(1, [['a', 1], ['b', 2]]),
    ];
    const s = standings({ format: 'arena', entries: ['a', 'b'], games });
    const a = s.find((x) => x.entry === 'a')!;
    expect(a.points).toBe(1 + 1 + 2 + 0 + 1);
    expect(a.streak).toBe(1);
    expect(s.find((x) => x.entry === 'b')!.points).toBe(1);
  });

  it('ties of points go to more wins, then to who reached them first', () => {
    const games = [game(1, [['a', 1], ['c', 2]]), game(1, [['b', 1], ['c', 2]])];
    const s = standings({ format: 'arena', entries: ['a', 'b', 'c'], games });
    expect(s.map((x) => x.entry)).toEqual(['a', 'b', 'c']);
    expect(s[0]!.points).toBe(s[1]!.points);
    expect(s[0]!.tiebreaks.reachedAt).toBeLessThan(s[1]!.tiebreaks.reachedAt!);
  });
});

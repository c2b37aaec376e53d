import type { TimelinePoint } from '@stammtisch/protocol';
import { describe, expect, it } from 'vitest';
import { resultOf, signed } from './result.ts';
import { ratingPoints, RATING_START } from './rating.ts';

const point = (gameId: string, points: number | null, display: number | null, ladder = 'schraem'): TimelinePoint => ({
  gameId,
  at: 0,
  won: false,
  points,
  ladder,
  rating: display === null ? null : { mu: 25, sigma: 8, display, games: 3, provisional: true },
});

describe('the result of a finished online game', () => {
  it('changes against the game before and the last rated game before', () => {
    const t = [point('a', 4, 1.5), point('b', 6, null), point('c', 9, 2)];
    expect(resultOf(t, 'c')).toEqual({ points: { after: 9, change: 3 }, rating: { after: ratingPoints(2), change: ratingPoints(2) - ratingPoints(1.5), provisional: true } });
  });
  it('a regional preset moves its own rating: the change is against the last game on that row (V-10 … V-21)', () => {
    const t = [point('a', 4, 1.5, 'schraem/eifel'), point('b', 6, 3), point('c', 6, 2, 'schraem/eifel'), point('d', 7, 2.5)];
    expect(resultOf(t, 'c')?.rating?.change).toBe(ratingPoints(2) - ratingPoints(1.5));
    expect(resultOf(t, 'd')?.rating?.change).toBe(ratingPoints(2.5) - ratingPoints(3));
    expect(resultOf([point('x', 4, 1.5), point('y', 4, 0.5, 'schraem/sebbe')], 'y')?.rating?.change).toBe(ratingPoints(0.5) - RATING_START);
  });
  it('a first game: points from 0, rating from the start', () => {
    expect(resultOf([point('a', 2, 0.5)], 'a')).toEqual({ points: { after: 2, change: 2 }, rating: { after: ratingPoints(0.5), change: ratingPoints(0.5) - RATING_START, provisional: true } });
  });
  it('not rated, no points (Schieber, Sedma), not there', () => {
    expect(resultOf([point('a', null, null)], 'a')).toEqual({ points: null, rating: null });
    expect(resultOf([point('a', 1, 1)], 'zz')).toBeNull();
  });
  it('signs', () => {
    const f = (x: number): string => String(x);
    expect([signed(3, f), signed(-2, f), signed(0, f)]).toEqual(['+3', '−2', '±0']);
  });
});

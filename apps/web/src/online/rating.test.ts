import { describe, expect, it } from 'vitest';
import { ratingPoints } from './rating.ts';

describe('the rating shown', () => {
  it('is a whole number from the conservative estimate: a newcomer at 1000, 40 per point, never negative', () => {
    expect(ratingPoints(0)).toBe(1000);
    expect(ratingPoints(-1.2)).toBe(952);
    expect(ratingPoints(12.345)).toBe(1494);
    expect(ratingPoints(-40)).toBe(0);
    expect(Number.isInteger(ratingPoints(7.77))).toBe(true);
  });
});

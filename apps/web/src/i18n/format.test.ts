import { describe, expect, it } from 'vitest';
import { fmt, pct } from './format.ts';

describe('numbers in the player\'s language', () => {
  it.each([
    ['de', 1.4, 2, '1,40'],
    ['en', 1.4, 2, '1.40'],
    ['cs', 1.5, 1, '1,5'],
    ['gsw', 1.5, 1, '1.5'],
    ['de', 1330, 0, '1330'],
    ['de', 12500, 0, '12.500'],
    ['gsw', 12500, 0, "12'500"],
  ] as const)('%s: %d with %d decimals is "%s"', (locale, x, digits, want) => {
    expect(fmt(x, digits, locale).replace(/\u00a0/g, ' ')).toBe(want);
  });
  it('percentages as each language writes them', () => {
    expect(pct(0.667, 'de').replace(/\u00a0/g, ' ')).toBe('67 %');
    expect(pct(0.667, 'en')).toBe('67%');
  });
});

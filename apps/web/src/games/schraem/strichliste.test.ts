import { describe, expect, it } from 'vitest';
import { slateOf } from './strichliste.ts';

const strokes = (svg: string): number => (svg.match(/<path /g) ?? []).length;
const crossings = (svg: string): number => (svg.match(/class="x"/g) ?? []).length;

describe('the slates (V-6, display only)', () => {
  it('strokes: one stroke per start life, one crossed per Schräm', () => {
    const svg = slateOf('strokes', 7, 2, 'label');
    expect(strokes(svg)).toBe(9);
    expect(crossings(svg)).toBe(2);
  });

  it('countUp: the Schräm counted up from 0, the fifth across the four', () => {
    expect(strokes(slateOf('countUp', 7, 0, 'l'))).toBe(0);
    expect(strokes(slateOf('countUp', 7, 3, 'l'))).toBe(3);
    expect(strokes(slateOf('countUp', 7, 6, 'l'))).toBe(6);
  });

  it('xii: a Roman XII; the first Schräm strikes through the X, then the I’s', () => {
    expect(crossings(slateOf('xii', 6, 0, 'l'))).toBe(0);
    expect(slateOf('xii', 6, 1, 'l')).toContain('<path class="x" d="M4 17L28 17"/>');
    expect(crossings(slateOf('xii', 6, 3, 'l'))).toBe(3);
    expect(slateOf('xii', 6, 0, 'lives 6')).toContain('aria-label="lives 6"');
  });
});

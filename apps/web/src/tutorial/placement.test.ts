import { describe, expect, it } from 'vitest';
import { overlaps, placeMark, union } from './placement.ts';

const PHONE = { width: 360, height: 740 };
const MARK = { width: 340, height: 150 };

describe('coach mark placement (issue 16)', () => {
  it('goes above a card at the bottom of the screen, inside the screen, not on it', () => {
    const card = { left: 150, top: 600, width: 70, height: 100 };
    const p = placeMark(card, MARK, PHONE);
    expect(p.side).toBe('above');
    expect(overlaps({ ...p, ...MARK }, card)).toBe(false);
    expect(p.left).toBeGreaterThanOrEqual(0);
    expect(p.left + MARK.width).toBeLessThanOrEqual(PHONE.width);
    expect(p.arrowX).toBe(185 - p.left);
  });

  it('goes below an element near the top', () => {
    const strip = { left: 200, top: 60, width: 150, height: 44 };
    const p = placeMark(strip, MARK, PHONE);
    expect(p.side).toBe('below');
    expect(p.top).toBeGreaterThanOrEqual(strip.top + strip.height);
    expect(overlaps({ ...p, ...MARK }, strip)).toBe(false);
  });

  it('a hand is the union of its cards', () => {
    expect(union([{ left: 10, top: 600, width: 60, height: 90 }, { left: 50, top: 590, width: 60, height: 90 }])).toEqual({ left: 10, top: 590, width: 100, height: 100 });
    expect(union([])).toBeNull();
  });

  it('keeps clear of the player\'s own plate: further up', () => {
    const card = { left: 150, top: 620, width: 70, height: 100 };
    const plate = { left: 6, top: 540, width: 100, height: 70 };
    const p = placeMark(card, { width: 320, height: 70 }, PHONE, plate);
    expect(overlaps({ ...p, width: 320, height: 70 }, plate)).toBe(false);
    expect(overlaps({ ...p, width: 320, height: 70 }, card)).toBe(false);
    expect(p.top).toBe(540 - 12 - 70);
  });
});

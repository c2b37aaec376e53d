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
    const p = placeMark(card, { width: 320, height: 70 }, PHONE, [plate]);
    expect(overlaps({ ...p, width: 320, height: 70 }, plate)).toBe(false);
    expect(overlaps({ ...p, width: 320, height: 70 }, card)).toBe(false);
    expect(p.top).toBe(540 - 12 - 70);
  });
});

describe('coach mark placement: every obstacle (issue 16)', () => {
  const card = { left: 150, top: 620, width: 70, height: 100 };
  const mark = { width: 320, height: 70 };
  const clearOf = (p: { left: number; top: number }, boxes: readonly { left: number; top: number; width: number; height: number }[]): boolean =>
    boxes.every((b) => !overlaps({ ...p, ...mark }, b));

  it('slides past the own plate and then past a second obstacle above it', () => {
    const plate = { left: 6, top: 540, width: 100, height: 70 };
    const trick = { left: 120, top: 400, width: 120, height: 80 };
    const p = placeMark(card, mark, PHONE, [plate, trick]);
    expect(clearOf(p, [card, plate, trick])).toBe(true);
    expect(p.side).toBe('above');
    expect(p.top).toBe(400 - 12 - 70);
  });

  it('a hand card under the own plate: the mark goes beside the plate rather than on part of it', () => {
    // 740 × 360 landscape phone: the plate on the left over the hand, room only beside it.
    const screen = { width: 740, height: 360 };
    const handCard = { left: 300, top: 250, width: 60, height: 90 };
    const plate = { left: 6, top: 40, width: 260, height: 200 };
    const p = placeMark(handCard, mark, screen, [plate]);
    expect(clearOf(p, [handCard, plate])).toBe(true);
    expect(p.top).toBe(250 - 12 - 70);
    expect(p.left).toBe(740 - 6 - 320);
    expect(p.left).toBeGreaterThanOrEqual(6);
    expect(p.left + mark.width).toBeLessThanOrEqual(screen.width - 6);
  });

  it('never slides off the screen: takes the other side when one side is blocked', () => {
    const top = { left: 100, top: 200, width: 70, height: 60 };
    const wall = { left: 0, top: 0, width: 360, height: 190 };
    const p = placeMark(top, mark, PHONE, [wall]);
    expect(clearOf(p, [top, wall])).toBe(true);
    expect(p.side).toBe('below');
    expect(p.top).toBeGreaterThanOrEqual(6);
    expect(p.top + mark.height).toBeLessThanOrEqual(PHONE.height - 6);
  });

  it('no clear place: inside the screen, covering the least', () => {
    const tiny = { width: 360, height: 200 };
    const target = { left: 100, top: 80, width: 100, height: 40 };
    const p = placeMark(target, mark, tiny, [{ left: 0, top: 0, width: 360, height: 80 }]);
    expect(p.top).toBeGreaterThanOrEqual(6);
    expect(p.top + mark.height).toBeLessThanOrEqual(tiny.height - 6);
    expect(overlaps({ ...p, ...mark }, target)).toBe(false);
  });
});

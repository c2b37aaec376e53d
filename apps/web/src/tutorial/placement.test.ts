import { describe, expect, it } from 'vitest';
import { type Box, crossesBox, overlaps, placeMark, type Pointer, POINTER_MAX, union, visibleParts } from './placement.ts';

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
    // Right beside it: a short pointer from the mark's lower edge to the card's middle, its tip on the card.
    expect(p.pointer).toEqual({ x1: 185, y1: p.top + MARK.height, x2: 185, y2: 603 });
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
    // 6 px past an obstacle (12 from the target).
    expect(p.top).toBe(540 - 6 - 70);
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
    expect(p.top).toBe(400 - 6 - 70);
  });

  it('a hand card under the own plate: the mark goes beside the plate rather than on part of it', () => {
    // 740 × 360 landscape phone: the plate on the left over the hand, room only beside it.
    const screen = { width: 740, height: 360 };
    const handCard = { left: 300, top: 250, width: 60, height: 90 };
    const plate = { left: 6, top: 40, width: 260, height: 200 };
    const p = placeMark(handCard, mark, screen, [plate]);
    expect(clearOf(p, [handCard, plate])).toBe(true);
    expect(p.top).toBe(250 - 12 - 70);
    // Right of the plate, straight above the card: the shortest pointer.
    expect(p.left).toBe(6 + 260 + 6);
    expect(p.pointer).toEqual({ x1: 330, y1: 238, x2: 330, y2: 253 });
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

/** Boxes as a phone's table measured them (the tutorial browser test's lessons, in German; the mark's size at that step). */
interface PhoneCase {
  readonly name: string;
  readonly screen: { width: number; height: number };
  readonly target: Box;
  readonly mark: { width: number; height: number };
  readonly plate: Box;
  readonly trick: readonly Box[];
  /** A straight way from the mark to the target beside the obstacles exists (else the pointer passes under them). */
  readonly clearWay: boolean;
}

const P360 = { width: 360, height: 740 };
const P320 = { width: 320, height: 568 };
const PHONES: readonly PhoneCase[] = [
  { name: '7-Schräm "your four cards", the plate over the hand', screen: P360, target: { left: 12, top: 621, width: 335, height: 118 }, mark: { width: 340, height: 123 }, plate: { left: 6, top: 539, width: 104, height: 75 }, trick: [], clearWay: true },
  { name: 'Sedma "continue", the led King under the 7', screen: P360, target: { left: 54, top: 623, width: 86, height: 116 }, mark: { width: 340, height: 188 }, plate: { left: 6, top: 571, width: 104, height: 43 }, trick: [{ left: 150, top: 365, width: 61, height: 84 }, { left: 150, top: 260, width: 61, height: 84 }], clearWay: true },
  { name: 'Schieber "follow", the card right under the plate', screen: P360, target: { left: 3, top: 624, width: 87, height: 115 }, mark: { width: 340, height: 169 }, plate: { left: 6, top: 544, width: 104, height: 73 }, trick: [{ left: 149, top: 276, width: 62, height: 84 }, { left: 91, top: 323, width: 58, height: 81 }], clearWay: false },
  { name: '7-Schräm "cost", the own plate the target', screen: P360, target: { left: 6, top: 539, width: 104, height: 75 }, mark: { width: 340, height: 161 }, plate: { left: 6, top: 539, width: 104, height: 75 }, trick: [{ left: 150, top: 365, width: 60, height: 84 }, { left: 86, top: 289, width: 65, height: 87 }], clearWay: true },
  { name: '7-Schräm "your four cards"', screen: P320, target: { left: 11, top: 464, width: 298, height: 104 }, mark: { width: 308, height: 136 }, plate: { left: 6, top: 382, width: 93, height: 75 }, trick: [], clearWay: true },
  { name: 'Sedma "continue"', screen: P320, target: { left: 48, top: 465, width: 76, height: 103 }, mark: { width: 308, height: 174 }, plate: { left: 6, top: 414, width: 93, height: 43 }, trick: [{ left: 133, top: 341, width: 54, height: 74 }, { left: 133, top: 249, width: 54, height: 74 }], clearWay: true },
  { name: 'Schieber "the Buur", three cards in the trick', screen: P320, target: { left: 84, top: 463, width: 73, height: 100 }, mark: { width: 308, height: 157 }, plate: { left: 6, top: 415, width: 93, height: 43 }, trick: [{ left: 186, top: 298, width: 56, height: 75 }, { left: 134, top: 258, width: 52, height: 73 }, { left: 78, top: 298, width: 55, height: 75 }], clearWay: false },
  { name: '7-Schräm "fold", the button beside the plate', screen: P320, target: { left: 145, top: 411, width: 169, height: 46 }, mark: { width: 308, height: 186 }, plate: { left: 6, top: 382, width: 93, height: 75 }, trick: [{ left: 78, top: 285, width: 56, height: 75 }], clearWay: true },
];

const inBox = (x: number, y: number, b: Box): boolean => x >= b.left && x <= b.left + b.width && y >= b.top && y <= b.top + b.height;

describe('coach marks on phones: never on the target, the own plate or the trick, and pointing at the target (issue 16)', () => {
  for (const c of PHONES) {
    it(`${c.screen.width}×${c.screen.height}: ${c.name}`, () => {
      const obstacles = [c.plate, ...c.trick];
      const p = placeMark(c.target, c.mark, c.screen, obstacles);
      const box = { left: p.left, top: p.top, ...c.mark };
      expect(overlaps(box, c.target), 'not on the target').toBe(false);
      expect(overlaps(box, c.plate), 'not on the own plate').toBe(false);
      for (const t of c.trick) expect(overlaps(box, t), 'not on the trick').toBe(false);
      expect(box.left).toBeGreaterThanOrEqual(6);
      expect(box.top).toBeGreaterThanOrEqual(6);
      expect(box.left + box.width).toBeLessThanOrEqual(c.screen.width - 6);
      expect(box.top + box.height).toBeLessThanOrEqual(c.screen.height - 6);
      // The pointer leaves the mark's edge facing the target and ends on the target.
      const ptr: Pointer = p.pointer;
      expect(ptr.y1).toBe(p.side === 'above' ? box.top + box.height : box.top);
      expect(ptr.x1).toBeGreaterThan(box.left);
      expect(ptr.x1).toBeLessThan(box.left + box.width);
      expect(inBox(ptr.x2, ptr.y2, c.target), 'the tip on the target').toBe(true);
      // What is drawn of it passes under the obstacles, never over them.
      const drawn = visibleParts(ptr, obstacles);
      expect(drawn.length).toBeGreaterThan(0);
      for (const part of drawn) for (const o of obstacles) if (o !== c.target && !overlaps(o, c.target)) expect(crossesBox(part, o)).toBe(false);
      if (c.clearWay) for (const o of obstacles) if (!overlaps(o, c.target)) expect(crossesBox(ptr, o), 'the straight way beside the obstacles is taken').toBe(false);
    });
  }

  it('a pointer under an obstacle is drawn in two stretches, before and after it', () => {
    const parts = visibleParts({ x1: 50, y1: 100, x2: 50, y2: 300 }, [{ left: 0, top: 150, width: 100, height: 50 }]);
    expect(parts).toEqual([
      { x1: 50, y1: 100, x2: 50, y2: 150.5 },
      { x1: 50, y1: 199.5, x2: 50, y2: 300 },
    ]);
  });
});

/** Boxes measured in the tutorial browser test (7-Schräm, German unless said): the other seats' plates too. */
interface NearCase {
  readonly name: string;
  readonly screen: { width: number; height: number };
  readonly target: Box;
  readonly mark: { width: number; height: number };
  readonly keepClear: readonly Box[];
  readonly plates: readonly Box[];
  /** At most this much of the other plates covered (0: none; more where no place on the screen leaves them all). */
  readonly platesCovered: number;
  /** The pointer's longest (POINTER_MAX unless no clear place lies that near). */
  readonly longest: number;
}

const TOP_PLATES_360 = [{ left: 6, top: 61, width: 112, height: 60 }, { left: 242, top: 61, width: 112, height: 60 }];
const TOP_PLATES_320 = [{ left: 6, top: 61, width: 98, height: 75 }, { left: 216, top: 61, width: 98, height: 60 }];
const NEAR: readonly NearCase[] = [
  {
    name: '"ranking": below the strip the trick, above it the plates – under the trick, clear of all',
    screen: P360,
    target: { left: 4, top: 189, width: 120, height: 32 },
    mark: { width: 340, height: 142 },
    keepClear: [{ left: 6, top: 539, width: 104, height: 75 }, { left: 211, top: 302, width: 62, height: 85 }],
    plates: TOP_PLATES_360,
    platesCovered: 0,
    longest: POINTER_MAX,
  },
  {
    name: '"cost", the own plate the target: between the plates and the trick, the nearest clear place',
    screen: P360,
    target: { left: 6, top: 539, width: 104, height: 75 },
    mark: { width: 340, height: 161 },
    keepClear: [{ left: 6, top: 539, width: 104, height: 75 }, { left: 150, top: 365, width: 60, height: 84 }, { left: 86, top: 289, width: 65, height: 87 }],
    plates: TOP_PLATES_360,
    platesCovered: 0,
    // No clear place nearer: below the plates is the only one.
    longest: 260,
  },
  {
    name: '"follow", the card under the own plate: below the plates, not on one',
    screen: P320,
    target: { left: 48, top: 465, width: 76, height: 103 },
    mark: { width: 308, height: 141 },
    keepClear: [{ left: 6, top: 382, width: 93, height: 75 }, { left: 187, top: 285, width: 55, height: 75 }],
    plates: TOP_PLATES_320,
    platesCovered: 0,
    longest: POINTER_MAX,
  },
  {
    // No place at 320 × 568 leaves both plates in sight (the mark is taller than the room between
    // them and the trick): it covers only their lower edge, their names stay in sight.
    name: '"knock": no clear place, the least of the plates covered',
    screen: P320,
    target: { left: 181, top: 411, width: 133, height: 46 },
    mark: { width: 308, height: 153 },
    keepClear: [{ left: 6, top: 397, width: 93, height: 60 }, { left: 188, top: 286, width: 54, height: 74 }],
    plates: [{ left: 6, top: 61, width: 98, height: 75 }, { left: 216, top: 61, width: 98, height: 75 }],
    platesCovered: 2 * 98 * 10,
    longest: POINTER_MAX,
  },
  {
    name: '"knock" in English: a squeeze between a plate and the trick, 2 px from each',
    screen: P320,
    target: { left: 214, top: 411, width: 100, height: 46 },
    mark: { width: 308, height: 132 },
    keepClear: [{ left: 6, top: 397, width: 93, height: 60 }, { left: 188, top: 286, width: 54, height: 74 }],
    plates: [{ left: 6, top: 61, width: 98, height: 75 }, { left: 216, top: 61, width: 98, height: 90.5 }],
    platesCovered: 0,
    longest: POINTER_MAX,
  },
  {
    name: 'an obstacle just below the target: above it, near, rather than past the obstacle far below',
    screen: P360,
    target: { left: 140, top: 300, width: 80, height: 40 },
    mark: { width: 340, height: 120 },
    keepClear: [{ left: 100, top: 350, width: 160, height: 200 }],
    plates: [],
    platesCovered: 0,
    longest: 40,
  },
];

const coveredOf = (m: Box, boxes: readonly Box[]): number =>
  boxes.reduce((sum, b) => sum + Math.max(0, Math.min(m.left + m.width, b.left + b.width) - Math.max(m.left, b.left)) * Math.max(0, Math.min(m.top + m.height, b.top + b.height) - Math.max(m.top, b.top)), 0);

describe('coach marks near their element and off the other seats\' plates (issue 16)', () => {
  for (const c of NEAR) {
    it(`${c.screen.width}×${c.screen.height}: ${c.name}`, () => {
      const p = placeMark(c.target, c.mark, c.screen, c.keepClear, c.plates);
      const box = { left: p.left, top: p.top, ...c.mark };
      expect(overlaps(box, c.target), 'not on the target').toBe(false);
      for (const k of c.keepClear) if (!overlaps(k, c.target)) expect(overlaps(box, k), 'not on the own plate or the trick').toBe(false);
      expect(coveredOf(box, c.plates), 'the other plates covered').toBeLessThanOrEqual(c.platesCovered);
      expect(Math.hypot(p.pointer.x2 - p.pointer.x1, p.pointer.y2 - p.pointer.y1), 'the pointer\'s length').toBeLessThanOrEqual(c.longest);
      expect(inBox(p.pointer.x2, p.pointer.y2, c.target), 'the tip on the target').toBe(true);
      expect(box.top).toBeGreaterThanOrEqual(6);
      expect(box.top + box.height).toBeLessThanOrEqual(c.screen.height - 6);
    });
  }
});

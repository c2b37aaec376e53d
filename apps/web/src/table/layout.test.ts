import { describe, expect, it } from 'vitest';
import { intersects, type Rect } from './frame.ts';
import { geometry, layout, poseOf, relative, seatSide } from './layout.ts';
import type { CardSpec, Seating } from './types.ts';

/**
 * The table's frame at the sizes people play on (issue 17: phone, phone sideways, tablet, laptop
 * with the side panel, and a few between), for 2, 3 and 4 players: the reserved places of plates,
 * the note and the prompts never reach a trick card's corner index, plates do not overlap, and
 * everything stays on the table. The browser tests measure the real page on top of this.
 */

const spec = (key: string, place: CardSpec['place']): CardSpec => ({ key, face: key, place, label: key });
const SIZES = [
  { w: 360, h: 692 },
  { w: 390, h: 732 },
  { w: 740, h: 320 },
  { w: 844, h: 350 },
  { w: 768, h: 976 },
  { w: 960, h: 752 },
  { w: 1280, h: 900 },
];
const SEATINGS: Seating[] = [
  { players: 4, viewer: 0, direction: 'cw' },
  { players: 4, viewer: 2, direction: 'ccw' },
  { players: 3, viewer: 1, direction: 'cw' },
  { players: 2, viewer: 0, direction: 'cw' },
];

/** The top left of a card's face (index and suit sign), as an axis-aligned box: x 2…26, y 2…46 of 100 × 140. */
function indexBox(p: { x: number; y: number; scale: number }, cw: number, ch: number): Rect {
  const w = cw * p.scale;
  const h = ch * p.scale;
  const slack = 2; // a trick card's tilt moves its corner by a pixel or two
  return { x: p.x - w / 2 + 0.02 * w - slack, y: p.y - h / 2 + 0.015 * h - slack, w: 0.24 * w + 2 * slack, h: 0.32 * h + 2 * slack };
}

const inside = (r: Rect, w: number, h: number): boolean => r.x >= 0 && r.y >= 0 && r.x + r.w <= w + 0.5 && r.y + r.h <= h + 0.5;

/**
 * Issue 16: the tip's sheet lies on no plate, trick card, prompt or action (and is tall enough for
 * its line and buttons); the action buttons keep 4 px from every trick card but the own one (they
 * are offered before it is played).
 */
function clearOfTheTable(g: ReturnType<typeof geometry>, s: Seating, size: { w: number; h: number }): void {
  const seats = Array.from({ length: s.players }, (_, seat) => seat);
  const trick = layout(g, s, seats.map((seat, order) => spec(`t${seat}`, { zone: 'trick', seat, order })));
  const body = (p: { x: number; y: number; scale: number }, grow = 0): Rect => {
    const w = g.cw * p.scale;
    const h = g.ch * p.scale;
    return { x: p.x - w / 2 - grow, y: p.y - h / 2 - grow, w: w + 2 * grow, h: h + 2 * grow };
  };
  expect(inside(g.tip, size.w, size.h), `tip ${JSON.stringify(g.tip)}`).toBe(true);
  // Room for a few lines over the two buttons; held sideways (wider, shorter) for two lines (a longer one scrolls in the sheet).
  expect(g.tip.h, `tip ${g.tip.w}×${g.tip.h}`).toBeGreaterThanOrEqual(g.form === 'short' ? 76 : 90);
  expect(g.tip.w, 'tip width').toBeGreaterThanOrEqual(280);
  for (const [i, p] of g.plates.entries()) expect(intersects(g.tip, p), `tip on plate ${i}`).toBe(false);
  expect(intersects(g.tip, g.prompt), 'tip on the prompt').toBe(false);
  expect(intersects(g.tip, g.promptWide), 'tip on the wide prompt').toBe(false);
  expect(intersects(g.tip, g.actions), 'tip on the actions').toBe(false);
  for (const [key, p] of trick) expect(intersects(g.tip, body(p)), `tip on trick card ${key}`).toBe(false);
  expect(g.actions.h, 'actions height').toBeGreaterThanOrEqual(60);
  for (const [key, p] of trick) {
    if (key === `t${s.viewer}`) continue;
    expect(intersects(g.actions, body(p, 4 + 2)), `actions within 4 px of trick card ${key}`).toBe(false);
  }
}

describe('the table frame', () => {
  // Issue 16: the smallest phone (320 × 568 less the top bar): tip and actions still clear of everything.
  for (const s of SEATINGS) {
    for (const hand of [4, 9]) {
      if (hand === 9 && s.players !== 4) continue;
      it(`320×513, ${s.players} players, ${hand} cards: tip and actions clear`, () => clearOfTheTable(geometry({ w: 320, h: 513 }, hand, s), s, { w: 320, h: 513 }));
    }
  }

  for (const size of SIZES) {
    for (const s of SEATINGS) {
      for (const hand of [4, 9]) {
        if (hand === 9 && s.players !== 4) continue;
        const g = geometry(size, hand, s);
        const name = `${size.w}×${size.h}, ${s.players} players (viewer ${s.viewer}, ${s.direction}), ${hand} cards: ${g.form}`;
        it(name, () => {
          const seats = Array.from({ length: s.players }, (_, seat) => seat);
          const plates = seats.map((seat) => g.plates[relative(s, seat)]!);
          for (const p of plates) expect(inside(p, size.w, size.h), `plate ${JSON.stringify(p)}`).toBe(true);
          for (let i = 0; i < plates.length; i++) for (let j = i + 1; j < plates.length; j++) expect(intersects(plates[i]!, plates[j]!), `plates ${i} ${j}`).toBe(false);
          // Issue 16: the game-over dialog lies on no plate (the own lives stay in sight) and has room for its standings.
          expect(inside(g.ending, size.w, size.h), `ending ${JSON.stringify(g.ending)}`).toBe(true);
          const atEnd = seats.map((seat) => g.endPlates[relative(s, seat)]!);
          for (const [i, p] of atEnd.entries()) expect(intersects(g.ending, p), `ending on plate ${i}`).toBe(false);
          for (const p of atEnd) expect(inside(p, size.w, size.h), `plate at the end ${JSON.stringify(p)}`).toBe(true);
          for (let i = 0; i < atEnd.length; i++) for (let j = i + 1; j < atEnd.length; j++) expect(intersects(atEnd[i]!, atEnd[j]!), `plates at the end ${i} ${j}`).toBe(false);
          expect(g.ending.h, 'ending height').toBeGreaterThanOrEqual(200);
          expect(g.ending.w, 'ending width').toBeGreaterThanOrEqual(280);
          // The hand's result lies on no plate (the own lives in sight) and on no trick card; room for a title, a line and its button.
          expect(inside(g.result, size.w, size.h), `result ${JSON.stringify(g.result)}`).toBe(true);
          for (const [i, p] of plates.entries()) expect(intersects(g.result, p), `result on plate ${i}`).toBe(false);
          expect(g.result.h, 'result height').toBeGreaterThanOrEqual(120);
          expect(g.result.w, 'result width').toBeGreaterThanOrEqual(200);
          // A full trick: every corner index in the open.
          const trick = seats.map((seat, order) => spec(`t${seat}`, { zone: 'trick', seat, order }));
          const poses = layout(g, s, trick);
          const note: Rect = { x: g.note.x - 40, y: g.note.y - 17, w: 80, h: 34 };
          const score: Rect = { x: g.score.x, y: g.score.y, w: Math.min(g.score.w, 127), h: Math.min(g.score.h, 60) };
          // The notes' stack (V-20, V-21, the variants' notes): on the table, on no plate, trick card or score.
          expect(inside(g.notes, size.w, size.h), `notes ${JSON.stringify(g.notes)}`).toBe(true);
          for (const [i, p] of plates.entries()) expect(intersects(g.notes, p), `notes on plate ${i}`).toBe(false);
          expect(intersects(g.notes, g.score), 'notes on the score').toBe(false);
          expect(g.notes.h, 'notes height').toBeGreaterThanOrEqual(60);
          expect(g.notes.w, 'notes width').toBeGreaterThanOrEqual(110);
          for (const [key, p] of poses) {
            const w = g.cw * p.scale;
            const h = g.ch * p.scale;
            expect(intersects(g.notes, { x: p.x - w / 2, y: p.y - h / 2, w, h }), `notes on trick card ${key}`).toBe(false);
          }
          for (const [key, p] of poses) {
            const idx = indexBox(p, g.cw, g.ch);
            expect(inside(idx, size.w, size.h), `${key} on the table`).toBe(true);
            for (const [i, plate] of plates.entries()) expect(intersects(idx, plate), `${key} under plate ${i}`).toBe(false);
            expect(intersects(idx, note), `${key} under the note`).toBe(false);
            expect(intersects(idx, score), `${key} under the score`).toBe(false);
            expect(intersects(idx, g.prompt), `${key} under a prompt`).toBe(false);
            expect(intersects(idx, g.dialog), `${key} under a dialog`).toBe(false);
            const w = g.cw * p.scale;
            const h = g.ch * p.scale;
            expect(intersects({ x: p.x - w / 2, y: p.y - h / 2, w, h }, g.result), `${key} under the result`).toBe(false);
            // No trick card lies on another's index.
            for (const [other, q] of poses) {
              if (other === key) continue;
              const w = g.cw * q.scale;
              const h = g.ch * q.scale;
              const body = { x: q.x - w / 2, y: q.y - h / 2, w, h };
              if (q.z > p.z) expect(intersects({ x: idx.x + 2, y: idx.y + 2, w: idx.w - 4, h: idx.h - 4 }, body), `${other} on ${key}'s index`).toBe(false);
            }
          }
          // The own hand on the table, left to right, below its bar.
          const own = layout(g, s, Array.from({ length: hand }, (_, index) => spec(`h${index}`, { zone: 'hand', seat: s.viewer, index, count: hand })));
          const xs = [...own.values()].map((p) => p.x);
          for (let i = 1; i < xs.length; i++) expect(xs[i]!).toBeGreaterThan(xs[i - 1]!);
          expect(xs[0]! - g.cw / 2).toBeGreaterThanOrEqual(0);
          expect(xs.at(-1)! + g.cw / 2).toBeLessThanOrEqual(size.w);
          expect(g.plates[0]!.y + g.plates[0]!.h).toBeLessThanOrEqual(g.form === 'portrait' ? g.handTop : size.h);
          expect(g.prompt.y + g.prompt.h).toBeLessThanOrEqual(g.form === 'portrait' || g.form === 'wide' ? g.handTop : size.h);
          expect(g.prompt.h).toBeGreaterThan(120);
          clearOfTheTable(g, s, size);
        });
      }
    }
  }

  it('a phone held upright, sideways, a tablet and a laptop each get their form', () => {
    const s = SEATINGS[0]!;
    expect(geometry({ w: 360, h: 692 }, 4, s).form).toBe('portrait');
    expect(geometry({ w: 740, h: 320 }, 4, s).form).toBe('short');
    expect(geometry({ w: 768, h: 976 }, 4, s).form).toBe('wide');
    expect(geometry({ w: 960, h: 752 }, 4, s).form).toBe('wide');
  });

  it('held sideways, the cards are no smaller than upright on the same phone', () => {
    const s = SEATINGS[0]!;
    expect(geometry({ w: 740, h: 320 }, 4, s).cw).toBeGreaterThanOrEqual(60);
    expect(geometry({ w: 360, h: 692 }, 4, s).cw).toBeGreaterThanOrEqual(60);
  });

  it('on a wide screen the plates stay near the cards, not in the far corners', () => {
    const s = SEATINGS[0]!;
    const g = geometry({ w: 1280, h: 752 }, 4, s);
    const left = g.plates[1]!;
    const right = g.plates[3]!;
    expect(left.x).toBeGreaterThan(100);
    expect(1280 - (right.x + right.w)).toBeGreaterThan(100);
    expect(g.prompt.w).toBeLessThanOrEqual(480);
  });

  it('puts the next seat left (clockwise) or right (counter-clockwise), and the trick card towards its seat', () => {
    const cw = SEATINGS[0]!;
    const ccw: Seating = { ...cw, direction: 'ccw' };
    expect(seatSide(cw, 1)).toBe('left');
    expect(seatSide(ccw, 1)).toBe('right');
    expect(seatSide(cw, 2)).toBe('top');
    expect(relative({ ...cw, viewer: 2 }, 3)).toBe(1);
    const g = geometry({ w: 360, h: 692 }, 4, cw);
    for (const seat of [0, 1, 2, 3]) {
      const p = poseOf(g, cw, `t${seat}`, { zone: 'trick', seat, order: seat });
      const plate = g.plates[seat]!;
      const towards = (plate.x + plate.w / 2 - g.centre.x) * (p.x - g.centre.x) + (plate.y + plate.h / 2 - g.centre.y) * (p.y - g.centre.y);
      expect(towards, `seat ${seat}`).toBeGreaterThan(0);
    }
  });

  it('raises a raised card', () => {
    const g = geometry({ w: 390, h: 700 }, 4);
    const s = SEATINGS[0]!;
    const place = { zone: 'hand', seat: 0, index: 0, count: 4 } as const;
    const flat = layout(g, s, [spec('a', place)]).get('a')!;
    const up = layout(g, s, [{ ...spec('a', place), raised: true }]).get('a')!;
    expect(up.y).toBeLessThan(flat.y);
  });
});

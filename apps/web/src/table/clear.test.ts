import { describe, expect, it } from 'vitest';
import { clearPrompt, trickExtent } from './clear.ts';
import { handExtent, intersects, type Rect } from './frame.ts';
import { geometry } from './layout.ts';
import type { Seating } from './types.ts';

/**
 * D-9's continue prompt (issue 16) at the sizes people play on, table areas less the top bar
 * (360 × 740, 320 × 568, 740 × 360, 1280 × 800 with the side panel): clear of every card of a
 * trick of one to three rounds, of the own plate and of the own hand.
 */
const SIZES = [
  { w: 360, h: 685 },
  { w: 320, h: 513 },
  { w: 740, h: 317 },
  { w: 960, h: 745 },
];

describe('the continue prompt clear of the trick (Sedma, D-9)', () => {
  for (const size of SIZES) {
    for (const players of [2, 3, 4]) {
      for (const rounds of [1, 2, 3]) {
        it(`${size.w}×${size.h}, ${players} players, ${rounds} round(s)`, () => {
          const s: Seating = { players, viewer: 0, direction: 'cw' };
          const g = geometry(size, 4, s);
          const { rect, over } = clearPrompt(g, s, rounds);
          const t = trickExtent(g, s, rounds);
          const trick: Rect = { x: t.left - 4, y: t.top - 4, w: t.right - t.left + 8, h: t.bottom - t.top + 8 };
          expect(intersects(rect, trick), JSON.stringify({ rect, t })).toBe(false);
          expect(intersects(rect, g.plates[0]!)).toBe(false);
          const mid = (g.hand.x0 + g.hand.x1) / 2;
          const half = Math.min(handExtent(4, g.cw, g.hand.x1 - g.hand.x0), g.hand.x1 - g.hand.x0) / 2;
          expect(intersects(rect, { x: mid - half, y: g.handTop, w: 2 * half, h: g.ch })).toBe(false);
          // Room for the question and its button: a column below the trick, or text and button side by side in the band.
          expect(rect.h).toBeGreaterThanOrEqual(over ? 60 : 118);
          if (over) {
            expect(g.form).toBe('portrait');
            for (const p of g.plates.slice(1)) expect(intersects(rect, p)).toBe(false);
          }
        });
      }
    }
  }
});

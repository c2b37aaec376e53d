import type { Rect } from './frame.ts';
import { type Geometry, poseOf } from './layout.ts';
import type { Seating } from './types.ts';

/**
 * A prompt that must leave the whole trick in sight, not only its corner indexes: Sedma's
 * "continue or stop" (D-9), where the led card says what beats. The frame's prompt rect may lie
 * over the lower part of the own trick card, and Sedma's later rounds lie lower still; this one
 * starts below the lowest card of the rounds on the table. Where that leaves too little room (the
 * smallest phones upright), the prompt goes into the band between the seats along the top and the
 * trick instead, over the score and the stock (`over`: the screen hides those while it is there).
 */

/** The least room a prompt with a line or two of text and one button needs (px). */
export const CLEAR_PROMPT_MIN_H = 150;
/** The band above the trick is used from this height on (text and button side by side). */
const BAND_MIN_H = 60;
const GAP = 6;
/** A trick card's tilt (layout.ts: ±4°) widens its box by this much of the other side. */
const TILT = Math.sin((4 * Math.PI) / 180);

export interface ClearPrompt {
  readonly rect: Rect;
  /** The prompt lies over the score and the stock (they are hidden while it shows). */
  readonly over: boolean;
}

/** The top and bottom edges and the left and right of every card a trick of `rounds` rounds may lay (each seat a card a round). */
export function trickExtent(g: Geometry, s: Seating, rounds: number): { top: number; bottom: number; left: number; right: number } {
  let top = Infinity;
  let bottom = -Infinity;
  let left = Infinity;
  let right = -Infinity;
  for (let round = 0; round < Math.max(1, rounds); round++) {
    for (let seat = 0; seat < s.players; seat++) {
      const p = poseOf(g, s, '', { zone: 'trick', seat, order: round * s.players + seat, round });
      const w = g.cw * p.scale;
      const h = g.ch * p.scale;
      const hw = w / 2 + (h / 2) * TILT;
      const hh = h / 2 + (w / 2) * TILT;
      // The card that holds the trick is raised (layout.ts): by 0.14 of its height.
      top = Math.min(top, p.y - hh - h * 0.14);
      bottom = Math.max(bottom, p.y + hh);
      left = Math.min(left, p.x - hw);
      right = Math.max(right, p.x + hw);
    }
  }
  return { top, bottom, left, right };
}

/** Where the prompt goes with `rounds` rounds of the trick on the table. */
export function clearPrompt(g: Geometry, s: Seating, rounds: number): ClearPrompt {
  const t = trickExtent(g, s, rounds);
  const p = g.prompt;
  const besideTrick = p.x >= t.right + GAP || p.x + p.w <= t.left - GAP;
  if (besideTrick) return { rect: p, over: false };
  const top = Math.max(p.y, Math.ceil(t.bottom + GAP));
  const below: Rect = { x: p.x, y: top, w: p.w, h: Math.max(0, p.y + p.h - top) };
  if (below.h >= CLEAR_PROMPT_MIN_H || g.form !== 'portrait') return { rect: below, over: false };
  // Upright on a small phone: between the seats along the top (their plates' room) and the trick.
  const rowBottom = Math.max(0, ...g.plates.slice(1).map((r) => r.y + r.h));
  const band: Rect = { x: 6, y: rowBottom + GAP, w: g.w - 12, h: Math.max(0, Math.floor(t.top - GAP) - (rowBottom + GAP)) };
  return band.h >= BAND_MIN_H && band.h > below.h ? { rect: band, over: true } : { rect: below, over: false };
}

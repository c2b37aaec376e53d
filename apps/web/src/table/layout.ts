import { type Frame, type Rect, type Side, sideOf, tableFrame, trickDirection } from './frame.ts';
import type { CardSpec, Place, Pose, Seating } from './types.ts';

/**
 * Pure geometry: where every place is on a table of a given size. Used by the widget and by the
 * Svelte screens (seat panels sit at the same anchors), and unit-tested without a DOM.
 */

export interface Size {
  readonly w: number;
  readonly h: number;
}

/** The table's frame (where every part goes) plus the centre of the trick, for the widget. */
export interface Geometry extends Frame {
  readonly centre: { readonly x: number; readonly y: number };
}

export const SCALE = { hand: 1, other: 0.42, pile: 0.3, deck: 0.5, show: 0.5 } as const;

export function geometry(size: Size, handCards: number, seating: Seating = { players: 4, viewer: 0, direction: 'cw' }): Geometry {
  const f = tableFrame(size, seating, handCards);
  return { ...f, centre: { x: f.trick.x, y: f.trick.y } };
}

/** The viewer is 0, then the others in playing order. */
export const relative = (s: Seating, seat: number): number => (seat - s.viewer + s.players) % s.players;

/** Where a seat sits around the table, seen by the viewer. */
export const seatSide = (s: Seating, seat: number): Side => sideOf(s.players, relative(s, seat), s.direction);

/** A seat's plate on this table (px). */
export const plateOf = (g: Geometry, s: Seating, seat: number): Rect => g.plates[relative(s, seat)]!;

/** A small deterministic tilt per key, so a trick looks thrown rather than stacked. */
export function jitter(key: string, span: number): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (((h >>> 0) % 1000) / 1000 - 0.5) * 2 * span;
}

function handPose(g: Geometry, s: Seating, p: Extract<Place, { zone: 'hand' }>): Pose {
  const r = relative(s, p.seat);
  if (r === 0) {
    const usable = g.hand.x1 - g.hand.x0;
    const step = p.count <= 1 ? 0 : Math.min(g.cw * 1.04, (usable - g.cw) / (p.count - 1));
    const spread = step * (p.count - 1);
    const mid = (g.hand.x0 + g.hand.x1) / 2;
    const x = mid - spread / 2 + step * p.index;
    const t = p.count <= 1 ? 0 : (p.index - (p.count - 1) / 2) / Math.max((p.count - 1) / 2, 1);
    return { x, y: g.handTop + g.ch / 2 + Math.abs(t) * g.ch * 0.04, rot: t * (p.count > 4 ? 5 : 3), scale: SCALE.hand, z: 200 + p.index };
  }
  // Tucked under the seat's plate, fanned a little.
  const b = g.backs[r]!;
  const cardW = g.cw * SCALE.other;
  const step = p.count <= 1 ? 0 : Math.min(cardW * 0.34, Math.max(0, b.span - cardW) / (p.count - 1));
  const off = (p.index - (p.count - 1) / 2) * step;
  return { x: b.x + off, y: b.y, rot: b.turn + (p.index - (p.count - 1) / 2) * 5, scale: SCALE.other, z: 20 + p.index };
}

function trickPose(g: Geometry, s: Seating, key: string, p: Extract<Place, { zone: 'trick' }>): Pose {
  const d = trickDirection(s.players, seatSide(s, p.seat));
  // Sedma's later rounds lie a little further out, each still showing its corner.
  const round = p.round ?? 0;
  const out = 1 + 0.12 * round;
  return {
    x: g.trick.x + d.x * g.trick.sx * out + round * g.cw * g.trick.scale * 0.14,
    y: g.trick.y + d.y * g.trick.sy * out + round * g.ch * g.trick.scale * 0.1,
    rot: jitter(key, 4),
    scale: g.trick.scale,
    z: 100 + round * 10 + p.order,
  };
}

/** The pose of one card in its place. */
export function poseOf(g: Geometry, s: Seating, key: string, place: Place): Pose {
  switch (place.zone) {
    case 'hand':
      return handPose(g, s, place);
    case 'trick':
      return trickPose(g, s, key, place);
    case 'pile': {
      // Each trick a little further on, towards the middle of the table.
      const a = g.piles[relative(s, place.seat)]!;
      const inward = a.x > g.w / 2 ? -1 : 1;
      return { x: a.x + inward * place.index * 2, y: a.y - place.index * 2, rot: 90 + jitter(key, 4), scale: SCALE.pile, z: 10 + place.index };
    }
    case 'deck':
      // The stock lies beside the note (Sedma's count goes next to it); a deal starts from there.
      return { x: g.note.x - g.cw * 0.35 + place.index * 0.4, y: g.note.y - place.index * 0.8, rot: jitter(key, 1.5), scale: SCALE.deck, z: 5 + place.index };
    case 'seat': {
      const r = relative(s, place.seat);
      if (r === 0) return { x: (g.hand.x0 + g.hand.x1) / 2, y: g.handTop + g.ch / 2, rot: 0, scale: SCALE.hand, z: 300 };
      const b = g.backs[r]!;
      return { x: b.x, y: b.y, rot: b.turn, scale: SCALE.other, z: 300 };
    }
    case 'show': {
      // Shown cards (Weis) lie between the seat and the trick.
      const r = relative(s, place.seat);
      const p = g.plates[r]!;
      const step = g.cw * SCALE.show * 0.55;
      const px = p.x + p.w / 2;
      const py = r === 0 ? p.y - g.ch * 0.3 : p.y + p.h / 2;
      const cx = r === 0 ? g.trick.x : px + (g.trick.x - px) * 0.45;
      const cy = r === 0 ? py : py + (g.trick.y - py) * 0.45;
      return { x: cx + (place.index - (place.count - 1) / 2) * step, y: cy, rot: 0, scale: SCALE.show, z: 150 + place.index };
    }
  }
}

/** Poses of all cards, by key. */
export function layout(g: Geometry, s: Seating, cards: readonly CardSpec[]): Map<string, Pose> {
  const out = new Map<string, Pose>();
  for (const c of cards) {
    const p = poseOf(g, s, c.key, c.place);
    out.set(c.key, c.raised ? { ...p, y: p.y - g.ch * p.scale * 0.14 } : p);
  }
  return out;
}

/** The largest hand the viewer holds in `cards` (sizes the cards). */
export function viewerHandSize(s: Seating, cards: readonly CardSpec[]): number {
  let n = 0;
  for (const c of cards) if (c.place.zone === 'hand' && c.place.seat === s.viewer) n = Math.max(n, c.place.count);
  return n;
}

export type { Frame, Rect, Side };

import type { CardSpec, Place, Pose, Seating } from './types.ts';

/**
 * Pure geometry: where every place is on a table of a given size. Used by the widget and by the
 * Svelte screens (seat panels sit at the same anchors), and unit-tested without a DOM.
 */

export interface Size {
  readonly w: number;
  readonly h: number;
}

export interface Geometry extends Size {
  /** Base card size in px: the viewer's own hand cards are drawn at this size. */
  readonly cw: number;
  readonly ch: number;
  /** Top edge of the viewer's hand, in px (screens put their buttons above it). */
  readonly handTop: number;
  readonly centre: { readonly x: number; readonly y: number };
}

export const SCALE = { hand: 1, trick: 0.74, other: 0.42, pile: 0.3, deck: 0.6, show: 0.5 } as const;

export function geometry(size: Size, handCards: number): Geometry {
  const { w, h } = size;
  // Four cards side by side fill most of a phone's width; larger hands overlap (Schieber's nine).
  const byWidth = handCards <= 4 ? w / 4.5 : w / 4.6;
  const cw = Math.round(Math.max(44, Math.min(byWidth, h * 0.14, 120)));
  const ch = Math.round(cw * 1.4);
  const handTop = h - ch - Math.max(6, h * 0.012);
  return { w, h, cw, ch, handTop, centre: { x: w / 2, y: Math.min(h * 0.47, handTop - ch * 1.3) } };
}

/** The viewer is 0, then the others in playing order. */
export const relative = (s: Seating, seat: number): number => (seat - s.viewer + s.players) % s.players;

/**
 * A seat's anchor as fractions of the table (0..1): where its cards and its name plate sit.
 * Four at a table: left, top, right in playing order (mirrored when play goes counter-clockwise).
 */
export function seatAnchor(s: Seating, seat: number): { x: number; y: number } {
  const r = relative(s, seat);
  if (r === 0) return { x: 0.5, y: 1 };
  const mirror = s.direction === 'ccw';
  let x: number;
  let y: number;
  if (s.players === 2) [x, y] = [0.5, 0.07];
  else if (s.players === 3) [x, y] = r === 1 ? [0.13, 0.22] : [0.87, 0.22];
  else if (s.players === 4) [x, y] = r === 1 ? [0.09, 0.29] : r === 2 ? [0.5, 0.07] : [0.91, 0.29];
  else {
    const a = Math.PI / 2 + (r * 2 * Math.PI) / s.players;
    x = 0.5 + 0.41 * Math.cos(a);
    y = 0.36 + 0.3 * Math.sin(a);
  }
  return { x: mirror ? 1 - x : x, y };
}

/** The direction from the table's centre towards a seat, as an angle in radians. */
function seatAngle(g: Geometry, s: Seating, seat: number): number {
  if (relative(s, seat) === 0) return Math.PI / 2;
  const a = seatAnchor(s, seat);
  return Math.atan2(a.y * g.h - g.centre.y, a.x * g.w - g.centre.x);
}

/** Which way a seat's cards face: 0 at the bottom, 180 at the top, ±90 at the sides (nearest quarter turn). */
function seatTurn(g: Geometry, s: Seating, seat: number): number {
  if (relative(s, seat) === 0) return 0;
  const a = seatAngle(g, s, seat);
  return Math.round(((a * 180) / Math.PI - 90) / 90) * 90;
}

/** A small deterministic tilt per key, so a trick looks thrown rather than stacked. */
export function jitter(key: string, span: number): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (((h >>> 0) % 1000) / 1000 - 0.5) * 2 * span;
}

function handPose(g: Geometry, s: Seating, p: Extract<Place, { zone: 'hand' }>): Pose {
  const r = relative(s, p.seat);
  if (r === 0) {
    const usable = g.w * 0.96;
    const step = p.count <= 1 ? 0 : Math.min(g.cw * 1.04, (usable - g.cw) / (p.count - 1));
    const spread = step * (p.count - 1);
    const x = g.w / 2 - spread / 2 + step * p.index;
    const mid = (p.count - 1) / 2;
    const t = p.count <= 1 ? 0 : (p.index - mid) / Math.max(mid, 1);
    return { x, y: g.handTop + g.ch / 2 + Math.abs(t) * g.ch * 0.04, rot: t * (p.count > 4 ? 5 : 3), scale: SCALE.hand, z: 200 + p.index };
  }
  const a = seatAnchor(s, p.seat);
  const turn = seatTurn(g, s, p.seat);
  const along = (turn / 180) * Math.PI; // cards spread perpendicular to the direction they face
  const step = g.cw * SCALE.other * 0.32;
  const off = (p.index - (p.count - 1) / 2) * step;
  const x = a.x * g.w + Math.cos(along) * off;
  const y = a.y * g.h + Math.sin(along) * off - (Math.abs(turn) === 180 || turn === 0 ? 0 : g.ch * 0.1);
  return { x, y, rot: turn + (p.index - (p.count - 1) / 2) * 4, scale: SCALE.other, z: 20 + p.index };
}

function trickPose(g: Geometry, s: Seating, key: string, p: Extract<Place, { zone: 'trick' }>): Pose {
  const a = seatAngle(g, s, p.seat);
  const round = p.round ?? 0;
  const d = g.ch * SCALE.trick * (0.5 + 0.14 * round);
  return {
    x: g.centre.x + Math.cos(a) * d * 0.95,
    y: g.centre.y + Math.sin(a) * d * 0.8,
    rot: jitter(key, 7),
    scale: SCALE.trick,
    z: 100 + p.order,
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
      const a = seatAnchor(s, place.seat);
      const r = relative(s, place.seat);
      // The viewer's tricks lie to the right, between the table's middle and the own hand.
      const x = r === 0 ? g.w * 0.86 : a.x * g.w + (g.centre.x - a.x * g.w) * 0.32;
      const y = r === 0 ? g.centre.y + g.ch * 0.95 : a.y * g.h + (g.centre.y - a.y * g.h) * 0.32;
      return { x: x + place.index * 2, y: y - place.index * 2, rot: 90 + jitter(key, 4), scale: SCALE.pile, z: 10 + place.index };
    }
    case 'deck':
      // Below the trick, towards the viewer: clear of the side seats.
      return {
        x: g.centre.x - g.cw * 0.15 + place.index * 0.4,
        y: g.centre.y + g.ch * 0.98 - place.index * 0.8,
        rot: jitter(key, 1.5),
        scale: SCALE.deck,
        z: 5 + place.index,
      };
    case 'seat': {
      const a = seatAnchor(s, place.seat);
      return relative(s, place.seat) === 0
        ? { x: g.w / 2, y: g.handTop + g.ch / 2, rot: 0, scale: SCALE.hand, z: 300 }
        : { x: a.x * g.w, y: a.y * g.h, rot: seatTurn(g, s, place.seat), scale: SCALE.other, z: 300 };
    }
    case 'show': {
      const a = seatAnchor(s, place.seat);
      const r = relative(s, place.seat);
      const step = g.cw * SCALE.show * 0.55;
      const cx = r === 0 ? g.w / 2 : a.x * g.w + (g.centre.x - a.x * g.w) * 0.45;
      const cy = r === 0 ? g.handTop - g.ch * 0.45 : a.y * g.h + (g.centre.y - a.y * g.h) * 0.45;
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

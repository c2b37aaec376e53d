import { describe, expect, it } from 'vitest';
import { diff, samePose, type Shown } from './diff.ts';
import { geometry, layout, poseOf, relative, seatAnchor } from './layout.ts';
import type { CardSpec, Pose, Seating } from './types.ts';

const pose = (x: number, y = 0, extra: Partial<Pose> = {}): Pose => ({ x, y, rot: 0, scale: 1, z: 0, ...extra });
const spec = (key: string, extra: Partial<CardSpec> = {}): CardSpec => ({ key, face: key, place: { zone: 'deck', index: 0 }, label: key, ...extra });
const shown = (key: string, p: Pose, extra: Partial<CardSpec> = {}): [string, Shown] => [key, { pose: p, spec: spec(key, extra) }];

describe('diff', () => {
  it('finds cards that arrive, move, change and leave', () => {
    const prev = new Map([shown('Th', pose(0)), shown('9h', pose(10)), shown('Jc', pose(20)), shown('Kd', pose(30))]);
    const next = new Map([shown('Th', pose(0)), shown('9h', pose(50)), shown('Jc', pose(20), { dim: true }), shown('Ac', pose(40))]);
    expect(diff(prev, next)).toEqual({ enter: ['Ac'], move: ['9h'], update: ['Jc'], exit: ['Kd'] });
  });

  it('touches nothing when nothing changed', () => {
    const a = new Map([shown('Th', pose(1, 2, { rot: 5 })), shown('9h', pose(3))]);
    const b = new Map([shown('Th', pose(1.2, 2.1, { rot: 5.1 })), shown('9h', pose(3))]);
    expect(diff(a, b)).toEqual({ enter: [], move: [], update: [], exit: [] });
  });

  it('a face turning over is an update, not a move', () => {
    const a = new Map([shown('k', pose(0), { face: null })]);
    const b = new Map([shown('k', pose(0), { face: 'Th' })]);
    expect(diff(a, b)).toEqual({ enter: [], move: [], update: ['k'], exit: [] });
  });

  it('a change of stacking order is a move', () => {
    expect(samePose(pose(0, 0, { z: 1 }), pose(0, 0, { z: 2 }))).toBe(false);
  });
});

describe('layout', () => {
  const g = geometry({ w: 390, h: 700 }, 4);
  const cw: Seating = { players: 4, viewer: 0, direction: 'cw' };
  const ccw: Seating = { players: 4, viewer: 0, direction: 'ccw' };

  it('puts the viewer at the bottom and the next seat left (clockwise) or right (counter-clockwise)', () => {
    expect(relative(cw, 0)).toBe(0);
    expect(relative({ ...cw, viewer: 2 }, 3)).toBe(1);
    expect(seatAnchor(cw, 1).x).toBeLessThan(0.5);
    expect(seatAnchor(ccw, 1).x).toBeGreaterThan(0.5);
    expect(seatAnchor(cw, 2).y).toBeLessThan(0.2);
  });

  it('lays the own hand left to right inside the table, large, at the bottom', () => {
    const cards = ['Th', '9h', 'Jc', 'Kd'].map((k, index) => spec(k, { place: { zone: 'hand', seat: 0, index, count: 4 } }));
    const poses = [...layout(g, cw, cards).values()];
    for (let i = 1; i < poses.length; i++) expect(poses[i]!.x).toBeGreaterThan(poses[i - 1]!.x);
    for (const p of poses) {
      expect(p.x - g.cw / 2).toBeGreaterThanOrEqual(0);
      expect(p.x + g.cw / 2).toBeLessThanOrEqual(g.w);
      expect(p.y).toBeGreaterThan(g.handTop);
      expect(p.scale).toBe(1);
    }
  });

  it('fits nine cards (Schieber) on a phone by overlapping them', () => {
    const g9 = geometry({ w: 360, h: 640 }, 9);
    const cards = Array.from({ length: 9 }, (_, index) => spec(`c${index}`, { place: { zone: 'hand', seat: 0, index, count: 9 } }));
    const poses = [...layout(g9, ccw, cards).values()];
    expect(poses[0]!.x - g9.cw / 2).toBeGreaterThanOrEqual(0);
    expect(poses[8]!.x + g9.cw / 2).toBeLessThanOrEqual(g9.w);
  });

  it('places each trick card between the centre and the seat that played it', () => {
    for (const seat of [0, 1, 2, 3]) {
      const p = poseOf(g, cw, `t${seat}`, { zone: 'trick', seat, order: seat });
      const a = seat === 0 ? { x: 0.5, y: 1 } : seatAnchor(cw, seat);
      const towards = (a.x * g.w - g.centre.x) * (p.x - g.centre.x) + (a.y * g.h - g.centre.y) * (p.y - g.centre.y);
      expect(towards, `seat ${seat}`).toBeGreaterThan(0);
    }
  });

  it('raises a raised card', () => {
    const place = { zone: 'hand', seat: 0, index: 0, count: 4 } as const;
    const flat = layout(g, cw, [spec('a', { place })]).get('a')!;
    const up = layout(g, cw, [spec('a', { place, raised: true })]).get('a')!;
    expect(up.y).toBeLessThan(flat.y);
  });
});

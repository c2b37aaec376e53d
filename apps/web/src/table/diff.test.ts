import { describe, expect, it } from 'vitest';
import { diff, samePose, type Shown } from './diff.ts';
import type { CardSpec, Pose } from './types.ts';

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

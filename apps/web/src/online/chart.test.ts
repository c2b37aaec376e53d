import { describe, expect, it } from 'vitest';
import { niceStep, plot } from './chart.ts';

const box = { w: 300, h: 160, left: 30, right: 10, top: 10, bottom: 20 };

describe('profile chart geometry', () => {
  it('picks round tick steps', () => {
    expect(niceStep(10)).toBe(5);
    expect(niceStep(100)).toBe(50);
    expect(niceStep(3)).toBe(1);
    expect(niceStep(0.4)).toBe(0.1);
  });

  it('scales a series into the box: first point left, last right, higher values higher up', () => {
    const p = plot([0, 10, 20, 40], box);
    expect(p.points[0]!.x).toBe(30);
    expect(p.points[3]!.x).toBe(290);
    expect(p.points[3]!.y).toBeLessThan(p.points[0]!.y);
    expect(p.points[0]!.y).toBe(140);
    expect(p.line.startsWith('M30 140 L')).toBe(true);
    expect(p.ticks.map((t) => t.value)).toEqual([0, 10, 20, 30, 40]);
  });

  it('draws one point in the middle, a flat series with room around it, nothing for no data', () => {
    expect(plot([5], box).points).toEqual([{ x: 160, y: expect.any(Number) }]);
    const flat = plot([3, 3, 3], box);
    expect(flat.min).toBeLessThan(3);
    expect(flat.max).toBeGreaterThan(3);
    expect(plot([], box).line).toBe('');
  });

  it('closes an uncertainty band around the line', () => {
    const p = plot([25, 26], box, [
      { lo: 17, hi: 33 },
      { lo: 20, hi: 32 },
    ]);
    expect(p.band.startsWith('M')).toBe(true);
    expect(p.band.endsWith('Z')).toBe(true);
    expect(p.min).toBeLessThanOrEqual(17);
  });
});

import { describe, expect, it } from 'vitest';
import { handOverlaps, liftActive, tap } from './lift.ts';

describe('tap to lift, tap again to play (issue 16)', () => {
  it('the first tap lifts, the second tap on the same card plays', () => {
    const first = tap(null, 'H10', { active: true, dim: false });
    expect(first).toEqual({ lifted: 'H10', play: false });
    expect(tap(first.lifted, 'H10', { active: true, dim: false })).toEqual({ lifted: null, play: true });
  });

  it('a tap on another card lifts that one and plays nothing', () => {
    expect(tap('H10', 'SA', { active: true, dim: false })).toEqual({ lifted: 'SA', play: false });
  });

  it('switched off, or on a dimmed card, a tap answers at once', () => {
    expect(tap(null, 'H10', { active: false, dim: false })).toEqual({ lifted: null, play: true });
    expect(tap('SA', 'H10', { active: true, dim: true })).toEqual({ lifted: null, play: true });
  });

  it("'auto' lifts only where the hand's cards overlap", () => {
    expect(handOverlaps([0, 30, 60], 50)).toBe(true);
    expect(handOverlaps([120, 0, 60], 50)).toBe(false);
    expect(handOverlaps([10], 50)).toBe(false);
    expect(liftActive('auto', true)).toBe(true);
    expect(liftActive('auto', false)).toBe(false);
    expect(liftActive('on', false)).toBe(true);
    expect(liftActive('off', true)).toBe(false);
  });
});

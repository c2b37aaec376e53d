import { describe, expect, it } from 'vitest';
import { holdThreshold, knockThreshold, livesAfter } from './betting.ts';
import { survivalChances } from './equity.ts';

describe('equity of lives (S-23: the last survivor wins)', () => {
  it('chances sum to one and are even for even lives', () => {
    for (const lives of [[7, 7, 7, 7], [1, 2, 3, 7], [2, 5], [0, 3, 3, 0], [4, 4, 4, 4, 4, 4]]) {
      const ch = survivalChances(lives);
      expect(ch.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      lives.forEach((l, s) => l === 0 && expect(ch[s]).toBe(0));
    }
    expect(survivalChances([7, 7, 7, 7])[0]).toBeCloseTo(0.25, 9);
  });

  it('more lives are worth more, and each lost life costs (elimination costs everything)', () => {
    let last = 0;
    for (let l = 1; l <= 7; l++) {
      const c = survivalChances([l, 5, 5, 5])[0]!;
      expect(c).toBeGreaterThan(last);
      last = c;
    }
  });
});

describe('stakes thresholds (S-10, S-13, S-14)', () => {
  const table = { lives: [7, 7, 7, 7], inHand: [0, 1, 2, 3] };

  it('passing gets dearer once held: a higher stake already accepted lowers the chance needed to hold', () => {
    for (let v = 3; v <= 7; v++) {
      expect(holdThreshold({ ...table, value: v }, 0, v - 1)).toBeLessThan(holdThreshold({ ...table, value: v }, 0, 1));
    }
  });

  it('holding a first knock takes a fair chance, never certainty', () => {
    const t = holdThreshold({ ...table, value: 2 }, 0, 1);
    expect(t).toBeGreaterThan(0.1);
    expect(t).toBeLessThan(0.6);
  });

  it('a player whose lives are all at stake anyway holds on little (Zähn at 2 lives, value 4)', () => {
    expect(holdThreshold({ lives: [2, 7, 7, 7], inHand: [0, 1, 2, 3], value: 4 }, 0, 1)).toBeLessThan(holdThreshold({ ...table, value: 4 }, 0, 1));
  });

  it('knocking needs at least an even share of the hand', () => {
    expect(knockThreshold({ ...table, value: 1 }, 0)).toBeGreaterThanOrEqual(0.2);
    expect(knockThreshold({ lives: [7, 7], inHand: [0, 1], value: 1 }, 0)).toBeGreaterThanOrEqual(0.5);
  });

  it('lives after a hand: the winner keeps, the others in the hand pay the value, never below zero', () => {
    expect(livesAfter([7, 2, 5, 6], [0, 1, 2], 2, 3, [[3, 1]])).toEqual([4, 0, 5, 5]);
  });
});

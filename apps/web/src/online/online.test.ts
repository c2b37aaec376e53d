import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff.ts';
import { judgeView } from './versions.ts';

describe('reconnection backoff', () => {
  it('doubles up to the cap, with jitter between half and all of the ceiling', () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(10, () => 1)).toBe(15_000);
    expect(backoffDelay(1000, () => 0.5)).toBe(11_250);
  });
  it('never waits less than half the ceiling (no thundering herd at zero)', () => {
    for (let a = 0; a < 12; a++) for (const r of [0, 0.3, 0.99]) expect(backoffDelay(a, () => r)).toBeGreaterThanOrEqual(Math.min(15_000, 500 * 2 ** a) / 2);
  });
});

describe('views and their version numbers', () => {
  it.each([
    [null, { gameId: 'G1', v: 0 }, 'next'],
    [null, { gameId: 'G1', v: 17 }, 'next'],
    [{ gameId: 'G1', v: 4 }, { gameId: 'G1', v: 5 }, 'next'],
    [{ gameId: 'G1', v: 4 }, { gameId: 'G1', v: 4 }, 'same'],
    [{ gameId: 'G1', v: 4 }, { gameId: 'G1', v: 2 }, 'stale'],
    [{ gameId: 'G1', v: 4 }, { gameId: 'G1', v: 7 }, 'gap'],
    [{ gameId: 'G1', v: 40 }, { gameId: 'G2', v: 0 }, 'new-game'],
  ] as const)('%j then %j → %s', (last, next, want) => {
    expect(judgeView(last, next)).toBe(want);
  });
});

import { describe, expect, it } from 'vitest';
import type { Update } from '../offline/protocol.ts';
import { Director, type Frame, type Stage } from './director.ts';

interface V {
  readonly hand: number;
}
const stageOf = (prev: V | null, next: V): Stage => (prev && next.hand > prev.hand ? 'hand' : 'normal');
const u = (seq: number, hand: number, seat = 1): Update<V> => ({ seq, view: { hand }, legal: [], last: { seat, action: 'play' }, over: false });

describe('the director', () => {
  it('stops at the end of a hand until the player continues (offline)', async () => {
    const shown: Frame<V>[] = [];
    const d = new Director<V>(0, stageOf, { botMs: 0, trickMs: 0 }, (f) => shown.push(f));
    d.push(u(0, 1));
    d.push(u(1, 2));
    d.push(u(2, 2));
    await new Promise((r) => setTimeout(r, 20));
    expect(shown.map((f) => [f.update.seq, f.stage])).toEqual([
      [0, 'normal'],
      [1, 'hand'],
    ]);
    expect(d.waiting).toBe(true);
    d.ack();
    await new Promise((r) => setTimeout(r, 0));
    expect(shown.map((f) => [f.update.seq, f.stage]).slice(2)).toEqual([
      [1, 'normal'],
      [2, 'normal'],
    ]);
  });

  it('goes on by itself after handMs (online, where the game does not wait)', async () => {
    const shown: Frame<V>[] = [];
    const sleeps: number[] = [];
    const sleep = (ms: number) => {
      sleeps.push(ms);
      return Promise.resolve();
    };
    const d = new Director<V>(0, stageOf, { botMs: 0, trickMs: 0, handMs: 3500 }, (f) => shown.push(f), sleep);
    d.push(u(0, 1));
    d.push(u(1, 2));
    await new Promise((r) => setTimeout(r, 0));
    expect(sleeps).toContain(3500);
    expect(shown.map((f) => [f.update.seq, f.stage])).toEqual([
      [0, 'normal'],
      [1, 'hand'],
      [1, 'normal'],
    ]);
    expect(d.waiting).toBe(false);
  });
});

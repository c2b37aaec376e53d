import type { SchraemView } from '@stammtisch/engine/games/schraem/index';
import { describe, expect, it } from 'vitest';
import { choiceCosts } from './costs.ts';

const view = (o: { lives: number[]; value: number; heldAt?: number[]; zaehn?: boolean }): SchraemView =>
  ({ lives: o.lives, value: o.value, heldAt: o.heldAt ?? o.lives.map(() => 0), options: { zaehn: o.zaehn ?? false } }) as unknown as SchraemView;

describe('7-Schräm: what each choice costs', () => {
  it('S-13, S-14: holding risks the value, passing costs 1 at once when never held', () => {
    const c = choiceCosts(view({ lives: [5, 7], value: 3 }), 0);
    expect(c.hold).toEqual({ cost: 3, when: 'lost', out: false });
    expect(c.pass).toEqual({ cost: 1, when: 'now', out: false });
  });

  it('S-14: after holding at 3, passing costs 3', () => {
    const c = choiceCosts(view({ lives: [5, 7], value: 4, heldAt: [3, 0] }), 0);
    expect(c.pass).toEqual({ cost: 3, when: 'now', out: false });
    expect(c.hold.cost).toBe(4);
  });

  it('at 1 life, passing puts you out as surely as a lost hold', () => {
    const c = choiceCosts(view({ lives: [1, 7], value: 3 }), 0);
    expect(c.pass).toEqual({ cost: 1, when: 'now', out: true });
    expect(c.hold).toEqual({ cost: 1, when: 'lost', out: true });
    expect(c.fold.out).toBe(true);
  });

  it('S-11: a knock makes a loss cost the value + 1; S-19: 3 Blind with 2 lives is all or nothing', () => {
    expect(choiceCosts(view({ lives: [4, 7], value: 2 }), 0).knock).toEqual({ cost: 3, when: 'lost', out: false });
    expect(choiceCosts(view({ lives: [3, 7], value: 2 }), 0).knock.out).toBe(true);
    const z = choiceCosts(view({ lives: [2, 7], value: 1, zaehn: true }), 0);
    expect(z.blind).toEqual({ cost: 2, when: 'lost', out: true });
    expect(z.reveal).toEqual({ cost: 1, when: 'lost', out: false });
  });
});

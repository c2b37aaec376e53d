import { describe, expect, it } from 'vitest';
import { unwrap } from '../../errors.ts';
import { parseAction, type SchraemAction } from './notation.ts';
import { apply, setup } from './rules.ts';
import type { SchraemState } from './state.ts';
import { viewFor } from './view.ts';

const deal = [['Th', 'Tc', 'Ts', '7d'], ['7h', '7c', '7s', 'Td'], ['8h', '8c', '8s', '8d'], ['Jh', 'Jc', 'Js', 'Jd']];
const act = (s: SchraemState, seat: 0 | 1 | 2 | 3, text: string) => unwrap(apply(s, seat, parseAction(text) as SchraemAction));
const json = (x: unknown) => JSON.stringify(x);

describe('7-Schräm viewFor', () => {
  it('shows a seat its own cards and hand sizes of the others, never their cards', () => {
    const s = unwrap(setup({ mode: 'fortgeschritten' }, 1, { start: { leader: 0 }, deals: [deal] }));
    const v = viewFor(s, 1);
    expect(v.hand).toEqual(['7c', '7s', '7h', 'Td']);
    expect(v.handSizes).toEqual([4, 4, 4, 4]);
    for (const c of ['Th', '8h', 'Jd']) expect(json(v)).not.toContain(`"${c}"`);
  });

  it('a spectator sees no hand at all', () => {
    const s = unwrap(setup({}, 1, { start: { leader: 0 }, deals: [deal] }));
    const v = viewFor(s, 'spectator');
    expect(v.hand).toBeNull();
    for (const hand of deal) for (const c of hand) expect(json(v)).not.toContain(`"${c}"`);
  });

  it('S-19: a Zähn player does not see their own cards before choosing', () => {
    let s = unwrap(setup({ mode: 'profi' }, 1, { start: { leader: 0, lives: [7, 2, 7, 7] }, deals: [deal] }));
    expect(viewFor(s, 1).hand).toBeNull();
    expect(viewFor(s, 1).handSizes[1]).toBe(4);
    expect(json(viewFor(s, 1))).not.toContain('"Td"');
    s = act(s, 1, 'reveal');
    expect(viewFor(s, 1).hand).toEqual(['7c', '7s', '7h', 'Td']);
  });

  it('S-21, S-14: a card laid face down and the cards of a passed player never appear', () => {
    let s = unwrap(setup({ mode: 'profi' }, 1, { start: { leader: 0 }, deals: [deal] }));
    s = act(s, 0, 'play Th');
    s = act(s, 1, 'fold Td');
    s = act(s, 2, 'knock');
    s = act(s, 3, 'pass');
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
      const text = json(viewFor(s, viewer));
      for (const c of ['Td', '7h', '7c', '7s', 'Jh', 'Jc', 'Js', 'Jd']) expect(text).not.toContain(`"${c}"`);
    }
    expect(viewFor(s, 0).events).toEqual([
      { type: 'fold', seat: 1, cost: 1, played: 1 },
      { type: 'knock', seat: 2, value: 2, how: 'knock', played: 1 },
      { type: 'pass', seat: 3, cost: 1, played: 1 },
    ]);
    expect(viewFor(s, 0).trick).toEqual([{ seat: 0, card: 'Th' }]);
  });

  it('shows the last hand: winner, reason and its last trick', () => {
    let s = unwrap(setup({ mode: 'anfaenger' }, 1, { start: { leader: 0 }, deals: [deal] }));
    for (const t of ['0: play Th', '1: play 7h', '2: play 8h', '3: play Jh', '0: play Tc', '1: play 7c', '2: play 8c', '3: play Jc',
      '0: play Ts', '1: play 7s', '2: play 8s', '3: play Js', '0: play 7d', '1: play Td', '2: play 8d', '3: play Jd']) {
      const [seat, action] = t.split(': ');
      s = act(s, Number(seat) as 0, action!);
    }
    expect(viewFor(s, 2).lastHand).toEqual({
      handNumber: 1,
      winner: 1,
      value: 1,
      reason: 'lastTrick',
      lost: [1, 0, 1, 1],
      lastTrick: [{ seat: 0, card: '7d' }, { seat: 1, card: 'Td' }, { seat: 2, card: '8d' }, { seat: 3, card: 'Jd' }],
    });
  });
});

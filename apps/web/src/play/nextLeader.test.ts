import { unwrap } from '@stammtisch/engine/errors';
import { schraem } from '@stammtisch/engine/games/schraem/index';
import { describe, expect, it } from 'vitest';
import { nextGameOptions } from './nextLeader.ts';

describe('V-5 offline: the next game follows nextLeader', () => {
  it('a finished game gives its nextLeader as the next game\'s firstLeader (loser: the seat after the first one out)', () => {
    const options = { players: 3, mode: 'anfaenger', firstDealer: 'loser' };
    let s = unwrap(schraem.setup(options, 'offline-v5'));
    while (!schraem.isOver(s)) {
      const seat = schraem.toAct(s)!;
      s = unwrap(schraem.apply(s, seat, schraem.legalActions(s, seat)[0]!));
    }
    const view = schraem.viewFor(s, 0);
    const expected = schraem.summary(s).nextLeader;
    expect(view.nextLeader).toBe(expected);
    const next = nextGameOptions('schraem', options, view);
    expect(next).toEqual({ ...options, firstLeader: expected });
    expect(unwrap(schraem.setup(next, 'another')).leader).toBe(expected);
  });

  it('a running game, no game and other games keep the options', () => {
    const options = { players: 3 };
    const s = unwrap(schraem.setup(options, 'x'));
    expect(nextGameOptions('schraem', options, schraem.viewFor(s, 0))).toBe(options);
    expect(nextGameOptions('schraem', options, null)).toBe(options);
    expect(nextGameOptions('sedma', options, { phase: 'over', nextLeader: 1 })).toBe(options);
  });
});

import { type GameId, isEngineError, Rng } from '@stammtisch/engine';
import { GAMES, gameById } from '@stammtisch/engine/games/index';
import { describe, expect, it } from 'vitest';
import { timerKind } from './catalog.ts';

/**
 * The turn's clock (`timer`, `deadline`) goes to every seat and spectator, so it must follow from
 * what they all know — the kind of decision the table is at — never from the cards of the seat
 * to act (D-9 amended: Sedma's beaten leader is asked "on the same clock", beating card or not).
 */
const OPTIONS: Readonly<Record<string, readonly object[]>> = {
  schraem: [
    { mode: 'profi' },
    { mode: 'fortgeschritten', ruleset: 'rheinland', players: 3 },
    // V-10 … V-13: the pre-play round (V-2, V-3) and its answers.
    { mode: 'profi', ruleset: 'wipperfuerth', players: 4, startLives: 2 },
    { mode: 'fortgeschritten', ruleset: 'eifel', players: 3 },
    { mode: 'profi', ruleset: 'sebbe', players: 4 },
    { mode: 'fortgeschritten', ruleset: 'marienheide', players: 4 },
  ],
  schieber: [{ target: 300 }],
  sedma: [{ players: 4 }, { players: 2 }, { players: 3 }],
};

/** What every viewer knows of the moment: the phase and, where the game names it, the decision. */
const publicMoment = (view: unknown): string => {
  const v = view as { phase: string; decision?: string };
  return `${v.phase}/${v.decision ?? ''}`;
};

describe.each(Object.keys(GAMES))('%s: the turn clock', (id) => {
  it('depends only on the public moment, over random games', () => {
    const game = gameById(id)!;
    const kinds = new Map<string, Set<string>>();
    for (const options of OPTIONS[id]!) {
      for (let g = 0; g < 30; g++) {
        const rng = Rng.fromSeed(`clock/${g}`);
        let s = game.setup(options, `clock/${id}/${g}`);
        if (isEngineError(s)) throw new Error(s.message);
        for (let i = 0; i < 2000 && !game.isOver(s); i++) {
          const seat = game.toAct(s)!;
          const legal = game.legalActions(s, seat);
          const key = publicMoment(game.viewFor(s, 'spectator'));
          const set = kinds.get(key) ?? new Set<string>();
          set.add(timerKind(id as GameId, legal.map(game.formatAction)));
          kinds.set(key, set);
          const next = game.apply(s, seat, rng.pick(legal));
          if (isEngineError(next)) throw new Error(next.message);
          s = next;
        }
      }
    }
    const mixed = [...kinds].filter(([, k]) => k.size > 1).map(([m, k]) => `${m}: ${[...k].join(', ')}`);
    expect(mixed).toEqual([]);
    expect(kinds.size).toBeGreaterThan(1);
  });
});

describe('Sedma D-9 amended', () => {
  it.each([[['stop']], [['play 7h', 'play 9b', 'stop']]])('the beaten leader %j is on the decision timer', (legal) => {
    expect(timerKind('sedma', legal)).toBe('decision');
  });
});

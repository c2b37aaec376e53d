import { unwrap } from '@stammtisch/engine/errors';
import { schraem } from '@stammtisch/engine/games/schraem/index';
import { gameById } from '@stammtisch/engine/games/index';
import { describe, expect, it } from 'vitest';
import { nextGameOptions } from './nextLeader.ts';
import { GameRun } from './run.ts';

/** Plays a whole game by taking the first legal action each time. */
function finished(options: Record<string, unknown>, seed: string): GameRun {
  const run = GameRun.start(schraem as never, options, seed);
  if (!(run instanceof GameRun)) throw new Error(run.message);
  let state = unwrap(schraem.setup(options, seed));
  while (!schraem.isOver(state)) {
    const seat = schraem.toAct(state)!;
    const a = schraem.legalActions(state, seat)[0]!;
    const checked = run.check(seat, schraem.formatAction(a));
    if ('message' in checked) throw new Error(checked.message);
    run.commit(checked);
    state = unwrap(schraem.apply(state, seat, a));
  }
  return run;
}

describe('V-5 at a table: the next game follows nextLeader', () => {
  it('the finished game names the first leader of the next (rotate and loser), and the new game starts there', () => {
    for (const firstDealer of ['rotate', 'loser']) {
      const options = { players: 3, mode: 'anfaenger', firstDealer };
      const run = finished(options, `v5-${firstDealer}`);
      const expected = (run.summary() as { nextLeader: number }).nextLeader;
      const next = nextGameOptions(schraem as never, options, run);
      expect(next).toEqual({ ...options, firstLeader: expected });
      expect(unwrap(schraem.setup(next, 'another seed')).leader).toBe(expected);
    }
  });

  it('a first game, a game still running and other games keep the options as they are', () => {
    const options = { players: 3, mode: 'anfaenger' };
    expect(nextGameOptions(schraem as never, options, null)).toBe(options);
    const running = GameRun.start(schraem as never, options, 'x');
    if (!(running instanceof GameRun)) throw new Error(running.message);
    expect(nextGameOptions(schraem as never, options, running)).toBe(options);
    expect(nextGameOptions(gameById('sedma')!, {}, { over: true, summary: () => ({ nextLeader: 1 }) })).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { gameById } from './games/index.ts';
import { replaySteps } from './replay.ts';
import type { Seat } from './game.ts';

describe('replaySteps (a finished game stepped through, viewFor only)', () => {
  const game = gameById('sedma')!;
  const options = { players: 4, gamesToWin: 1 };
  // A few actions of a real game: each seat to act takes its first legal action.
  let s = game.setup(options, 'replay-test-1');
  const actions: { seat: number; action: string }[] = [];
  for (let i = 0; i < 12; i++) {
    const seat = game.toAct(s) as Seat;
    const legal = game.legalActions(s, seat);
    const action = game.formatAction(legal[0]!);
    actions.push({ seat, action });
    s = game.apply(s, seat, legal[0]!);
  }

  it('one step per action after the deal, each the chosen seat’s view', () => {
    const steps = replaySteps('sedma', options, 'replay-test-1', actions, 1);
    if ('error' in steps) throw new Error(steps.error);
    expect(steps.map((x) => x.step)).toEqual([...Array(13).keys()]);
    expect(steps[0]!.action).toBeNull();
    expect(steps[12]!.view).toEqual(game.viewFor(s, 1));
    expect(steps[12]!.action).toBe(actions[11]);
  });

  it('`only` gives that step alone; a bad action or seat is an error, not a half replay', () => {
    const one = replaySteps('sedma', options, 'replay-test-1', actions, 'spectator', 5);
    expect(Array.isArray(one) && one.map((x) => x.step)).toEqual([5]);
    expect(replaySteps('sedma', options, 'replay-test-1', [{ seat: 0, action: 'dance' }], 0)).toHaveProperty('error');
    expect(replaySteps('sedma', options, 'replay-test-1', actions, 7 as Seat)).toHaveProperty('error');
    expect(replaySteps('poker', options, 'x', [], 0)).toHaveProperty('error');
  });
});

import { describe, expect, it } from 'vitest';
import { isRefusal, OfflineGame } from './runner.ts';
import type { GameId } from '@stammtisch/engine';
import { warmBotsNow, Warmer } from './warm.ts';

/** Issue 21: warming the bots' code while the worker idles must not change any real decision. */
function playedRecord(game: 'sedma' | 'schraem', seed: string, decisions: number) {
  const g = OfflineGame.start({ game, options: {}, seed, level: 'schwer', human: 0 });
  if (isRefusal(g)) throw new Error(g.message);
  g.setBudget(5);
  for (let n = 0; n < decisions && !g.over; n++) {
    if (g.botToAct()) g.botStep();
    else {
      const r = g.act(g.update().legal[0]!);
      if (isRefusal(r)) throw new Error(r.message);
    }
  }
  return g.record;
}

describe('warming the bots', () => {
  it('leaves every real decision, its seed and the record as they were', () => {
    const cold = [playedRecord('sedma', 'warm-test', 30), playedRecord('schraem', 'warm-test', 30)];
    warmBotsNow('schraem');
    warmBotsNow('schieber');
    warmBotsNow('sedma');
    expect([playedRecord('sedma', 'warm-test', 30), playedRecord('schraem', 'warm-test', 30)]).toEqual(cold);
  });
});

/** A worker's task queue by hand, and a warming of two decisions per game that logs each. */
function harness(games: readonly GameId[]) {
  const tasks: (() => void)[] = [];
  const log: string[] = [];
  const warmer = new Warmer((t) => tasks.push(t), games, function* (game) {
    log.push(`${game} 1`);
    yield;
    log.push(`${game} 2`);
    yield;
  });
  const run = (n = Infinity) => {
    for (let i = 0; i < n && tasks.length > 0; i++) tasks.shift()!();
  };
  return { warmer, tasks, log, run };
}

describe('when the worker warms', () => {
  it('every game on its own, one decision per task, never two tasks queued at once', () => {
    const h = harness(['schraem', 'sedma']);
    expect(h.tasks.length).toBe(1);
    h.run(1);
    expect(h.log).toEqual(['schraem 1']);
    expect(h.tasks.length).toBe(1);
    h.run();
    expect(h.log).toEqual(['schraem 1', 'schraem 2', 'sedma 1', 'sedma 2']);
    expect([h.warmer.isWarm('schraem'), h.warmer.isWarm('sedma')]).toEqual([true, true]);
  });

  it("once a game starts only that game, and only while the human is to act at Schwer's table", () => {
    const h = harness(['schraem', 'schieber', 'sedma']);
    h.run(1);
    h.warmer.started('sedma', true, true);
    expect(h.tasks.length).toBe(1);
    h.run();
    expect(h.log).toEqual(['schraem 1', 'sedma 1', 'sedma 2']);
    expect(h.warmer.isWarm('schraem')).toBe(false);

    const bot = harness(['schraem', 'sedma']);
    bot.warmer.started('sedma', true, false); // a bot moves first: nothing waits for the warming
    bot.run();
    expect(bot.log).toEqual([]);
    const mittel = harness(['schraem']);
    mittel.warmer.started('schraem', false, true);
    mittel.run();
    expect(mittel.log).toEqual([]);
  });

  it('a game being warmed when it starts is warmed on, not again', () => {
    const h = harness(['schraem', 'sedma']);
    h.run(1);
    h.warmer.started('schraem', true, true);
    h.run();
    expect(h.log).toEqual(['schraem 1', 'schraem 2']);
    h.warmer.started('schraem', true, true);
    h.run();
    expect(h.log).toEqual(['schraem 1', 'schraem 2']);
  });
});

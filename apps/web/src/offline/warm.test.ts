import { describe, expect, it } from 'vitest';
import { isRefusal, OfflineGame } from './runner.ts';
import { warmBotsNow } from './warm.ts';

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

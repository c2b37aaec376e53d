/// <reference lib="webworker" />
import type { FromWorker, ToWorker } from './protocol.ts';
import { BudgetKeeper } from './budget.ts';
import { isRefusal, OfflineGame } from './runner.ts';
import { Warmer } from './warm.ts';

/**
 * The offline game's home: the full state lives here and never leaves. After every action the
 * page gets the human's view; bots play until it is the human's turn again, each move posted on
 * its own so the page can show it.
 */
declare const self: DedicatedWorkerGlobalScope;

let game: OfflineGame | null = null;

const post = (m: FromWorker) => self.postMessage(m);

/** Schwer's budget on this device, kept across the games of this worker (budget.ts). */
const keeper = new BudgetKeeper();

function runBots(): void {
  while (game && game.botToAct()) {
    const update = game.keptBotStep(keeper, () => performance.now());
    post({ type: 'update', update, record: game.record });
  }
}

/**
 * Schwer's code warmed while the worker idles (warm.ts), one throwaway decision per task so that
 * a message waits for one decision at most.
 */
const warmer = new Warmer((task) => setTimeout(task, 0), ['schraem', 'schieber', 'sedma']);

self.onmessage = (e: MessageEvent<ToWorker>) => {
  const m = e.data;
  if (m.type === 'start' || m.type === 'resume') {
    const g = m.type === 'start' ? OfflineGame.start(m.setup) : OfflineGame.resume(m.record);
    if (isRefusal(g)) {
      post({ type: 'failed', refusal: g });
      return;
    }
    game = g;
    post({ type: 'update', update: g.update(), record: g.record });
    runBots();
    warmer.started(g.bots.game, g.bots.level === 'schwer', !g.over && !g.botToAct());
    return;
  }
  if (!game) return;
  if (m.type === 'hint') {
    post({ type: 'hint', seq: game.record.actions.length, action: game.hint() });
    return;
  }
  const r = game.act(m.action);
  if (isRefusal(r)) {
    post({ type: 'refused', action: m.action, refusal: r });
    return;
  }
  post({ type: 'update', update: r, record: game.record });
  runBots();
};

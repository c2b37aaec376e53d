/// <reference lib="webworker" />
import type { GameId } from '@stammtisch/engine';
import type { FromWorker, ToWorker } from './protocol.ts';
import { BudgetKeeper } from './budget.ts';
import { isRefusal, OfflineGame } from './runner.ts';
import { warmBots } from './warm.ts';

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
 * Schwer's code warmed while the worker idles (warm.ts), one game per task so that a message
 * waits for one game's warming at most: all three while the spare worker waits on the home
 * screen, then only the game started, while the human looks at the deal.
 */
const warmed = new Set<GameId>();
let toWarm: GameId[] = ['schraem', 'schieber', 'sedma'];

function warmNext(): void {
  const next = toWarm.shift();
  if (next === undefined) return;
  if (!warmed.has(next)) {
    warmBots(next);
    warmed.add(next);
  }
  if (toWarm.length > 0) setTimeout(warmNext, 0);
}
setTimeout(warmNext, 0);

/** A game started: its bots' code warmed if it is not yet and the human is to act (no bot waits for it). */
function warmFor(g: OfflineGame): void {
  const { game: id, level } = g.bots;
  const wasIdle = toWarm.length === 0;
  toWarm = level === 'schwer' && !warmed.has(id) && !g.botToAct() && !g.over ? [id] : [];
  if (wasIdle && toWarm.length > 0) setTimeout(warmNext, 0);
}

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
    warmFor(g);
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

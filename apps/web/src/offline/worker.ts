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
 * Schwer's code warmed while the worker idles (warm.ts), one decision per task so that a message
 * waits for one throwaway decision at most: all three games while the spare worker waits on the
 * home screen, then only the game started, while the human looks at the deal.
 */
const warmed = new Set<GameId>();
let toWarm: GameId[] = ['schraem', 'schieber', 'sedma'];
let warming: { readonly game: GameId; readonly steps: Iterator<void> } | null = null;

function warmNext(): void {
  if (warming === null) {
    const next = toWarm.shift();
    if (next === undefined) return;
    warming = { game: next, steps: warmBots(next) };
  }
  if (warming.steps.next().done) {
    warmed.add(warming.game);
    warming = null;
  }
  if (warming !== null || toWarm.length > 0) setTimeout(warmNext, 0);
}
setTimeout(warmNext, 0);

/** A game started: only its bots' code is still worth warming, and only if the human is to act (no bot waits for it). */
function warmFor(g: OfflineGame): void {
  const { game: id, level } = g.bots;
  const idle = warming === null && toWarm.length === 0;
  const wanted = level === 'schwer' && !warmed.has(id) && !g.botToAct() && !g.over;
  if (warming !== null && (!wanted || warming.game !== id)) warming = null;
  toWarm = wanted && warming === null ? [id] : [];
  if (idle && toWarm.length > 0) setTimeout(warmNext, 0);
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

/// <reference lib="webworker" />
import { type GameId, isEngineError } from '@stammtisch/engine';
import { botFor, decisionSeed } from '@stammtisch/engine/bots/index';
import { gameById } from '@stammtisch/engine/games/index';
import { OFFLINE_MAX_BUDGET_MS } from '@stammtisch/protocol';
import { BudgetKeeper, decisionKind } from '../src/offline/budget.ts';
import { warmBotsNow } from '../src/offline/warm.ts';

/**
 * The phone bench's code (`npm run phone -- --json`), in a worker or on the page: Schwer in seat 0
 * against Mittel, each decision timed exactly as the offline table's worker calls the bot — the
 * seat's view, its legal actions, the decision seed. Decisions with one legal action are counted
 * apart (the bot does not search them).
 */
export interface PhoneJob {
  readonly game: GameId | 'loop';
  readonly decisions: number;
  readonly seed: string;
  /** Schwer's budget kept by the offline worker's BudgetKeeper (fresh, as in a new worker); else the default 40 ms throughout. */
  readonly keeper?: boolean;
  /** Schwer's code warmed first, as the offline worker does while it idles (warm.ts); its time is `warmMs`. */
  readonly warm?: boolean;
}

export interface PhoneResult {
  readonly times: number[];
  /** The budget of each timed decision. */
  readonly budgets: number[];
  /** The kind of each timed decision (decisionKind). */
  readonly kinds: string[];
  readonly forced: number;
  readonly games: number;
  readonly warmMs?: number;
}

declare const self: DedicatedWorkerGlobalScope;

/** A fixed amount of plain work: its time tells how much the throttling slows this worker. */
function loop(): number {
  const t0 = performance.now();
  let x = 0;
  for (let i = 0; i < 30_000_000; i++) x = (x + i * 7) | 0;
  const ms = performance.now() - t0;
  return x === 1 ? 0 : ms;
}

function run(job: PhoneJob): PhoneResult {
  if (job.game === 'loop') return { times: [loop()], budgets: [], kinds: [], forced: 0, games: 0 };
  const game = gameById(job.game)!;
  const w0 = performance.now();
  if (job.warm) warmBotsNow(job.game);
  const warmMs = performance.now() - w0;
  const keeper = job.keeper ? new BudgetKeeper() : null;
  const mittel = botFor(job.game, 'mittel');
  const times: number[] = [];
  const budgets: number[] = [];
  const kinds: string[] = [];
  let forced = 0;
  let games = 0;
  while (times.length < job.decisions) {
    const seed = `${job.seed}-${games++}`;
    let s = game.setup({}, seed);
    if (isEngineError(s)) throw new Error(s.message);
    for (let k = 0; !game.isOver(s) && times.length < job.decisions; k++) {
      const seat = game.toAct(s)!;
      const legal = game.legalActions(s, seat);
      // As the offline worker does it (worker.ts): the keeper's budget for a decision with a choice.
      const view = game.viewFor(s, seat);
      const kind = decisionKind(view, legal);
      const budgetMs = keeper && legal.length > 1 ? keeper.budgetFor(kind) : OFFLINE_MAX_BUDGET_MS;
      const bot = seat === 0 ? botFor(job.game, 'schwer', { budgetMs }) : mittel;
      const t0 = performance.now();
      const action = bot.decide({ view, legal, seed: decisionSeed(seed, k) });
      const ms = performance.now() - t0;
      if (seat === 0) {
        if (legal.length > 1) {
          times.push(ms);
          budgets.push(budgetMs);
          kinds.push(kind);
          keeper?.observe(kind, budgetMs, ms);
        } else forced++;
      }
      const next = game.apply(s, seat, action);
      if (isEngineError(next)) throw new Error(next.message);
      s = next;
    }
  }
  return { times, budgets, kinds, forced, games, ...(job.warm ? { warmMs } : {}) };
}

// In a worker it answers messages; loaded in the page, it is the page's `phoneRun`.
if (typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope) {
  self.onmessage = (e: MessageEvent<PhoneJob>) => self.postMessage(run(e.data));
} else {
  (globalThis as unknown as { phoneRun: typeof run }).phoneRun = run;
}

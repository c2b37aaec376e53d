import { type GameId, isEngineError } from '@stammtisch/engine';
import { botFor, decisionSeed } from '@stammtisch/engine/bots/index';
import { gameById } from '@stammtisch/engine/games/index';
import { FIRST_BUDGET_MS } from './budget.ts';

/**
 * Issue 21: a fresh worker's first Schwer decisions run code the JIT has not compiled yet,
 * several times slower than later ones. So while the worker would idle (the home screen, the
 * human looking at the deal) it makes a few throwaway decisions of its own: Schwer at the floor
 * budget on a fixed deal that has nothing to do with any real game. The bots are pure functions
 * of their decision, so nothing of this reaches a real decision, its seed or its record
 * (warm.test.ts); only the compiled code stays.
 */
const WARM_SEED = 'warm-up';
/** Decisions with a choice per game: enough to reach Sedma's exchange and 7-Schräm's first answers. */
const WARM_DECISIONS = 4;

/** The warming of one game, one decision per step: the worker takes a step per task, so a message waits for one decision at most. */
export function* warmBots(game: GameId): Generator<void, void, void> {
  const engine = gameById(game);
  if (!engine) return;
  const bot = botFor(game, 'schwer', { budgetMs: FIRST_BUDGET_MS });
  let state = engine.setup({}, WARM_SEED);
  if (isEngineError(state)) return;
  for (let k = 0, made = 0; !engine.isOver(state) && made < WARM_DECISIONS; k++) {
    const seat = engine.toAct(state)!;
    const legal = engine.legalActions(state, seat);
    const next = engine.apply(state, seat, bot.decide({ view: engine.viewFor(state, seat), legal, seed: decisionSeed(WARM_SEED, k) }));
    if (isEngineError(next)) return;
    state = next;
    if (legal.length > 1) {
      made++;
      yield;
    }
  }
}

/** A whole game's warming at once (the phone bench). */
export function warmBotsNow(game: GameId): void {
  for (const _ of warmBots(game));
}

/**
 * When the worker warms what (worker.ts): every game from its start, one decision per task (the
 * worker is idle then: the spare worker on the home screen); once a game starts, only that game,
 * and only while the human is to act — a bot waiting for its first move would wait longer.
 */
export class Warmer {
  private readonly warmed = new Set<GameId>();
  private queue: GameId[];
  private warming: { readonly game: GameId; readonly steps: Iterator<void> } | null = null;
  private pending = false;

  constructor(
    private readonly schedule: (task: () => void) => void,
    games: readonly GameId[],
    private readonly steps: (game: GameId) => Iterator<void> = warmBots,
  ) {
    this.queue = [...games];
    this.kick();
  }

  /** A game started; `humanToAct`: the worker idles until the human acts. */
  started(game: GameId, schwer: boolean, humanToAct: boolean): void {
    const wanted = schwer && humanToAct && !this.warmed.has(game);
    if (this.warming !== null && (!wanted || this.warming.game !== game)) this.warming = null;
    this.queue = wanted && this.warming === null ? [game] : [];
    this.kick();
  }

  isWarm(game: GameId): boolean {
    return this.warmed.has(game);
  }

  private kick(): void {
    if (this.pending || (this.warming === null && this.queue.length === 0)) return;
    this.pending = true;
    this.schedule(() => {
      this.pending = false;
      this.step();
    });
  }

  private step(): void {
    if (this.warming === null) {
      const next = this.queue.shift();
      if (next === undefined) return;
      this.warming = { game: next, steps: this.steps(next) };
    }
    if (this.warming.steps.next().done) {
      this.warmed.add(this.warming.game);
      this.warming = null;
    }
    this.kick();
  }
}

import { type AnyGame, EngineError, gameById, isSeat, OptionsError, ParseError, RuleError, type Seat } from '@stammtisch/engine';
import { botFor, botVersion, decisionSeed } from '@stammtisch/engine/bots/index';
import { offlineBudgetAt } from '@stammtisch/protocol';
import { type BudgetKeeper, decisionKind } from './budget.ts';
import type { OfflineRecord, OfflineSetup, Refusal, Update } from './protocol.ts';

/**
 * One offline game: the engine and the bots, `action → apply → state → viewFor`. Runs inside the
 * Web Worker; kept free of worker APIs so it can be tested in Node.
 */
export class OfflineGame {
  private constructor(
    private readonly game: AnyGame,
    private state: unknown,
    private readonly setup: OfflineSetup,
    private readonly actions: string[],
    /** The bots this game has been played against (OfflineRecord.botVersion). */
    private readonly playedBots: string,
    private readonly budgets: [number, number][] = [],
  ) {}

  static start(setup: OfflineSetup, playedBefore?: string): OfflineGame | Refusal {
    const game = gameById(setup.game);
    if (!game) return refusal(new OptionsError('unknown-game', `no game "${setup.game}"`, { game: setup.game }));
    const state = game.setup(setup.options, setup.seed);
    if (state instanceof EngineError) return refusal(state);
    if (!isSeat(setup.human) || setup.human >= game.players(state)) {
      return refusal(new OptionsError('bad-seat', `seat ${setup.human} is not at this table`, { seat: setup.human }));
    }
    return new OfflineGame(game, state, { ...setup }, [], playedBots(playedBefore, botVersion(setup.game, setup.level)));
  }

  /** Replays a stored game, checking every step (a corrupted record is refused, not half-loaded). */
  static resume(record: OfflineRecord): OfflineGame | Refusal {
    const { actions, budgets, botVersion: played, ...setup } = record;
    const g = OfflineGame.start(setup, played);
    if (!(g instanceof OfflineGame)) return g;
    for (const [at, ms] of budgets ?? []) g.budgets.push([at, ms]);
    for (const step of actions) {
      const m = /^(\d+):\s*(.+)$/.exec(step);
      if (!m) return refusal(new ParseError('bad-step', `"${step}" is not "SEAT: ACTION"`, { step }));
      const r = g.applyAs(Number(m[1]), m[2]!);
      if (r) return r;
    }
    return g;
  }

  get record(): OfflineRecord {
    return { ...this.setup, actions: this.actions.slice(), botVersion: this.playedBots, ...(this.budgets.length > 0 ? { budgets: this.budgets.map(([at, ms]) => [at, ms] as const) } : {}) };
  }

  get over(): boolean {
    return this.game.isOver(this.state);
  }

  /** The human's current view. */
  update(last: Update['last'] = null): Update {
    const human = this.setup.human as Seat;
    const toAct = this.game.toAct(this.state);
    return {
      seq: this.actions.length,
      view: this.game.viewFor(this.state, human),
      legal: toAct === human ? this.game.legalActions(this.state, human).map((a) => this.game.formatAction(a)) : [],
      last,
      over: this.game.isOver(this.state),
    };
  }

  /** The engine's summary (tests and the end screen). */
  summary(): unknown {
    return this.game.summary(this.state);
  }

  /** The human acts; a refusal changes nothing. */
  act(text: string): Refusal | Update {
    const r = this.applyAs(this.setup.human, text);
    if (r) return r;
    return this.update({ seat: this.setup.human, action: this.actions[this.actions.length - 1]!.replace(/^\d+:\s*/, '') });
  }

  /** The work budget of Schwer's next decisions (budget.ts), recorded from the next action on. */
  get budgetMs(): number {
    return offlineBudgetAt(this.budgets, this.actions.length);
  }

  setBudget(ms: number): void {
    if (ms === this.budgetMs) return;
    const at = this.actions.length;
    if (this.budgets.length > 0 && this.budgets[this.budgets.length - 1]![0] === at) this.budgets.pop();
    if (ms !== offlineBudgetAt(this.budgets, at)) this.budgets.push([at, ms]);
  }

  /**
   * The kind of the next bot decision (budget.ts) when that bot is Schwer with a choice to search
   * — the time the budget keeps; null otherwise.
   */
  get schwerSearch(): string | null {
    if (this.setup.level !== 'schwer' || !this.botToAct()) return null;
    const seat = this.game.toAct(this.state)!;
    const legal = this.game.legalActions(this.state, seat);
    return legal.length > 1 ? decisionKind(this.game.viewFor(this.state, seat), legal) : null;
  }

  /** The game and level of the bots, for warming their code (warm.ts). */
  get bots(): Pick<OfflineSetup, 'game' | 'level'> {
    return { game: this.setup.game, level: this.setup.level };
  }

  /** Whether a bot is to act now. */
  botToAct(): boolean {
    const seat = this.game.toAct(this.state);
    return seat !== null && seat !== this.setup.human && !this.game.isOver(this.state);
  }

  /**
   * One bot decision, from the seat's view and legal actions only, seeded exactly as the server's
   * verifier seeds it (docs/accounts.md), so a submitted won game replays move for move.
   */
  botStep(): Update {
    const seat = this.game.toAct(this.state)!;
    const legal = this.game.legalActions(this.state, seat);
    const bot = botFor(this.setup.game, this.setup.level, { budgetMs: offlineBudgetAt(this.budgets, this.actions.length) });
    const action = bot.decide({ view: this.game.viewFor(this.state, seat), legal, seed: decisionSeed(this.setup.seed, this.actions.length) });
    const text = this.game.formatAction(action);
    const before = this.state;
    const r = this.applyAs(seat, text);
    if (r) throw new Error(`bot ${bot.name} chose an illegal action ${text}: ${r.message}`);
    // As online: the human is told of a bot's action only what it may know (a folded card is not named).
    return this.update({ seat, action: this.game.publicAction(before, seat, action, this.setup.human as Seat) });
  }

  /**
   * One bot decision at the keeper's budget for its kind (budget.ts), timed by `now` and told to
   * the keeper: the offline worker's step. The budget used is recorded (setBudget), so the server
   * replays the same.
   */
  keptBotStep(keeper: BudgetKeeper, now: () => number): Update {
    const kind = this.schwerSearch;
    if (kind === null) return this.botStep();
    this.setBudget(keeper.budgetFor(kind));
    const budget = this.budgetMs;
    const t0 = now();
    const update = this.botStep();
    keeper.observe(kind, budget, now() - t0);
    return update;
  }

  /**
   * Issue 16: what the Mittel bot would do in the human's place — from the human's view and legal
   * actions only, as any bot decides; null when it is not the human's turn.
   */
  hint(): string | null {
    const human = this.setup.human as Seat;
    if (this.game.isOver(this.state) || this.game.toAct(this.state) !== human) return null;
    const legal = this.game.legalActions(this.state, human);
    const bot = botFor(this.setup.game, 'mittel');
    const action = bot.decide({ view: this.game.viewFor(this.state, human), legal, seed: decisionSeed(`${this.setup.seed}:hint`, this.actions.length) });
    return this.game.formatAction(action);
  }

  private applyAs(seat: number, text: string): Refusal | null {
    if (!isSeat(seat)) return refusal(new ParseError('bad-seat', `${seat} is not a seat`, { seat }));
    const action = this.game.parseAction(text);
    if (action instanceof EngineError) return refusal(action);
    const next = this.game.apply(this.state, seat, action);
    if (next instanceof EngineError) return refusal(next);
    this.state = next;
    this.actions.push(`${seat}: ${this.game.formatAction(action)}`);
    return null;
  }
}

/**
 * The bots a game has been played against when this app's (`ours`) take it on: a record from
 * another version (the app updated mid-game) says both, first and latest, so the server, whose
 * bots can be only one of them, keeps the game unverified rather than finding a "forged" move.
 * A record without a version predates them and is taken as this app's.
 */
export function playedBots(before: string | undefined, ours: string): string {
  if (before === undefined || before === ours) return ours;
  return `${before.split('+')[0]}+${ours}`;
}

export function refusal(e: EngineError): Refusal {
  return {
    kind: e.kind,
    code: e.code,
    rule: e instanceof RuleError ? e.rule : null,
    params: { ...e.params },
    message: e.message,
  };
}

export const isRefusal = (x: unknown): x is Refusal =>
  typeof x === 'object' && x !== null && 'code' in x && 'kind' in x && 'message' in x && !('view' in x);

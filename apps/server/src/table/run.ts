import { type AnyGame, isEngineError, RuleError, type Seat, sha256, type Viewer } from '@stammtisch/engine';
import { checkFair, type FairRecord } from '@stammtisch/engine/cards/fair';

/**
 * One game in play: the engine state, always equal to a replay of `(options, seed, actions)`.
 * `seed` is the server's seed (its hash is shown from the start); the engine deals from the seed
 * it mixes with the seats' values (`fair`, docs/fairness.md), or from `seed` alone without them.
 * Nothing here keeps a state anyone else can see; views leave through `view`.
 */
export interface Refusal {
  readonly code: string;
  readonly rule?: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly message: string;
}

export { sha256 };

/** An action checked against the current state: the state it leads to, its canonical text. */
export interface Checked {
  readonly state: unknown;
  readonly action: string;
  readonly seat: Seat;
  readonly parsed: unknown;
}

export class GameRun {
  private hash: string | undefined;
  /** The last action and the state it was taken on, for what each viewer is told of it. */
  private latest: { readonly before: unknown; readonly seat: Seat; readonly parsed: unknown } | null = null;

  private constructor(
    readonly game: AnyGame,
    readonly options: Readonly<Record<string, unknown>>,
    readonly seed: string,
    readonly fair: FairRecord | null,
    private current: unknown,
    private log: string[],
  ) {}

  /** A fresh game; an OptionsError's text when the options are bad. */
  static start(game: AnyGame, options: Readonly<Record<string, unknown>>, seed: string, fair: FairRecord | null = null): GameRun | Refusal {
    const mixed = fair ? checkFair(seed, fair) : { seed, problem: null };
    if (mixed.seed === null) return { code: 'unfair', message: `the deal cannot be derived: ${mixed.problem}` };
    const state = game.setup(options, mixed.seed);
    if (isEngineError(state)) return { code: state.code, message: state.message };
    return new GameRun(game, options, seed, fair, state, []);
  }

  /** Replays a stored log; the first action that does not apply is reported with its index. */
  static replay(
    game: AnyGame,
    options: Readonly<Record<string, unknown>>,
    seed: string,
    actions: readonly { readonly seat: number; readonly action: string }[],
    fair: FairRecord | null = null,
  ): GameRun | (Refusal & { readonly index: number }) {
    const run = GameRun.start(game, options, seed, fair);
    if (!(run instanceof GameRun)) return { ...run, index: -1 };
    for (const [index, a] of actions.entries()) {
      const next = run.check(a.seat as Seat, a.action);
      if ('message' in next) return { ...next, index };
      run.commit(next);
    }
    return run;
  }

  get actions(): readonly string[] {
    return this.log;
  }

  get players(): number {
    return this.game.players(this.current);
  }

  get toAct(): Seat | null {
    return this.game.toAct(this.current);
  }

  get over(): boolean {
    return this.game.isOver(this.current);
  }

  /** Computed once: every view carries it. */
  get seedHash(): string {
    this.hash ??= sha256(this.seed);
    return this.hash;
  }

  view(viewer: Viewer): unknown {
    return this.game.viewFor(this.current, viewer);
  }

  /**
   * The last action as `viewer` is told of it (the engine's `publicAction`: a folded card is named
   * to its owner only); null before the first action.
   */
  lastAction(viewer: Viewer): string | null {
    const l = this.latest;
    return l ? this.game.publicAction(l.before, l.seat, l.parsed, viewer) : null;
  }

  legal(seat: Seat): string[] {
    return this.game.legalActions(this.current, seat).map((a) => this.game.formatAction(a));
  }

  summary(): unknown {
    return this.game.summary(this.current);
  }

  /**
   * Validates `text` as `seat`'s next action without changing anything: the state it leads to
   * and the canonical action text, or the engine's refusal (rule id where there is one).
   */
  check(seat: Seat, text: string): Checked | Refusal {
    const action = this.game.parseAction(text);
    if (isEngineError(action)) return { code: action.code, message: action.message };
    const next = this.game.apply(this.current, seat, action);
    if (next instanceof RuleError) return { code: next.code, rule: next.rule, params: next.params, message: next.message };
    if (isEngineError(next)) return { code: next.code, message: next.message };
    return { state: next, action: this.game.formatAction(action), seat, parsed: action };
  }

  /** Makes a checked action the current state (after it was logged). */
  commit(checked: Checked): void {
    this.latest = { before: this.current, seat: checked.seat, parsed: checked.parsed };
    this.current = checked.state;
    this.log.push(checked.action);
  }
}

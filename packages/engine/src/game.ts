import type { EngineError, OptionsError, ParseError, RuleError } from './errors.ts';

/** Seats are numbered in playing order from 0. The engine accepts up to eight. */
export const SEATS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type Seat = (typeof SEATS)[number];
export type Viewer = Seat | 'spectator';

export const GAME_IDS = ['schraem', 'schieber', 'sedma'] as const;
export type GameId = (typeof GAME_IDS)[number];

export const isSeat = (x: unknown): x is Seat =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 7;

export const asSeat = (n: number): Seat => {
  if (!isSeat(n)) throw new RangeError(`${n} is not a seat`);
  return n;
};

/**
 * Test and scenario hooks: `start` overrides the initial state (lives, leader, scores …), `deals`
 * fixes the cards of successive deals. Each game validates both and rejects a bad fixture with an
 * OptionsError.
 */
export interface Fixture {
  readonly start?: unknown;
  readonly deals?: readonly unknown[];
}

/**
 * The engine contract of DESIGN.md. Every game implements it; nothing outside the engine ever
 * sees a State except through `viewFor` and `summary`.
 */
export interface Game<Options, State, Action, View, Summary> {
  readonly id: GameId;
  /** Validates raw options (e.g. from JSON) into the game's options, with defaults applied. */
  parseOptions(raw: unknown): Options | OptionsError;
  setup(options: unknown, seed: string | number, fixture?: Fixture): State | OptionsError;
  /** Number of seats at the table. */
  players(state: State): number;
  /** The seat that must act, or null when nobody is to act (the game is over). */
  toAct(state: State): Seat | null;
  legalActions(state: State, seat: Seat): readonly Action[];
  /** A new state, or a RuleError naming the rule; `state` is never changed. */
  apply(state: State, seat: Seat, action: Action): State | RuleError;
  /**
   * Scenarios only: fixes which hidden cards a random reveal of the next action shows (7-Schräm
   * V-2 `turn`). Games without such a reveal leave it out.
   */
  withShown?(state: State, cards: readonly string[]): State | OptionsError;
  viewFor(state: State, viewer: Viewer): View;
  /**
   * How `viewer` is told of `seat`'s `action`, the one way an action's description leaves the
   * engine for someone else (the table's last action, replays of running games, log lines shown to
   * others). `before` is the state the action was taken on — it was legal there — so a game can
   * say what the viewer knew at that moment. The acting seat is told `formatAction(action)`; any
   * other viewer a text that names nothing hidden from it, neither before nor after the action
   * (7-Schräm: `fold` for `fold Jd`). A description, not always a parseable action.
   */
  publicAction(before: State, seat: Seat, action: Action, viewer: Viewer): string;
  summary(state: State): Summary;
  /** True when the whole game (7-Schräm) or match (Schieber, Sedma) has ended. */
  isOver(state: State): boolean;
  parseAction(text: string): Action | ParseError;
  formatAction(action: Action): string;
}

/** A game with its types erased, for code that handles any game by id (server, runner). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<unknown, unknown, unknown, unknown, unknown>;

export type Outcome<T> = T | EngineError;

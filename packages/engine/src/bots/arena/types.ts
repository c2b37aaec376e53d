import type { Fixture, Game, Seat } from '../../game.ts';

/**
 * The arena is generic over games: an adapter says how to set a game up from the command line,
 * which seat permutations make a duplicate set, which seats win together (sides), and which extra
 * numbers to count per bot.
 */
export interface ArenaFlags {
  readonly mode?: string;
  readonly players?: number;
  readonly ruleset?: string;
  /** What a match is played to, where the game has a target (Schieber points, Sedma games). */
  readonly target?: number;
}

/** One decision handed to a player; only the arena holds the state. */
export interface Turn<State> {
  readonly state: State;
  readonly seat: Seat;
  readonly seed: string;
}

/**
 * Where a seat's actions come from. `decide` returns the action's text (the canonical form);
 * anything not legal is replaced by a random legal action and counted as an error.
 */
export interface Entrant<State> {
  readonly name: string;
  decide(turn: Turn<State>): string | Promise<string>;
  /** Answers that were malformed, illegal or late (external programs). */
  errors(): number;
  close?(): void | Promise<void>;
}

export interface StatSink {
  add(seat: Seat, key: string, amount?: number): void;
}

/** Per-game counters: sees every action with the states around it. */
export interface GameStats<State> {
  onAction(before: State, seat: Seat, action: string, after: State, sink: StatSink): void;
}

export interface ArenaAdapter<State, Action, View> {
  readonly game: Game<unknown, State, Action, View, unknown>;
  /** Options for setup, from the flags; a message on bad flags. */
  options(flags: ArenaFlags): unknown;
  /** A fixture for every game's setup (e.g. where a match's first game differs), if any. */
  fixture?(options: unknown): Fixture;
  /** The label fields of the report (e.g. `{ mode: 'profi' }`). */
  describe(options: unknown): Readonly<Record<string, unknown>>;
  /** Duplicate scheme: for each replay of a deal sequence, the entrant index at each seat. */
  permutations(seats: number): readonly (readonly number[])[];
  /** Seats that win or lose together (one per seat, or teams). */
  sides(seats: number): readonly (readonly number[])[];
  /** After the game: per side 1 for a win, 0 for a loss; points per side if the game keeps any. */
  result(state: State, seats: number): { readonly wins: readonly number[]; readonly points?: readonly number[] };
  stats(): GameStats<State>;
  /** Turns the per-bot counters into the report's extra fields (numbers, or groups of numbers). */
  summarize(counters: Readonly<Record<string, number>>): Readonly<Record<string, number | Readonly<Record<string, number>>>>;
  /** The seeing-everything bot of this game, if it has one (arena only). */
  oracle?(budgetMs: number | undefined): Entrant<State>;
}

import { Rng } from '../cards/rng.ts';
import { sha256 } from '../cards/sha256.ts';
import type { GameId } from '../game.ts';

/** The strengths offered to players (S-30). */
export const LEVELS = ['leicht', 'mittel', 'schwer'] as const;
export type Level = (typeof LEVELS)[number];

/**
 * What a bot is given for one decision: exactly what a player gets — the seat's view (from
 * `viewFor`) and its legal actions. A bot never receives a game state.
 */
export interface Decision<View, Action> {
  readonly view: View;
  readonly legal: readonly Action[];
  /** Same seed, view and legal actions → same action. */
  readonly seed: string;
}

export interface Bot<View, Action> {
  readonly name: string;
  readonly game: GameId;
  /**
   * Chooses one of `legal`. Must be a pure function of the decision (no wall clock, no global
   * randomness): the server re-plays offline games and checks each bot move exactly.
   */
  decide(d: Decision<View, Action>): Action;
}

export type AnyBot = Bot<unknown, unknown>;

/**
 * How a bot is configured. `budgetMs` sets the strongest level's thinking: each game converts it
 * to a deterministic amount of work (samples, search nodes) by a calibration constant measured
 * on the development machine, so decisions stay a pure function of the decision and the options.
 */
export interface BotOptions {
  readonly budgetMs?: number;
}

/**
 * The fewest deals behind a search at `budgetMs`: `atDefault` at the default budget and above,
 * proportionally fewer below it, at least one. Those deals are searched whatever the budget, and
 * one deal's exact solve can cost many times a small budget's work; so below the default (a
 * phone's worker, apps/web/src/offline/budget.ts) the floor shrinks with the budget, and the
 * decision's work with it (issue 21). At the default and above nothing changes.
 */
export function fewestDeals(atDefault: number, budgetMs: number, defaultMs: number): number {
  return Math.max(1, Math.min(atDefault, Math.ceil((atDefault * budgetMs) / defaultMs)));
}

/** The lower bound of every arena: a uniformly random legal action. */
export function randomBot<View, Action>(game: GameId): Bot<View, Action> {
  return {
    name: 'random',
    game,
    decide: ({ legal, seed }) => Rng.fromSeed(seed).pick(legal),
  };
}

/**
 * The seed a bot gets for the decision after `actionIndex` logged actions of a game. Hashed, so a
 * bot cannot read the game seed (and with it the deal) out of it; the server, the offline worker
 * and the verifier derive the same seeds, so a replayed log reproduces every bot move.
 */
export function decisionSeed(gameSeed: string, actionIndex: number): string {
  return sha256(`${gameSeed}:bot:${actionIndex}`).slice(0, 32);
}

import { type GameId, isEngineError } from '@stammtisch/engine';
import { botFor, decisionSeed, type Level } from '@stammtisch/engine/bots/index';
import { gameById } from '@stammtisch/engine/games/index';

/** One bot decision as it crosses a thread boundary: a view, legal actions as text, a seed. */
export interface BotJob {
  readonly game: GameId;
  readonly level: Level;
  readonly view: unknown;
  readonly legal: readonly string[];
  readonly seed: string;
  /** Schwer's work budget (BotOptions.budgetMs) when not the default: a replayed offline game's. */
  readonly budgetMs?: number;
}

/** The seed a bot gets for the decision after `index` logged actions (shared with the offline worker). */
export const botSeed = (gameSeed: string, index: number): string => decisionSeed(gameSeed, index);

/** Runs the bot; the action as canonical text. Pure: same job, same answer. */
export function decide(job: BotJob): string {
  const game = gameById(job.game);
  if (!game) throw new Error(`no engine for ${job.game}`);
  const legal = job.legal.map((text) => {
    const a = game.parseAction(text);
    if (isEngineError(a)) throw new Error(`legal action "${text}" does not parse: ${a.message}`);
    return a;
  });
  const action = botFor(job.game, job.level, job.budgetMs === undefined ? {} : { budgetMs: job.budgetMs }).decide({ view: job.view, legal, seed: job.seed });
  return game.formatAction(action);
}

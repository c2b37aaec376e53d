import type { GameId } from '../game.ts';
import { type AnyBot, type BotOptions, type Level, LEVELS } from './bot.ts';
import { schieberBots } from './schieber/index.ts';
import { schraemBots } from './schraem/index.ts';
import { sedmaBots } from './sedma/index.ts';

export * from './bot.ts';

/**
 * The bots offered for each game and level, as factories of their options (a Schwer bot's work
 * budget). Arena-only bots (the oracle, random play) are deliberately not reachable from here.
 */
export type BotFactory = (options: BotOptions) => AnyBot;

const registry: Record<GameId, Record<Level, BotFactory>> = {
  schraem: schraemBots,
  schieber: schieberBots,
  sedma: sedmaBots,
};

export function botFor(game: GameId, level: Level, options: BotOptions = {}): AnyBot {
  return registry[game][level](options);
}

export const isLevel = (x: unknown): x is Level => typeof x === 'string' && (LEVELS as readonly string[]).includes(x);
export { BOT_VERSIONS, botVersion } from './version.ts';

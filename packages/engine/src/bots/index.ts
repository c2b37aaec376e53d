import type { GameId } from '../game.ts';
import { type AnyBot, type BotOptions, type Level, LEVELS, randomBot } from './bot.ts';
import { schieberBots } from './schieber/index.ts';
import { schraemBots } from './schraem/index.ts';
import { sedmaBots } from './sedma/index.ts';

export * from './bot.ts';

/**
 * The bots offered for each game and level, as factories of their options (a Schwer bot's work
 * budget). Games whose tuned bots have not landed yet fall back to the random-legal bot; each
 * bots issue adds its game here. Arena-only bots (the oracle) are deliberately not reachable
 * from this module.
 */
export type BotFactory = (options: BotOptions) => AnyBot;

const registry: Partial<Record<GameId, Partial<Record<Level, BotFactory>>>> = {
  schraem: schraemBots,
  schieber: schieberBots,
  sedma: sedmaBots,
};

export function registerBots(game: GameId, bots: Partial<Record<Level, AnyBot | BotFactory>>): void {
  const factories: Partial<Record<Level, BotFactory>> = {};
  for (const level of LEVELS) {
    const b = bots[level];
    if (b) factories[level] = typeof b === 'function' ? b : () => b;
  }
  registry[game] = { ...registry[game], ...factories };
}

export function botFor(game: GameId, level: Level, options: BotOptions = {}): AnyBot {
  return registry[game]?.[level]?.(options) ?? randomBot(game);
}

export const isLevel = (x: unknown): x is Level => typeof x === 'string' && (LEVELS as readonly string[]).includes(x);

import type { GameId } from '../game.ts';
import { type AnyBot, type Level, LEVELS, randomBot } from './bot.ts';

export * from './bot.ts';

/**
 * The bots offered for each game and level. Games whose tuned bots have not landed yet fall
 * back to the random-legal bot; each bots issue replaces its game's entries here.
 */
const registry: Partial<Record<GameId, Partial<Record<Level, AnyBot>>>> = {};

export function registerBots(game: GameId, bots: Partial<Record<Level, AnyBot>>): void {
  registry[game] = { ...registry[game], ...bots };
}

export function botFor(game: GameId, level: Level): AnyBot {
  return registry[game]?.[level] ?? randomBot(game);
}

export const isLevel = (x: unknown): x is Level => typeof x === 'string' && (LEVELS as readonly string[]).includes(x);

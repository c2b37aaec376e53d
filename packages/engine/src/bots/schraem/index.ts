import type { BotOptions, Level } from '../bot.ts';
import type { SchraemBot } from './common.ts';
import { leichtBot } from './leicht.ts';
import { mittelBot } from './mittel.ts';

/** The 7-Schräm bots offered to players, by level (S-30). */
export const schraemBots: Partial<Record<Level, (options: BotOptions) => SchraemBot>> = {
  leicht: () => leichtBot(),
  mittel: () => mittelBot(),
};

export { leichtBot, mittelBot };
export type { SchraemBot };

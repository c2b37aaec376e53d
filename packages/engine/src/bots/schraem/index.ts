import type { BotOptions, Level } from '../bot.ts';
import type { SchraemBot } from './common.ts';
import { leichtBot } from './leicht.ts';
import { mittelBot } from './mittel.ts';
import { schwerBot } from './schwer.ts';

/** The 7-Schräm bots offered to players, by level (S-30). */
export const schraemBots: Record<Level, (options: BotOptions) => SchraemBot> = {
  leicht: () => leichtBot(),
  mittel: () => mittelBot(),
  schwer: (options) => schwerBot(options),
};

export { leichtBot, mittelBot, schwerBot };
export type { SchraemBot };

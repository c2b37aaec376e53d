import type { BotOptions, Level } from '../bot.ts';
import type { SedmaBot } from './common.ts';
import { leichtBot } from './leicht.ts';
import { mittelBot } from './mittel.ts';
import { schwerBot } from './schwer.ts';

/** The Sedma bots offered to players, by level. */
export const sedmaBots: Record<Level, (options: BotOptions) => SedmaBot> = {
  leicht: () => leichtBot(),
  mittel: () => mittelBot(),
  schwer: (options) => schwerBot(options),
};

export { leichtBot, mittelBot, schwerBot };
export type { SedmaBot };

import type { BotOptions, Level } from '../bot.ts';
import type { SchieberBot } from './common.ts';
import { leichtBot } from './leicht.ts';
import { mittelBot } from './mittel.ts';
import { schwerBot } from './schwer.ts';

/** The Schieber bots offered to players, by level. */
export const schieberBots: Record<Level, (options: BotOptions) => SchieberBot> = {
  leicht: () => leichtBot(),
  mittel: () => mittelBot(),
  schwer: (options) => schwerBot(options),
};

export { leichtBot, mittelBot, schwerBot };
export type { SchieberBot };

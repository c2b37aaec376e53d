import type { GameId } from '../../game.ts';
import { schieberArena } from './schieber.ts';
import { schraemArena } from './schraem.ts';
import { sedmaArena } from './sedma.ts';
import type { ArenaAdapter } from './types.ts';

/** Arena adapters by game; the Schieber and Sedma bots issue adds theirs here. */
export const ADAPTERS: Partial<Record<GameId, ArenaAdapter<unknown, unknown, unknown>>> = {
  schraem: schraemArena as unknown as ArenaAdapter<unknown, unknown, unknown>,
  schieber: schieberArena as unknown as ArenaAdapter<unknown, unknown, unknown>,
  sedma: sedmaArena as unknown as ArenaAdapter<unknown, unknown, unknown>,
};

import type { AnyGame, GameId } from '../game.ts';
import { schieber } from './schieber/index.ts';
import { schraem } from './schraem/index.ts';
import { sedma } from './sedma/index.ts';

/** Every game by id, types erased, for code that serves any game (server, scenario runner). */
export const GAMES: Readonly<Partial<Record<GameId, AnyGame>>> = {
  schraem: schraem as unknown as AnyGame,
  schieber: schieber as unknown as AnyGame,
  sedma: sedma as unknown as AnyGame,
};

/** The game of an id from outside (a message, a stored row); never a property of Object's prototype. */
export function gameById(id: string): AnyGame | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id as GameId] : undefined;
}

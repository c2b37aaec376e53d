import type { GameId } from '@stammtisch/engine/game';

/**
 * V-5: the next offline 7-Schräm game is led by the seat the finished game names (its view's
 * `nextLeader`: `rotate` or `loser`, V-5), given to the engine as the option `firstLeader`.
 */
export function nextGameOptions(game: GameId, options: Readonly<Record<string, unknown>>, finished: unknown): Readonly<Record<string, unknown>> {
  if (game !== 'schraem' || !finished || typeof finished !== 'object') return options;
  const v = finished as { phase?: unknown; nextLeader?: unknown };
  return v.phase === 'over' && typeof v.nextLeader === 'number' ? { ...options, firstLeader: v.nextLeader } : options;
}

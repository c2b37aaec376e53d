import type { Viewer } from '@stammtisch/engine';
import { replaySteps as engineSteps } from '@stammtisch/engine/replay';
import type { ReplayAction, ReplayStep } from '@stammtisch/protocol';

/**
 * A finished game stepped through: after each action, the chosen seat's view (or the spectator
 * view) — `viewFor` only, never the state (the engine's `replaySteps`). Only finished games are
 * replayed (a running game's log would show live hands).
 */
export function replaySteps(
  gameId: string,
  options: unknown,
  seed: string,
  actions: readonly ReplayAction[],
  viewer: Viewer,
  only: number | null,
): ReplayStep[] | { readonly error: string } {
  return engineSteps(gameId, options, seed, actions, viewer, only);
}

import { dealSeed, type FairRecord } from '@stammtisch/engine/cards/fair';
import { isEngineError, type Seat } from '@stammtisch/engine';
import { gameById } from '@stammtisch/engine/games/index';

/** A finished game as `GET /api/games/:id` returns it. */
export interface StoredGame {
  readonly id: string;
  readonly game: string;
  readonly status: string;
  readonly options: unknown;
  readonly seed?: string;
  readonly fair?: FairRecord | null;
  readonly result?: unknown;
  readonly actions?: readonly { readonly seat: number; readonly action: string }[];
}

/**
 * Whether a stored game is finished and its result is exactly what a replay of its log with the
 * engine gives — a check independent of the server's code. Null when it is; else the problem.
 */
export function replayProblem(g: StoredGame, seenActions: number): string | null {
  if (g.status !== 'finished' || g.seed === undefined || !g.actions) return `game ${g.id} is ${g.status}`;
  if (g.actions.length < seenActions) return `game ${g.id}: the log has ${g.actions.length} actions, a client saw ${seenActions}`;
  const game = gameById(g.game);
  if (!game) return `game ${g.id}: no engine for ${g.game}`;
  let state = game.setup(g.options, dealSeed(g.seed, g.fair));
  if (isEngineError(state)) return `game ${g.id}: ${state.message}`;
  for (const [i, a] of g.actions.entries()) {
    const action = game.parseAction(a.action);
    if (isEngineError(action)) return `game ${g.id} action ${i}: ${action.message}`;
    const next = game.apply(state, a.seat as Seat, action);
    if (isEngineError(next)) return `game ${g.id} action ${i} (${a.action}): ${next.message}`;
    state = next;
  }
  if (!game.isOver(state)) return `game ${g.id}: the log does not end the game`;
  const replayed = JSON.stringify(game.summary(state));
  return replayed === JSON.stringify(g.result) ? null : `game ${g.id}: the stored result differs from the replay`;
}

import { isEngineError, RuleError, type Seat, type Viewer } from '@stammtisch/engine';
import { gameById } from '@stammtisch/engine/games/index';
import type { ReplayAction, ReplayStep } from '@stammtisch/protocol';

/**
 * A finished game stepped through: after each action, the chosen seat's view (or the spectator
 * view) — `viewFor` only, never the state. Only finished games are replayed (a running game's
 * log would show live hands).
 */
export function replaySteps(
  gameId: string,
  options: unknown,
  seed: string,
  actions: readonly ReplayAction[],
  viewer: Viewer,
  only: number | null,
): ReplayStep[] | { readonly error: string } {
  const game = gameById(gameId);
  if (!game) return { error: `no engine for ${gameId}` };
  let state = game.setup(options, seed);
  if (isEngineError(state)) return { error: state.message };
  if (viewer !== 'spectator' && viewer >= game.players(state)) return { error: `seat ${viewer} is not at this table` };
  const out: ReplayStep[] = [];
  const snap = (step: number, action: ReplayAction | null) => {
    if (only === null || only === step) {
      out.push({ step, action, toAct: game.toAct(state), over: game.isOver(state), view: game.viewFor(state, viewer) });
    }
  };
  snap(0, null);
  const last = only === null ? actions.length : Math.min(only, actions.length);
  for (let i = 0; i < last; i++) {
    const a = actions[i]!;
    const parsed = game.parseAction(a.action);
    if (isEngineError(parsed)) return { error: `action ${i}: ${parsed.message}` };
    const next = game.apply(state, a.seat as Seat, parsed);
    if (next instanceof RuleError || isEngineError(next)) return { error: `action ${i}: ${next.message}` };
    state = next;
    snap(i + 1, a);
  }
  return out;
}

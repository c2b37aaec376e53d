import { isEngineError, RuleError } from './errors.ts';
import type { Seat, Viewer } from './game.ts';
import { gameById } from './games/index.ts';

/** One action of a finished game, as stored (the server's log, an offline record's step). */
export interface ReplayedAction {
  readonly seat: number;
  readonly action: string;
}

export interface ReplayedStep<A extends ReplayedAction = ReplayedAction> {
  /** Actions applied: 0 is the deal. */
  readonly step: number;
  readonly action: A | null;
  readonly toAct: number | null;
  readonly over: boolean;
  /** `viewFor(state, viewer)` — never the raw state. */
  readonly view: unknown;
}

/**
 * A finished game stepped through: after each action, the chosen seat's view (or the spectator
 * view) — `viewFor` only, never the state. `only`: that step alone. The server's replay endpoint
 * and the offline "replay this game" both use it.
 */
export function replaySteps<A extends ReplayedAction>(
  gameId: string,
  options: unknown,
  seed: string,
  actions: readonly A[],
  viewer: Viewer,
  only: number | null = null,
): ReplayedStep<A>[] | { readonly error: string } {
  const game = gameById(gameId);
  if (!game) return { error: `no engine for ${gameId}` };
  let state = game.setup(options, seed);
  if (isEngineError(state)) return { error: state.message };
  if (viewer !== 'spectator' && viewer >= game.players(state)) return { error: `seat ${viewer} is not at this table` };
  const out: ReplayedStep<A>[] = [];
  const snap = (step: number, action: A | null) => {
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

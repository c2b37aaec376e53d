import { type AnyGame, isEngineError, Rng, type Seat, type Viewer } from '@stammtisch/engine';
import { GAMES, gameById } from '@stammtisch/engine/games/index';

/** Test-side replays, straight on the engine (independent of the server's own code). */

export interface LoggedAction {
  readonly seat: number;
  readonly action: string;
}

/** Every state from setup to the end: `states[v]` is the state after `v` actions. */
export function replayStates(game: AnyGame, options: unknown, seed: string, actions: readonly LoggedAction[]): unknown[] {
  const first = game.setup(options, seed);
  if (isEngineError(first)) throw new Error(first.message);
  const states = [first as unknown];
  for (const a of actions) {
    const action = game.parseAction(a.action);
    if (isEngineError(action)) throw new Error(action.message);
    const next = game.apply(states.at(-1), a.seat as Seat, action);
    if (isEngineError(next)) throw new Error(`${a.seat}: ${a.action}: ${next.message}`);
    states.push(next);
  }
  return states;
}

export const viewAt = (game: AnyGame, state: unknown, viewer: Viewer): unknown => game.viewFor(state, viewer);

/**
 * Games whose random play ends: the full-game tests run these. A game whose `isOver` never
 * turns true (a match without an end) cannot be played to a result.
 */
export function endingGames(options: (id: string) => Record<string, unknown>): { id: string; ends: boolean }[] {
  return Object.keys(GAMES).map((id) => {
    const game = gameById(id)!;
    let s = game.setup(options(id), 'probe') as unknown;
    const rng = Rng.fromSeed('probe');
    for (let n = 0; n < 5000 && !game.isOver(s); n++) {
      const seat = game.toAct(s);
      if (seat === null) break;
      s = game.apply(s, seat, rng.pick(game.legalActions(s, seat)));
    }
    return { id, ends: game.isOver(s) };
  });
}

/** Short but complete games for tests. */
export function quickOptions(id: string): Record<string, unknown> {
  return id === 'schieber' ? { target: 300 } : {};
}

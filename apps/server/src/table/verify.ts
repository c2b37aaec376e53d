import { checkFair } from '@stammtisch/engine/cards/fair';
import { gameById } from '@stammtisch/engine/games/index';
import type { VerifyAnswer } from '@stammtisch/protocol';
import type { Store } from '../store/store.ts';
import { GameRun, sha256 } from './run.ts';

/**
 * Replays a stored game from `(options, seed, actions)` and checks it against what was
 * committed: the seed against its hash, each seat's revealed value against its commitment
 * (docs/fairness.md), every action against the rules, the end against the stored result. The
 * seed and the seats' values stay secret while the game runs.
 */
export async function verifyGame(store: Store, gameId: string): Promise<VerifyAnswer | null> {
  const g = await store.game(gameId);
  if (!g) return null;
  const actions = await store.actions(gameId);
  const game = gameById(g.game);
  const finished = g.status === 'finished';
  const fair = g.fair ?? null;
  const base = {
    gameId,
    game: g.game,
    status: g.status,
    actions: actions.length,
    seedHash: g.seedHash,
    fair: finished ? fair : null,
    revealsMatch: finished && fair ? checkFair(g.seed, fair).problem === null : null,
  };
  if (!game) {
    return { ...base, seed: null, hashMatches: null, replayLegal: false, resultMatches: null, problem: `no engine for ${g.game}` };
  }
  const run = GameRun.replay(game, g.options, g.seed, actions, fair);
  const legal = run instanceof GameRun;
  const problem = legal ? null : `action ${run.index} does not replay: ${run.message}`;
  return {
    ...base,
    seed: finished ? g.seed : null,
    hashMatches: finished ? sha256(g.seed) === g.seedHash : null,
    replayLegal: legal,
    resultMatches: finished ? legal && run.over && JSON.stringify(run.summary()) === JSON.stringify(g.result) : null,
    problem,
  };
}

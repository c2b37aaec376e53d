import { api } from './api.ts';
import type { Verdict } from './verify.ts';

/** The outcome of checking a finished game in this browser, for `VerifyResult.svelte`. */
export type CheckOutcome =
  | { readonly kind: 'done'; readonly verdict: Verdict; readonly seed: string; readonly seedHash: string; readonly committedMatches: boolean | null }
  | { readonly kind: 'not-over' }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * Fetches the finished game (seed, log, result) and replays it with the engine, loaded only now.
 * `committed`: the hash this page showed while the game ran — it must be the one the server
 * stored, or the server changed its commitment.
 */
export async function checkGame(gameId: string, committed: string | null): Promise<CheckOutcome> {
  const [rec, verifier] = await Promise.all([api.game(gameId), import('./verify.ts')]);
  if (!rec.ok) return { kind: 'failed', message: rec.message };
  const g = rec.body;
  if (g.status !== 'finished' || g.seed === undefined || !g.actions) return { kind: 'not-over' };
  const verdict = verifier.verifyRecord({ game: g.game, options: g.options, seed: g.seed, seedHash: g.seedHash, fair: g.fair ?? null, actions: g.actions, result: g.result });
  return { kind: 'done', verdict, seed: g.seed, seedHash: g.seedHash, committedMatches: committed === null ? null : committed === g.seedHash };
}

import type { GameId } from '@stammtisch/engine/game';
import type { Level } from '@stammtisch/engine/bots/bot';
import { SWITCH_KEYS } from '../games/schraem/switches.ts';
import { serverSeed } from '../offline/verified.svelte.ts';
import { identity } from '../online/me.svelte.ts';
import { type NewGame, requestNewGame } from './offline.ts';

/**
 * Starts an offline game. A 7-Schräm game of the standard ruleset, by a player the server knows
 * (guest or account), starts on a server-issued seed when the network allows, so that a win can
 * be verified and counted (S-27); otherwise, or with `?seed=` (tests), on a seed of its own.
 */
export async function startOffline(game: GameId, options: Readonly<Record<string, unknown>>, level: Level): Promise<NewGame> {
  const fixed = typeof location !== 'undefined' && new URLSearchParams(location.search).has('seed');
  const mode = typeof options.mode === 'string' ? options.mode : 'fortgeschritten';
  // A house-rule switch (V-1 … V-8) makes the game one of its own, as a preset does.
  const standard = (options.ruleset === undefined || options.ruleset === 'app') && !SWITCH_KEYS.some((k) => k in options);
  let req: NewGame = { game, options, level };
  if (game === 'schraem' && standard && !fixed && identity.me) {
    const s = await serverSeed(mode, level);
    if (s) req = { game, options: s.options, level, seed: s.seed, seedId: s.seedId };
  }
  requestNewGame(req);
  return req;
}

/** Whether an offline 7-Schräm game can count for points here and now. */
export const offlineCounts = (): boolean => identity.me !== null && (typeof navigator === 'undefined' || navigator.onLine);

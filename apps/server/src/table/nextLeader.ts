import type { AnyGame } from '@stammtisch/engine';

/**
 * V-5: a 7-Schräm table's next game is led by the finished game's `nextLeader` (its summary:
 * `rotate` — the seat after the first leader; `loser` — the seat after the first one out). The
 * seat goes into the new game's options (`firstLeader`), so that its stored record replays.
 */
export function nextGameOptions(
  game: AnyGame,
  options: Readonly<Record<string, unknown>>,
  previous: { readonly over: boolean; summary(): unknown } | null,
): Readonly<Record<string, unknown>> {
  if (game.id !== 'schraem' || previous === null || !previous.over) return options;
  const next = (previous.summary() as { nextLeader?: unknown }).nextLeader;
  return typeof next === 'number' ? { ...options, firstLeader: next } : options;
}

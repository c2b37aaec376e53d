import type { TimelinePoint } from '@stammtisch/protocol';
import { RATING_START, ratingPoints } from './rating.ts';

/** What a finished online game did to the player's standing, as the server recorded it (its timeline). */
export interface GameResult {
  /** 7-Schräm's leaderboard points after the game and their change; null in the other games. */
  readonly points: { readonly after: number; readonly change: number } | null;
  /** The rating after the game (the Elo-like number) and its change; null when the game was not rated. */
  readonly rating: { readonly after: number; readonly change: number; readonly provisional: boolean } | null;
}

/**
 * The result of game `gameId` from the player's timeline (one point per game, oldest first): the
 * change is against the game before (points) and the last rated game before on the same ratings
 * row (rating; a regional preset has its own, V-10 … V-21; a newcomer starts at RATING_START). Null when the timeline does not have that game.
 */
export function resultOf(timeline: readonly TimelinePoint[], gameId: string): GameResult | null {
  const at = timeline.findIndex((p) => p.gameId === gameId);
  if (at < 0) return null;
  const p = timeline[at]!;
  const before = timeline.slice(0, at);
  const points = p.points === null ? null : { after: p.points, change: p.points - (before.at(-1)?.points ?? 0) };
  let rating: GameResult['rating'] = null;
  if (p.rating) {
    const after = ratingPoints(p.rating.display);
    const last = before.findLast((x) => x.rating !== null && x.ladder === p.ladder)?.rating;
    rating = { after, change: after - (last ? ratingPoints(last.display) : RATING_START), provisional: p.rating.provisional };
  }
  return { points, rating };
}

/** A change with its sign: "+12", "−3", "±0". */
export const signed = (n: number, format: (x: number) => string): string => (n > 0 ? `+${format(n)}` : n < 0 ? `−${format(-n)}` : `±${format(0)}`);

import type { SedmaView } from '@stammtisch/engine/games/sedma/index';
import { placed } from '../../play/standings.ts';

/**
 * One entry of a Sedma match's final standings (D-14): four players by pairs (their side's games),
 * three players each on their own (the lone player changes from game to game, D-4, so only a
 * seat's own count of games won carries across). `points`: the side's card points in the last game.
 */
export interface SedmaStanding {
  readonly key: number;
  readonly seats: readonly number[];
  readonly place: number;
  readonly games: number;
  readonly points: number;
}

export function sedmaStandings(v: SedmaView): SedmaStanding[] {
  const entries =
    v.players === 4
      ? [...new Set(v.sides)].map((side) => ({ key: side, seats: v.sides.flatMap((s, seat) => (s === side ? [seat] : [])), games: v.gamesWon[side] ?? 0, points: v.points[side] ?? 0 }))
      : v.sides.map((side, seat) => ({ key: seat, seats: [seat], games: v.gamesWonBySeat[seat] ?? 0, points: v.points[side] ?? 0 }));
  return placed(entries, (a, b) => a.games - b.games).map(({ item, place }) => ({ ...item, place }));
}

import type { SchieberView } from '@stammtisch/engine/games/schieber/index';
import { placed } from '../../play/standings.ts';

/** A team at the end of a Schieber match (J-18): seats `team` and `team + 2`. */
export interface TeamStanding {
  readonly team: number;
  readonly seats: readonly [number, number];
  readonly place: number;
  readonly score: number;
}

/** The final standings: the team that won the match first, then by points. */
export function teamStandings(v: SchieberView): TeamStanding[] {
  const rank = (t: number): number => (v.matchWinner === t ? Infinity : (v.scores[t] ?? 0));
  return placed([0, 1], (a, b) => rank(a) - rank(b)).map(({ item: team, place }) => ({ team, seats: [team, team + 2] as const, place, score: v.scores[team] ?? 0 }));
}

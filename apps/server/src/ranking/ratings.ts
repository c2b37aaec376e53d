import type { Level } from '@stammtisch/engine/bots/index';
import type { RatingInfo } from '@stammtisch/protocol';
import { ordinal, rate, rating } from 'openskill';

/**
 * Skill ratings: OpenSkill's Plackett–Luce model with its defaults (mu 25, sigma 25/3). Each
 * game is rated as a whole: seats (7-Schräm, Sedma) or partnerships (Schieber) ranked by their
 * places.
 *
 * Bots are not rated: they take part as fixed anchors, one per strength, so that a game against
 * bots still says something about the person, and no bot's number ever changes or is listed.
 */
export interface Rating {
  readonly mu: number;
  readonly sigma: number;
}

export const PROVISIONAL_GAMES = 10;

export const BOT_ANCHORS: Readonly<Record<Level, Rating>> = {
  leicht: { mu: 18, sigma: 1 },
  mittel: { mu: 25, sigma: 1 },
  schwer: { mu: 30, sigma: 1 },
};

export const freshRating = (): Rating => rating();

/** mu − 3·sigma: the conservative number shown and sorted by. */
export const displayOf = (r: Rating): number => ordinal(r);

export function ratingInfo(r: Rating, games: number): RatingInfo {
  return { mu: r.mu, sigma: r.sigma, display: displayOf(r), games, provisional: games < PROVISIONAL_GAMES };
}

export interface RatedSeat {
  readonly seat: number;
  /** A person's current rating; null for a bot seat (its anchor is used). */
  readonly rating: Rating | null;
  readonly bot: Level | null;
  readonly place: number;
  /** A bot covered the seat to the end: it may not gain from the game. */
  readonly covered: boolean;
}

/**
 * New ratings of the people in one game, by seat. A covered seat cannot gain: alone it is ranked
 * last; in a partnership that won, its rating stays as it was (its partner's result stands).
 */
export function rateGame(seats: readonly RatedSeat[], teams: readonly (readonly number[])[]): Map<number, Rating> {
  const bySeat = new Map(seats.map((s) => [s.seat, s]));
  const worst = Math.max(...seats.map((s) => s.place)) + 1;
  const placeOf = (team: readonly number[]): number => {
    const members = team.map((s) => bySeat.get(s)!);
    if (team.length === 1 && members[0]!.covered) return worst;
    return Math.min(...members.map((m) => m.place));
  };
  const ratingOf = (s: RatedSeat): Rating => s.rating ?? BOT_ANCHORS[s.bot ?? 'mittel'];
  const input = teams.map((team) => team.map((s) => ({ ...ratingOf(bySeat.get(s)!) })));
  const rank = teams.map(placeOf);
  const out = new Map<number, Rating>();
  if (teams.length < 2) return out;
  const rated = rate(input, { rank });
  teams.forEach((team, t) => {
    const won = rank[t] === Math.min(...rank) && rank.some((r) => r > rank[t]!);
    team.forEach((s, i) => {
      const seat = bySeat.get(s)!;
      if (seat.rating === null) return;
      if (seat.covered && team.length > 1 && won) return;
      const r = rated[t]![i]!;
      out.set(s, { mu: r.mu, sigma: r.sigma });
    });
  });
  return out;
}

import type { Mode } from './options.ts';

/** One finished 7-Schräm game of a player, as the server recorded it. */
export interface FinishedGame {
  readonly online: boolean;
  readonly mode: Mode;
  /**
   * Whether the game counts as a win for the player. The server records a win where the player
   * survived, except when a bot covered their seat to the end (then the game is not a win).
   */
  readonly won: boolean;
}

export interface RankingPoints {
  readonly points: number;
  readonly breakdown: {
    /** S-24 */ readonly onlineWins: number;
    /** S-25 */ readonly participation: number;
    /** S-26 */ readonly streak: number;
    /** S-27 */ readonly offline: number;
  };
  readonly onlineGames: number;
  readonly onlineWinCount: number;
  readonly bestStreak: number;
  readonly offlineWinCount: number;
  /** S-28: listed on the leaderboard. */
  readonly eligible: boolean;
  /** Index of the game after which the player first had today's points (ties, earlier first); -1 for none. */
  readonly reachedAt: number;
}

export const WIN_POINTS: Readonly<Record<Mode, number>> = { anfaenger: 10, fortgeschritten: 20, profi: 30 };
export const LOSS_POINTS = 1;
export const STREAK_POINTS_PER_WIN = 2;
export const STREAK_CAP = 20;
export const OFFLINE_CAP = 50;
export const MIN_ONLINE_GAMES = 10;

/** S-24 … S-28: a player's leaderboard points from their finished games, oldest first. */
export function rankingPoints(games: readonly FinishedGame[]): RankingPoints {
  let onlineWins = 0;
  let participation = 0;
  let onlineGames = 0;
  let onlineWinCount = 0;
  let offlineWinCount = 0;
  let run = 0;
  let bestStreak = 0;
  let reachedAt = -1;
  let points = 0;
  games.forEach((g, i) => {
    if (g.online) {
      onlineGames++;
      if (g.won) {
        onlineWins += WIN_POINTS[g.mode];
        onlineWinCount++;
        run++;
        bestStreak = Math.max(bestStreak, run);
      } else {
        participation += LOSS_POINTS;
        run = 0;
      }
    } else if (g.won) {
      offlineWinCount++;
    }
    const now = total(onlineWins, participation, bestStreak, offlineWinCount);
    if (now > points) {
      points = now;
      reachedAt = i;
    }
  });
  const streak = Math.min(STREAK_CAP, STREAK_POINTS_PER_WIN * bestStreak);
  const offline = Math.min(OFFLINE_CAP, offlineWinCount);
  return {
    points: onlineWins + participation + streak + offline,
    breakdown: { onlineWins, participation, streak, offline },
    onlineGames,
    onlineWinCount,
    bestStreak,
    offlineWinCount,
    eligible: onlineGames >= MIN_ONLINE_GAMES,
    reachedAt,
  };
}

function total(wins: number, participation: number, bestStreak: number, offlineWins: number): number {
  return wins + participation + Math.min(STREAK_CAP, STREAK_POINTS_PER_WIN * bestStreak) + Math.min(OFFLINE_CAP, offlineWins);
}

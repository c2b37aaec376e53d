import { Schraem } from '@stammtisch/engine';
import type { ModeStats, PlayerPoints, PlayerStats, SchraemStats } from '@stammtisch/protocol';
import type { Counts } from './standing.ts';

/** One player's result in one finished game, as stored in `player_results`. */
export interface ResultRow {
  readonly gameId: string;
  readonly seat: number;
  readonly playerId: string;
  readonly game: string;
  readonly mode: string;
  readonly source: 'table' | 'offline';
  /** Counts as an online game for the points (S-24 … S-26, S-28): `counts === 'online'`. */
  readonly online: boolean;
  /** What the game counts for (ranking/standing.ts): online, against bots (S-27 wins), or nothing. */
  readonly counts: Counts;
  readonly players: number;
  readonly place: number;
  /** A win as it counts: never for a seat a bot covered to the end. */
  readonly won: boolean;
  readonly covered: boolean;
  readonly finishedAt: number;
  readonly mu: number | null;
  readonly sigma: number | null;
  readonly stats: Readonly<Record<string, number>>;
}

const isMode = (m: string): m is Schraem.Mode => (Schraem.MODES as readonly string[]).includes(m);

/**
 * S-24 … S-28 from the player's 7-Schräm results, oldest first, by the engine's own
 * `rankingPoints`. A game against bots (one person at a table of bots, or offline) counts its win
 * like an offline win (S-27), a loss nothing; a game that counts nothing (ranking/standing.ts) is
 * left out.
 */
export function pointsOf(all: readonly ResultRow[]): PlayerPoints {
  // V-10 … V-13 (mode `MODE/RULESET`) count in their own ruleset only, never for these points.
  const rows = all.filter((r) => r.counts !== 'none' && !r.mode.includes('/'));
  const games: Schraem.FinishedGame[] = rows.map((r) => ({ online: r.counts === 'online', mode: isMode(r.mode) ? r.mode : 'fortgeschritten', won: r.won }));
  const p = Schraem.rankingPoints(games);
  return {
    points: p.points,
    breakdown: p.breakdown,
    onlineGames: p.onlineGames,
    onlineWins: p.onlineWinCount,
    bestStreak: p.bestStreak,
    offlineWins: p.offlineWinCount,
    eligible: p.eligible,
    reachedAt: p.reachedAt >= 0 ? rows[p.reachedAt]!.finishedAt : null,
  };
}

const rate = (wins: number, games: number): number => (games === 0 ? 0 : wins / games);
const modeStats = (games: number, wins: number): ModeStats => ({ games, wins, winRate: rate(wins, games) });

const SCHRAEM_KEYS = ['hands', 'handsWon', 'livesLost', 'knocks', 'knockHands', 'knockHandsWon', 'holds', 'passes', 'folds'] as const;

/**
 * A player's stats in one game from their results, oldest first: table games (any mix of people
 * and bots) for games, wins, modes and streaks; verified offline wins counted apart.
 */
export function statsOf(game: string, rows: readonly ResultRow[]): PlayerStats {
  let games = 0;
  let wins = 0;
  let run = 0;
  let best = 0;
  let offlineWins = 0;
  const modes = new Map<string, { games: number; wins: number }>();
  const sums: Record<(typeof SCHRAEM_KEYS)[number], number> = Object.fromEntries(SCHRAEM_KEYS.map((k) => [k, 0])) as Record<(typeof SCHRAEM_KEYS)[number], number>;
  for (const r of rows) {
    if (r.source === 'offline') {
      if (r.won) offlineWins++;
      continue;
    }
    games++;
    const m = modes.get(r.mode) ?? { games: 0, wins: 0 };
    m.games++;
    if (r.won) {
      wins++;
      m.wins++;
      run++;
      best = Math.max(best, run);
    } else {
      run = 0;
    }
    modes.set(r.mode, m);
    for (const k of SCHRAEM_KEYS) sums[k] += r.stats[k] ?? 0;
  }
  const stats: PlayerStats = {
    game,
    ...modeStats(games, wins),
    bestStreak: best,
    currentStreak: run,
    byMode: Object.fromEntries([...modes].map(([mode, m]) => [mode, modeStats(m.games, m.wins)])),
    offlineWins,
  };
  if (game !== 'schraem') return stats;
  const schraem: SchraemStats = {
    ...sums,
    livesPerHand: sums.hands === 0 ? 0 : sums.livesLost / sums.hands,
    knockWinRate: rate(sums.knockHandsWon, sums.knockHands),
  };
  return { ...stats, schraem };
}

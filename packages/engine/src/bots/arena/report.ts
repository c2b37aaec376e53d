import type { MatchResult } from './match.ts';
import { bootstrapRatio, quantile, round } from './stats.ts';
import type { ArenaAdapter } from './types.ts';

export interface BotReport {
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
  readonly ci95: readonly [number, number];
  readonly decisionMs: { readonly p50: number; readonly p95: number; readonly decisions: number };
  readonly errors: number;
  readonly [extra: string]: unknown;
}

export interface ArenaReport {
  readonly game: string;
  readonly [label: string]: unknown;
  readonly games: number;
  readonly bots: Readonly<Record<string, BotReport>>;
}

/** The JSON of the issue: per entrant name, games, wins, rate, bootstrap CI over deal sequences, times, extras. */
export function buildReport<State, Action, View>(
  adapter: ArenaAdapter<State, Action, View>,
  options: unknown,
  names: readonly string[],
  result: MatchResult,
  seed: string,
): ArenaReport {
  const bots: Record<string, BotReport> = {};
  for (const name of new Set(names)) {
    const units = result.sequences.map((s) => s.byName[name] ?? { wins: 0, games: 0, points: 0, totalPoints: 0 });
    let wins = 0;
    let games = 0;
    let points = 0;
    let total = 0;
    for (const u of units) {
      wins += u.wins;
      games += u.games;
      points += u.points;
      total += u.totalPoints;
    }
    const times = result.times[name] ?? [];
    const extra: Record<string, unknown> = { ...adapter.summarize(result.counters[name] ?? {}) };
    if (total > 0) {
      extra.pointsShare = round(points / total);
      extra.pointsShareCi95 = bootstrapRatio(units.map((u) => ({ wins: u.points, games: u.totalPoints })), `${seed}/${name}/points`).map((x) => round(x));
    }
    bots[name] = {
      games,
      wins,
      winRate: games > 0 ? round(wins / games) : 0,
      ci95: bootstrapRatio(units, `${seed}/${name}`).map((x) => round(x)) as [number, number],
      decisionMs: { p50: round(quantile(times, 0.5), 2), p95: round(quantile(times, 0.95), 2), decisions: times.length },
      errors: result.errors[name] ?? 0,
      ...extra,
    };
  }
  return {
    game: adapter.game.id,
    ...adapter.describe(options),
    games: result.games,
    dealSequences: result.sequences.length,
    seed,
    bots,
  };
}

import type { GameId } from '@stammtisch/engine';
import type { LoadOptions } from './options.ts';

/** One table of the swarm: which game, through which processes its players come. */
export interface TableSpec {
  readonly index: number;
  readonly game: GameId;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: number;
  /** Where the table is created (REST). */
  readonly restUrl: string;
  /** Where each seat's client matchmakes: consecutive seats go through different processes. */
  readonly seatUrls: readonly string[];
  /** When its setup starts, from the start of the run (the ramp). */
  readonly startAtMs: number;
}

/**
 * Games of about a hundred actions each: 7-Schräm as it comes (~80), Schieber to 300 points
 * (~110), Sedma to two won games (~100). At 2 s per turn a game lasts three to four minutes.
 */
export const LOAD_GAME_OPTIONS: Readonly<Record<GameId, Readonly<Record<string, unknown>>>> = {
  schraem: {},
  schieber: { target: 300 },
  sedma: { gamesToWin: 2 },
};

export function planTables(o: LoadOptions): TableSpec[] {
  const count = Math.max(1, Math.floor(o.clients / o.tableSize));
  const n = o.urls.length;
  return Array.from({ length: count }, (_, index) => {
    const game = o.games[index % o.games.length]!;
    return {
      index,
      game,
      options: LOAD_GAME_OPTIONS[game],
      seats: o.tableSize,
      restUrl: o.urls[index % n]!,
      seatUrls: Array.from({ length: o.tableSize }, (_, s) => o.urls[(index + s) % n]!),
      startAtMs: Math.floor((index / count) * o.rampS * 1000),
    };
  });
}

/** Tables dealt round robin to the workers: each gets every game and the whole ramp. */
export function shares(tables: readonly TableSpec[], workers: number): TableSpec[][] {
  const out: TableSpec[][] = Array.from({ length: Math.min(workers, tables.length) }, () => []);
  for (const t of tables) out[t.index % out.length]!.push(t);
  return out;
}

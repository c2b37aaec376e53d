import type { Level } from '@stammtisch/engine/bots/index';
import type { Db } from '../store/db.ts';

/** A finished game at a linked table, as the group pages show it. */
export interface LinkedGame {
  readonly gameId: string;
  readonly tableId: string;
  readonly nightId: string | null;
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly finishedAt: number;
  readonly seats: readonly { readonly seat: number; readonly playerId: string | null; readonly nickname: string; readonly botLevel: Level | null; readonly covered: boolean }[];
  /** Seats that won (a seat the bot covered to the end never wins). */
  readonly winners: readonly number[];
  /** 7-Schräm S-23 scores by seat (the survivor's lives + 7); zeros for the other games. */
  readonly scores: readonly number[];
}

/** The winning seats from a stored result (the engine's summary of the final state). */
export function winnersFrom(game: string, result: unknown, seats: number): number[] {
  const r = (result ?? {}) as { gameWinner?: unknown; matchWinner?: unknown; gamesWonBySeat?: unknown };
  if (game === 'schraem') return typeof r.gameWinner === 'number' ? [r.gameWinner] : [];
  if (game === 'schieber') return typeof r.matchWinner === 'number' ? Array.from({ length: seats }, (_, s) => s).filter((s) => s % 2 === r.matchWinner) : [];
  if (game === 'sedma' && Array.isArray(r.gamesWonBySeat)) {
    const won = r.gamesWonBySeat as number[];
    const best = Math.max(...won);
    return won.some((w) => w < best) ? won.flatMap((w, s) => (w === best ? [s] : [])) : [];
  }
  return [];
}

export function scoresFrom(game: string, result: unknown, seats: number): number[] {
  const r = (result ?? {}) as { scores?: unknown };
  if (game === 'schraem' && Array.isArray(r.scores)) return (r.scores as number[]).map((x) => Number(x) || 0);
  return new Array<number>(seats).fill(0);
}

export interface LinkedQuery {
  readonly groupId?: string;
  readonly nightId?: string;
  readonly game?: string;
  readonly from?: number;
  readonly to?: number;
  readonly limit?: number;
  readonly offset?: number;
  /** Oldest first (points are computed in order); newest first otherwise. */
  readonly ascending?: boolean;
}

/** Finished games at a group's (or a night's) tables. */
export async function linkedGames(db: Db, q: LinkedQuery): Promise<{ total: number; games: LinkedGame[] }> {
  let base = db.selectFrom('games').innerJoin('table_links', 'table_links.table_id', 'games.table_id').where('games.status', '=', 'finished');
  if (q.groupId) base = base.where('table_links.group_id', '=', q.groupId);
  if (q.nightId) base = base.where('table_links.night_id', '=', q.nightId);
  if (q.game) base = base.where('games.game', '=', q.game);
  if (q.from !== undefined) base = base.where('games.finished_at', '>=', q.from);
  if (q.to !== undefined) base = base.where('games.finished_at', '<', q.to);
  const count = await base.select((e) => e.fn.countAll<number>().as('n')).executeTakeFirst();
  let rows = base
    .select(['games.id', 'games.table_id', 'games.game', 'games.options', 'games.result', 'games.finished_at', 'table_links.night_id'])
    .orderBy('games.finished_at', q.ascending ? 'asc' : 'desc')
    .orderBy('games.id');
  if (q.limit !== undefined) rows = rows.limit(q.limit).offset(q.offset ?? 0);
  const list = await rows.execute();
  const seats = list.length === 0 ? [] : await db.selectFrom('game_seats').selectAll().where('game_id', 'in', list.map((g) => g.id)).orderBy('seat').execute();
  const bySeat = new Map<string, LinkedGame['seats'][number][]>();
  for (const s of seats) {
    const arr = bySeat.get(s.game_id) ?? [];
    arr.push({ seat: s.seat, playerId: s.player_id, nickname: s.nickname, botLevel: s.bot_level as Level | null, covered: s.covered === 1 });
    bySeat.set(s.game_id, arr);
  }
  const games = list.map((g): LinkedGame => {
    const st = bySeat.get(g.id) ?? [];
    const result = g.result === null ? null : (JSON.parse(g.result) as unknown);
    const covered = new Set(st.filter((s) => s.covered).map((s) => s.seat));
    return {
      gameId: g.id,
      tableId: g.table_id,
      nightId: g.night_id,
      game: g.game,
      options: JSON.parse(g.options) as Record<string, unknown>,
      finishedAt: Number(g.finished_at),
      seats: st,
      winners: winnersFrom(g.game, result, st.length).filter((s) => !covered.has(s)),
      scores: scoresFrom(g.game, result, st.length),
    };
  });
  return { total: Number(count?.n ?? 0), games };
}

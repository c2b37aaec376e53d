import type {
  HistoryEntry,
  LeaderboardEntry,
  Page,
  PlayerKind,
  PlayerPoints,
  PlayerProfile,
  PlayerStats,
  RatingEntry,
  RatingInfo,
  TimelinePoint,
} from '@stammtisch/protocol';
import type { Db } from '../store/db.ts';
import type { Database } from '../store/schema.ts';
import { pointsOf, type ResultRow } from './derive.ts';
import { ratingGameOf } from './outcome.ts';
import { resultsOf, rowFromDb } from './record.ts';
import { hiddenFrom, masked } from './privacy.ts';
import { ratingInfo } from './ratings.ts';

/** Reads for the leaderboard, ratings, profiles, history and timelines. */

export interface PlayerName {
  readonly name: string;
  readonly kind: PlayerKind;
}

/** Display names: a user's username, a guest's nickname. */
export async function playerNames(db: Db, ids: readonly string[]): Promise<Map<string, PlayerName>> {
  const out = new Map<string, PlayerName>();
  if (ids.length === 0) return out;
  const unique = [...new Set(ids)];
  const guests = await db.selectFrom('guests').select(['id', 'nickname']).where('id', 'in', unique).execute();
  for (const g of guests) out.set(g.id, { name: g.nickname, kind: 'guest' });
  const users = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', unique).execute();
  for (const u of users) out.set(u.id, { name: u.username, kind: 'user' });
  return out;
}

const unknownName = (id: string): PlayerName => ({ name: id, kind: id.startsWith('u_') ? 'user' : 'guest' });

type PointsRow = Database['player_points'];

const pointsFromDb = (r: PointsRow): PlayerPoints => ({
  points: r.points,
  breakdown: JSON.parse(r.breakdown) as PlayerPoints['breakdown'],
  onlineGames: r.online_games,
  onlineWins: r.online_wins,
  bestStreak: r.best_streak,
  offlineWins: r.offline_wins,
  eligible: r.eligible === 1,
  reachedAt: r.reached_at === null ? null : Number(r.reached_at),
});

/**
 * `GET /api/leaderboard?game=schraem`: players with 10 finished online games (S-28), by points,
 * then more online wins, then who reached the points first. Fully tied entries share a rank.
 */
export async function leaderboard(db: Db, page: number, size: number): Promise<Page<LeaderboardEntry>> {
  // Registered accounts only: guests' points (from before issue 15) are kept but not listed.
  const base = db
    .selectFrom('player_points')
    .where('game', '=', 'schraem')
    .where('eligible', '=', 1)
    .where('player_id', 'in', (eb) => eb.selectFrom('users').select('users.id'));
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('points', 'desc')
    .orderBy('online_wins', 'desc')
    .orderBy('reached_at', 'asc')
    .orderBy('player_id')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const names = await playerNames(db, rows.map((r) => r.player_id));
  const entries: LeaderboardEntry[] = [];
  for (const [i, r] of rows.entries()) {
    const prev = entries[i - 1];
    const points = pointsFromDb(r);
    let rank: number;
    if (prev && prev.points === points.points && prev.onlineWins === points.onlineWins && prev.reachedAt === points.reachedAt) rank = prev.rank;
    else if (i > 0) rank = (page - 1) * size + i + 1;
    else rank = 1 + (await betterThan(db, points));
    entries.push({ rank, playerId: r.player_id, ...(names.get(r.player_id) ?? unknownName(r.player_id)), ...points });
  }
  return { page, size, total: Number(n), entries };
}

async function betterThan(db: Db, p: PlayerPoints): Promise<number> {
  const { n } = await db
    .selectFrom('player_points')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('game', '=', 'schraem')
    .where('eligible', '=', 1)
    .where('player_id', 'in', (eb) => eb.selectFrom('users').select('users.id'))
    .where((eb) =>
      eb.or([
        eb('points', '>', p.points),
        eb.and([eb('points', '=', p.points), eb('online_wins', '>', p.onlineWins)]),
        eb.and([eb('points', '=', p.points), eb('online_wins', '=', p.onlineWins), eb('reached_at', '<', p.reachedAt ?? 0)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** `GET /api/ratings?game=`: by mu − 3σ; provisional players are listed and flagged. */
export async function ratingsPage(db: Db, game: string, page: number, size: number): Promise<Page<RatingEntry>> {
  const base = db.selectFrom('ratings').where('game', '=', game);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('display', 'desc').orderBy('games', 'desc').orderBy('player_id').limit(size).offset((page - 1) * size).execute();
  const names = await playerNames(db, rows.map((r) => r.player_id));
  const entries: RatingEntry[] = [];
  for (const [i, r] of rows.entries()) {
    const prev = entries[i - 1];
    let rank: number;
    if (prev && prev.display === r.display) rank = prev.rank;
    else if (i > 0) rank = (page - 1) * size + i + 1;
    else {
      const { m } = await base.select((eb) => eb.fn.countAll<number>().as('m')).where('display', '>', r.display).executeTakeFirstOrThrow();
      rank = 1 + Number(m);
    }
    entries.push({ rank, playerId: r.player_id, ...(names.get(r.player_id) ?? unknownName(r.player_id)), ...ratingInfo(r, r.games) });
  }
  return { page, size, total: Number(n), entries };
}

export async function profile(db: Db, id: string): Promise<PlayerProfile | null> {
  const name = (await playerNames(db, [id])).get(id);
  const [points, ratings, stats] = await Promise.all([
    db.selectFrom('player_points').selectAll().where('player_id', '=', id).where('game', '=', 'schraem').executeTakeFirst(),
    db.selectFrom('ratings').selectAll().where('player_id', '=', id).execute(),
    db.selectFrom('player_stats').selectAll().where('player_id', '=', id).execute(),
  ]);
  if (!name && !points && ratings.length === 0) return null;
  return {
    id,
    ...(name ?? unknownName(id)),
    points: points ? pointsFromDb(points) : null,
    ratings: Object.fromEntries(ratings.map((r): [string, RatingInfo] => [r.game, ratingInfo(r, r.games)])),
    stats: Object.fromEntries(stats.map((s): [string, PlayerStats] => [s.game, JSON.parse(s.data) as PlayerStats])),
  };
}

/** A player's finished games, newest first, with who sat where (at private tables only to those who sat there). */
export async function history(db: Db, id: string, game: string | null, page: number, size: number, viewer: string | null = null): Promise<Page<HistoryEntry>> {
  let base = db.selectFrom('player_results').where('player_id', '=', id);
  if (game) base = base.where('game', '=', game);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = (await base.selectAll().orderBy('finished_at', 'desc').orderBy('game_id', 'desc').limit(size).offset((page - 1) * size).execute()).map(rowFromDb);
  const tableIds = rows.filter((r) => r.source === 'table').map((r) => r.gameId);
  const offlineIds = rows.filter((r) => r.source === 'offline').map((r) => r.gameId);
  const seats = tableIds.length === 0 ? [] : await db.selectFrom('game_seats').selectAll().where('game_id', 'in', tableIds).orderBy('seat').execute();
  const offline = offlineIds.length === 0 ? [] : await db.selectFrom('offline_games').select(['id', 'level', 'human_seat']).where('id', 'in', offlineIds).execute();
  const me = (await playerNames(db, [id])).get(id) ?? unknownName(id);
  const hidden = await hiddenFrom(db, tableIds, viewer);
  const entries = rows.map((r): HistoryEntry => {
    const o = offline.find((x) => x.id === r.gameId);
    const list = o
      ? Array.from({ length: r.players }, (_, s) =>
          s === o.human_seat ? { seat: s, name: me.name, playerId: id, bot: null } : { seat: s, name: `Bot (${o.level})`, playerId: null, bot: o.level },
        )
      : seats
          .filter((s) => s.game_id === r.gameId)
          .map((s) => ({ seat: s.seat, name: s.nickname, playerId: s.player_id, bot: s.bot_level }))
          .map((s) => (hidden.has(r.gameId) ? masked(s, id) : s));
    return {
      gameId: r.gameId,
      game: r.game,
      mode: r.mode,
      source: r.source,
      online: r.online,
      finishedAt: r.finishedAt,
      seat: r.seat,
      place: r.place,
      players: r.players,
      won: r.won,
      covered: r.covered,
      rating: r.mu !== null && r.sigma !== null ? { mu: r.mu, sigma: r.sigma } : null,
      seats: list,
    };
  });
  return { page, size, total: Number(n), entries };
}

export const TIMELINE_MAX = 500;

/** Points (7-Schräm) and rating after each of the player's last games in one game, oldest first. */
export async function timeline(db: Db, id: string, game: string): Promise<TimelinePoint[]> {
  const rows = await resultsOf(db, id, game);
  const from = Math.max(0, rows.length - TIMELINE_MAX);
  // Rated games so far per ratings row: a regional preset's games do not make the main rating less provisional.
  const rated = new Map<string, number>();
  const countRated = (r: ResultRow, ladder: string): number => {
    const n = (rated.get(ladder) ?? 0) + (r.mu !== null ? 1 : 0);
    rated.set(ladder, n);
    return n;
  };
  for (const r of rows.slice(0, from)) countRated(r, ratingGameOf(r));
  return rows.slice(from).map((r, i) => {
    const ladder = ratingGameOf(r);
    const n = countRated(r, ladder);
    return {
      gameId: r.gameId,
      at: r.finishedAt,
      won: r.won,
      points: game === 'schraem' ? pointsOf(rows.slice(0, from + i + 1)).points : null,
      ladder,
      rating: r.mu !== null && r.sigma !== null ? ratingInfo({ mu: r.mu, sigma: r.sigma }, n) : null,
    };
  });
}

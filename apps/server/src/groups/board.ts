import { Schraem } from '@stammtisch/engine';
import { GAME_NAMES, type StrichRow } from '@stammtisch/protocol';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../http/routes.ts';
import { fail, paging } from '../http/reply.ts';
import { namesOf } from '../social/names.ts';
import { param, query, queryInt, user } from '../social/http.ts';
import { type LinkedGame, linkedGames } from '../social/results.ts';
import type { Social } from '../social/social.ts';
import type { Db } from '../store/db.ts';
import { memberOf } from './routes.ts';

/** Per person of these games: games, wins and (7-Schräm) the sum of S-23 scores — the night's tally. */
export async function strichliste(db: Db, games: readonly LinkedGame[]): Promise<StrichRow[]> {
  const rows = new Map<string, { games: number; wins: number; score: number }>();
  for (const g of games) {
    for (const s of g.seats) {
      if (!s.playerId) continue;
      const r = rows.get(s.playerId) ?? { games: 0, wins: 0, score: 0 };
      r.games++;
      if (g.winners.includes(s.seat)) r.wins++;
      if (!s.covered) r.score += g.scores[s.seat] ?? 0;
      rows.set(s.playerId, r);
    }
  }
  const names = await namesOf(db, rows.keys());
  return [...rows.entries()]
    .map(([id, r]) => ({ id, name: names.get(id) ?? id, ...r }))
    .sort((a, b) => b.wins - a.wins || b.score - a.score || b.games - a.games || (a.name < b.name ? -1 : 1));
}

const isMode = (m: unknown): m is Schraem.Mode => typeof m === 'string' && (Schraem.MODES as readonly string[]).includes(m);
const people = (g: LinkedGame) => new Set(g.seats.flatMap((s) => (s.playerId ? [s.playerId] : []))).size;

export interface BoardEntry {
  readonly rank: number;
  readonly playerId: string;
  readonly name: string;
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
  /** 7-Schräm only: S-24 … S-27 within the group, and S-28's 10 games. */
  readonly points?: number;
  readonly breakdown?: { readonly onlineWins: number; readonly participation: number; readonly streak: number; readonly offline: number };
  readonly bestStreak?: number;
  readonly eligible: boolean;
}

/**
 * The group's leaderboard over its own games (its tables and game nights) in a date range, for
 * its current members. 7-Schräm: the points of S-24 … S-28 by the engine's `rankingPoints` over
 * the member's group games, oldest first (a game counts as online when at least two people sat
 * at it; a seat the bot covered to the end never wins); listed from 10 games (S-28) unless `all`.
 * Schieber and Sedma: wins, then win rate, then games.
 */
export function groupBoard(game: string, members: readonly string[], games: readonly LinkedGame[], names: ReadonlyMap<string, string>, all: boolean): BoardEntry[] {
  const mine = new Map<string, { online: boolean; mode: Schraem.Mode; won: boolean; at: number }[]>(members.map((m) => [m, []]));
  for (const g of games) {
    const online = people(g) >= 2;
    const mode = isMode(g.options.mode) ? g.options.mode : 'fortgeschritten';
    for (const s of g.seats) {
      const list = s.playerId ? mine.get(s.playerId) : undefined;
      list?.push({ online, mode, won: g.winners.includes(s.seat), at: g.finishedAt });
    }
  }
  const rows = [...mine.entries()]
    .filter(([, list]) => list.length > 0)
    .map(([playerId, list]) => {
      const wins = list.filter((x) => x.won).length;
      const base = { playerId, name: names.get(playerId) ?? playerId, games: list.length, wins, winRate: wins / list.length };
      if (game !== 'schraem') return { ...base, eligible: true, key: [wins, wins / list.length, list.length] };
      const p = Schraem.rankingPoints(list);
      const reachedAt = p.reachedAt >= 0 ? list[p.reachedAt]!.at : Number.MAX_SAFE_INTEGER;
      return { ...base, points: p.points, breakdown: p.breakdown, bestStreak: p.bestStreak, eligible: p.eligible, key: [p.points, p.onlineWinCount, -reachedAt] };
    })
    .filter((r) => all || r.eligible)
    .sort((a, b) => cmp(b.key, a.key) || (a.name < b.name ? -1 : 1));
  return rows.map(({ key, ...r }, i) => ({ ...r, rank: rows.findIndex((o) => cmp(o.key, key) === 0) + 1 || i + 1 }));
}

const cmp = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
};

/** The group's leaderboard (per game, per season or date range) and its recent games. */
export async function boardRoutes(app: FastifyInstance, ctx: ApiContext, social: Social): Promise<void> {
  app.get('/api/groups/:id/leaderboard', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply));
    if (!me || !m) return;
    const game = query(req, 'game') ?? m.group.games[0]!;
    if (!(GAME_NAMES as readonly string[]).includes(game)) return fail(reply, 400, 'bad-request', `game must be one of ${GAME_NAMES.join(', ')}`);
    const seasonId = query(req, 'season');
    const season = seasonId ? (await social.groups.seasons(m.group.id)).find((s) => s.id === seasonId) : undefined;
    if (seasonId && !season) return fail(reply, 404, 'no-season', 'no such season');
    const from = season?.startsAt ?? queryInt(req, 'from', 0, 0, Number.MAX_SAFE_INTEGER);
    const to = season?.endsAt ?? queryInt(req, 'to', Number.MAX_SAFE_INTEGER, 0, Number.MAX_SAFE_INTEGER);
    const db = ctx.store.db;
    const { games } = await linkedGames(db, { groupId: m.group.id, game, from, to, ascending: true });
    const members = (await social.groups.members(m.group.id)).map((x) => x.playerId);
    const names = await namesOf(db, members);
    return {
      game,
      season: season ? { id: season.id, name: season.name, startsAt: season.startsAt, endsAt: season.endsAt } : null,
      from,
      to: to === Number.MAX_SAFE_INTEGER ? null : to,
      games: games.length,
      entries: groupBoard(game, members, games, names, query(req, 'all') === '1'),
    };
  });

  app.get('/api/groups/:id/games', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply));
    if (!me || !m) return;
    const game = query(req, 'game');
    if (game !== undefined && !(GAME_NAMES as readonly string[]).includes(game)) return fail(reply, 400, 'bad-request', `unknown game ${game}`);
    const { page, size, offset } = paging(req.query, 20, 100);
    const { total, games } = await linkedGames(ctx.store.db, { groupId: m.group.id, ...(game ? { game } : {}), limit: size, offset });
    return {
      page,
      size,
      total,
      entries: games.map((g) => ({
        gameId: g.gameId,
        tableId: g.tableId,
        nightId: g.nightId,
        game: g.game,
        finishedAt: g.finishedAt,
        winners: g.winners,
        scores: g.scores,
        seats: g.seats.map((s) => ({ seat: s.seat, playerId: s.playerId, name: s.nickname, bot: s.botLevel, covered: s.covered })),
        replay: `/api/games/${g.gameId}/replay`,
      })),
    };
  });
}

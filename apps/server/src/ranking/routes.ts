import { dealSeed } from '@stammtisch/engine/cards/fair';
import type { Viewer } from '@stammtisch/engine';
import type { ReplayAction, ReplayAnswer } from '@stammtisch/protocol';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../http/routes.ts';
import { fail, paging } from '../http/reply.ts';
import { credentialsOf } from '../identity/identity.ts';
import { CATALOG } from '../table/catalog.ts';
import { hiddenFrom, masked } from './privacy.ts';
import { history, leaderboard, profile, ratingsPage, timeline } from './queries.ts';
import { replaySteps } from './replay.ts';

const isGame = (x: unknown): x is string => typeof x === 'string' && Object.hasOwn(CATALOG, x);

/** Leaderboard, ratings, profiles, history, timelines and replays: all read-only. */
export async function rankingRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const db = ctx.store.db;

  app.get('/api/leaderboard', async (req, reply) => {
    const game = (req.query as { game?: unknown }).game ?? 'schraem';
    if (game !== 'schraem') return fail(reply, 400, 'bad-game', 'leaderboard points exist for 7-Schräm (game=schraem); other games have ratings: GET /api/ratings?game=…');
    const { page, size } = paging(req.query);
    return { game: 'schraem', ...(await leaderboard(db, page, size)) };
  });

  app.get('/api/ratings', async (req, reply) => {
    const game = (req.query as { game?: unknown }).game;
    // V-10 … V-13: a regional preset has ratings of its own (`schraem/eifel`, ranking/outcome.ts).
    const preset = typeof game === 'string' && /^schraem\/(wipperfuerth|marienheide|eifel|sebbe)$/.test(game);
    if (!isGame(game) && !preset) return fail(reply, 400, 'bad-game', `game must be one of ${Object.keys(CATALOG).join(', ')} (or schraem/RULESET for a regional preset)`);
    const { page, size } = paging(req.query);
    return { game, ...(await ratingsPage(db, game as string, page, size)) };
  });

  app.get('/api/players/:id', async (req, reply) => {
    const p = await profile(db, (req.params as { id: string }).id);
    return p ?? fail(reply, 404, 'no-player', 'no such player');
  });

  app.get('/api/players/:id/games', async (req, reply) => {
    const game = (req.query as { game?: unknown }).game;
    if (game !== undefined && !isGame(game)) return fail(reply, 400, 'bad-game', `unknown game ${String(game)}`);
    const { page, size } = paging(req.query, 20, 100);
    const viewer = await ctx.identities.resolve(credentialsOf(req.headers));
    return history(db, (req.params as { id: string }).id, game ?? null, page, size, viewer?.id ?? null);
  });

  app.get('/api/players/:id/timeline', async (req, reply) => {
    const game = (req.query as { game?: unknown }).game ?? 'schraem';
    if (!isGame(game)) return fail(reply, 400, 'bad-game', `unknown game ${String(game)}`);
    return { game, points: await timeline(db, (req.params as { id: string }).id, game) };
  });

  app.get('/api/games/:id/replay', async (req, reply) => {
    const { id } = req.params as { id: string };
    const q = req.query as { seat?: unknown; step?: unknown };
    const viewer = parseViewer(q.seat);
    if (viewer === undefined) return fail(reply, 400, 'bad-seat', 'seat is a seat number or "spectator"');
    const step = q.step === undefined ? null : /^\d{1,6}$/.test(String(q.step)) ? Number(q.step) : undefined;
    if (step === undefined) return fail(reply, 400, 'bad-step', 'step is a whole number from 0');
    const g = await replayable(ctx, id);
    if ('error' in g) return fail(reply, g.status, g.error, g.message);
    const viewerId = (await ctx.identities.resolve(credentialsOf(req.headers)))?.id ?? null;
    const seats = (await hiddenFrom(db, [id], viewerId)).has(id) ? g.seats.map((s) => masked(s)) : g.seats;
    if (step !== null && step > g.actions.length) return fail(reply, 400, 'bad-step', `the game has ${g.actions.length} steps`);
    const replay = replaySteps(g.game, g.options, g.dealSeed, g.actions, viewer, step);
    if ('error' in replay) return fail(reply, 400, 'bad-seat', replay.error);
    return { gameId: id, game: g.game, options: g.options, seats, viewer, steps: g.actions.length, seed: g.seed, replay } satisfies ReplayAnswer;
  });
}

function parseViewer(x: unknown): Viewer | undefined {
  if (x === undefined || x === 'spectator') return 'spectator';
  if (typeof x === 'string' && /^[0-7]$/.test(x)) return Number(x) as Viewer;
  return undefined;
}

type Replayable =
  | Omit<ReplayAnswer, 'gameId' | 'viewer' | 'steps' | 'replay'> & { readonly actions: readonly ReplayAction[]; readonly dealSeed: string }
  | { readonly status: 404 | 409; readonly error: string; readonly message: string };

/** A finished table game, or a verified offline game; never one still running. */
async function replayable(ctx: ApiContext, id: string): Promise<Replayable> {
  const g = await ctx.store.game(id);
  if (g) {
    if (g.status !== 'finished') return { status: 409, error: 'not-finished', message: 'a game is replayable once it is over (its log shows every hand)' };
    const [seats, actions] = await Promise.all([ctx.store.gameSeats(id), ctx.store.actions(id)]);
    return {
      game: g.game,
      options: g.options,
      seed: g.seed,
      dealSeed: dealSeed(g.seed, g.fair),
      seats: seats.map((s) => ({ seat: s.seat, name: s.nickname, playerId: s.playerId, bot: s.botLevel })),
      actions,
    };
  }
  const o = await ctx.store.db.selectFrom('offline_games').selectAll().where('id', '=', id).executeTakeFirst();
  if (!o || o.status !== 'won' || o.actions === null) return { status: 404, error: 'no-game', message: `no finished game ${id}` };
  const options = JSON.parse(o.options) as Record<string, unknown>;
  const logged = JSON.parse(o.actions) as { seat: number; action: string }[];
  const name = (await ctx.store.db.selectFrom('users').select('username').where('id', '=', o.player_id).executeTakeFirst())?.username
    ?? (await ctx.store.db.selectFrom('guests').select('nickname').where('id', '=', o.player_id).executeTakeFirst())?.nickname
    ?? o.player_id;
  return {
    game: o.game,
    options,
    seed: o.seed,
    dealSeed: o.seed,
    seats: Array.from({ length: Number(options.players ?? 4) }, (_, s) =>
      s === o.human_seat ? { seat: s, name, playerId: o.player_id, bot: null } : { seat: s, name: `Bot (${o.level})`, playerId: null, bot: o.level },
    ),
    actions: logged.map((a, idx) => ({ idx, seat: a.seat, action: a.action, by: a.seat === o.human_seat ? 'player' : 'bot' })),
  };
}

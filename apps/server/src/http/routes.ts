import '@fastify/cookie';
import { matchMaker } from '@colyseus/core';
import type { GameId } from '@stammtisch/engine';
import {
  botNames,
  type CreatedTable,
  CreateTableRequest,
  GuestRequest,
  type InviteAnswer,
  isReservedName,
  type LobbyTable,
  type Me,
  nameKey,
  type TableInfo,
} from '@stammtisch/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Accounts } from '../accounts/accounts.ts';
import { credentialsOf, GUEST_COOKIE, type GuestIdentities, type Identity } from '../identity/identity.ts';
import type { Offline } from '../offline/offline.ts';
import { openNewTable } from '../rooms/open.ts';
import type { RoomContext } from '../rooms/tableRoom.ts';
import type { TableRecord } from '../store/store.ts';
import { CATALOG } from '../table/catalog.ts';
import { CODE_ALPHABET, tableRecord } from '../table/create.ts';
import { hiddenFrom } from '../ranking/privacy.ts';
import { verifyGame } from '../table/verify.ts';
import { fail, invalid } from './reply.ts';

export interface ApiContext extends RoomContext {
  readonly guests: GuestIdentities;
  readonly accounts: Accounts;
  readonly offline: Offline;
  readonly storage: string;
}

const YEAR_S = 365 * 24 * 3600;

const identify = (ctx: ApiContext, req: FastifyRequest): Promise<Identity | null> =>
  ctx.identities.resolve(credentialsOf(req.headers));

function lobbyLine(t: TableRecord): LobbyTable {
  return {
    id: t.id,
    game: t.game,
    options: t.options,
    status: t.status === 'playing' ? 'playing' : 'waiting',
    seats: t.seats,
    open: t.seating.filter((p) => p.kind === 'open').length,
    players: t.seating.flatMap((p) => (p.kind === 'player' ? [p.nickname] : [])),
    createdAt: t.createdAt,
  };
}

/** A running table as it is now: here, or asked of the process that runs it (Colyseus IPC). */
async function liveInfo(ctx: ApiContext, id: string): Promise<TableInfo | null> {
  const local = ctx.tables.get(id);
  if (local) return local.info(null);
  if (!ctx.cluster.shared || !/^[A-Za-z0-9]{1,40}$/.test(id)) return null;
  const listing = await matchMaker.getRoomById(id);
  if (!listing) return null;
  return matchMaker.remoteRoomCall<TableInfo | null>(id, 'publicInfo').catch(() => null);
}

/** REST under /api, and /health. Request bodies are checked with the protocol's schemas. */
export async function apiRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  app.get('/health', async () => ({ ok: true, storage: ctx.storage, tables: ctx.tables.size, uptimeS: Math.round(process.uptime()) }));

  app.post('/api/guest', async (req, reply) => {
    const body = v.safeParse(GuestRequest, req.body);
    if (!body.success) return fail(reply, 400, 'bad-nickname', invalid(body.issues));
    const nickname = body.output.nickname;
    if (isReservedName(nickname)) return fail(reply, 400, 'bad-nickname', `"${nickname}" is reserved (bot and house names)`);
    if (await ctx.accounts.store.usernameTaken(nameKey(nickname), nickname)) {
      return fail(reply, 409, 'name-taken', `"${nickname}" is a registered player's name`);
    }
    const now = ctx.now();
    const known = await identify(ctx, req);
    if (known?.kind === 'user') return fail(reply, 409, 'logged-in', 'you are logged in: your username is your name at the tables');
    if (known?.kind === 'guest') {
      const renamed = await ctx.guests.rename(known, nickname, now);
      return { id: renamed.id, kind: renamed.kind, nickname: renamed.nickname } satisfies Me;
    }
    const { identity, token } = await ctx.guests.create(nickname, now);
    reply.setCookie(GUEST_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.config.cookieSecure, maxAge: YEAR_S });
    return { id: identity.id, kind: identity.kind, nickname: identity.nickname } satisfies Me;
  });

  app.get('/api/me', async (req, reply) => {
    const me = await identify(ctx, req);
    if (!me) return fail(reply, 401, 'no-identity', 'no guest or session: POST /api/guest or /api/auth/login first');
    return { id: me.id, kind: me.kind, nickname: me.nickname } satisfies Me;
  });

  app.post('/api/tables', async (req, reply) => {
    const me = await identify(ctx, req);
    if (!me) return fail(reply, 401, 'no-identity', 'choose a nickname first (POST /api/guest)');
    const body = v.safeParse(CreateTableRequest, req.body);
    if (!body.success) return fail(reply, 400, 'bad-table', invalid(body.issues));
    const rec = tableRecord(body.output, me, ctx.config, ctx.now());
    if ('message' in rec) return fail(reply, 400, rec.code, rec.message);
    await openNewTable(ctx, rec);
    return reply.code(201).send({ id: rec.id, code: rec.code, link: rec.code ? `/join/${rec.code}` : null } satisfies CreatedTable);
  });

  app.get('/api/tables', async (req, reply) => {
    const game = (req.query as { game?: unknown }).game;
    if (game !== undefined && !(typeof game === 'string' && Object.hasOwn(CATALOG, game))) {
      return fail(reply, 400, 'bad-game', `unknown game ${String(game)}`);
    }
    const rows = await ctx.store.publicTables((game as GameId | undefined) ?? null);
    const running = await ctx.cluster.running(rows.map((t) => t.id));
    return { tables: rows.filter((t) => running.has(t.id)).map(lobbyLine) };
  });

  app.get('/api/tables/:id', async (req, reply) => {
    const { id } = req.params as { id: string };
    const live = await liveInfo(ctx, id);
    if (live) return live;
    const rec = await ctx.store.table(id);
    if (!rec) return fail(reply, 404, 'no-table', `no table ${id}`);
    return { id: rec.id, game: rec.game, status: rec.status, visibility: rec.visibility };
  });

  app.get('/api/invite/:code', async (req, reply) => {
    const code = (req.params as { code: string }).code.toUpperCase();
    const wait = await ctx.invites.blocked(req.ip);
    if (wait) return reply.header('retry-after', String(wait)).code(429).send({ error: 'rate-limited', message: `too many wrong invite codes: try again in ${wait} s`, retryAfterS: wait });
    const rec = [...code].every((c) => CODE_ALPHABET.includes(c)) ? await ctx.store.tableByCode(code) : null;
    if (!rec) await ctx.invites.failed(req.ip);
    if (!rec || !(await ctx.cluster.running([rec.id])).has(rec.id)) return fail(reply, 404, 'no-table', 'no open table with this code');
    // The table as it is now where it runs (seats taken since the record was written), else the record.
    const live = await liveInfo(ctx, rec.id);
    const seats = live ? live.seats : rec.seating.map((p, seat) => ({ seat, kind: p.kind, ...(p.kind === 'player' ? { nickname: p.nickname, playerId: p.playerId } : {}) }));
    const names = botNames(rec.game, seats);
    const host = seats.find((s) => s.kind === 'player' && s.playerId !== undefined && s.playerId === rec.hostId);
    return {
      tableId: rec.id,
      game: rec.game,
      status: live?.status ?? rec.status,
      options: rec.options,
      host: host?.nickname ?? null,
      seats: seats.length,
      taken: seats.filter((s) => s.kind !== 'open').length,
      players: seats.flatMap((s, i) => (s.kind === 'player' ? [s.nickname ?? ''] : s.kind === 'bot' ? [s.nickname ?? names[i] ?? ''] : [])),
    } satisfies InviteAnswer;
  });

  app.get('/api/games/:id', async (req, reply) => {
    const { id } = req.params as { id: string };
    const g = await ctx.store.game(id);
    if (!g) return fail(reply, 404, 'no-game', `no game ${id}`);
    const finished = g.status === 'finished';
    // A private table's id and seating stay with the people who sat there (ranking/privacy.ts).
    const viewer = await identify(ctx, req);
    const hidden = (await hiddenFrom(ctx.store.db, [g.id], viewer?.id ?? null)).has(g.id);
    return {
      id: g.id,
      ...(hidden ? { private: true } : { tableId: g.tableId }),
      number: g.number,
      game: g.game,
      options: g.options,
      status: g.status,
      seedHash: g.seedHash,
      startedAt: g.startedAt,
      finishedAt: g.finishedAt,
      ...(hidden ? {} : { seats: await ctx.store.gameSeats(g.id) }),
      // The seed and the log reveal every card: only once the game is over.
      ...(finished ? { seed: g.seed, fair: g.fair ?? null, result: g.result, actions: await ctx.store.actions(g.id) } : {}),
    };
  });

  app.get('/api/games/:id/verify', async (req, reply) => {
    const answer = await verifyGame(ctx.store, (req.params as { id: string }).id);
    return answer ?? fail(reply, 404, 'no-game', 'no such game');
  });
}

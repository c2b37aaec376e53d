import { randomBytes } from 'node:crypto';
import { CreateTournamentRequest, GAME_NAMES, RegisterTournamentRequest, type TournamentEntryInfo, type TournamentStanding } from '@stammtisch/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { groupCode } from '../groups/routes.ts';
import type { ApiContext } from '../http/routes.ts';
import { fail } from '../http/reply.ts';
import { type Identity, newId } from '../identity/identity.ts';
import { anyone, body, param, query, queryInt, user } from '../social/http.ts';
import { namesOf } from '../social/names.ts';
import type { Social } from '../social/social.ts';
import { currentStandings } from './plan.ts';
import { gamesPerBoard, roundsOf, tournamentRules } from './rules.ts';
import type { EntryRecord, TournamentRecord } from './store.ts';

const playersOf = (e: EntryRecord): string[] => (e.partnerId ? [e.playerId, e.partnerId] : [e.playerId]);

/** Whether `who` may see the tournament: open to all; a group's to its members; invite-only to its entrants, its creator, or with the code. */
async function maySee(social: Social, t: TournamentRecord, who: Identity | null, code: string | undefined): Promise<boolean> {
  if (t.access === 'open') return true;
  if (t.code && code?.toUpperCase() === t.code) return true;
  if (!who) return false;
  if (who.id === t.createdBy) return true;
  if (t.access === 'group' && t.groupId && (await social.groups.member(t.groupId, who.id))) return true;
  return (await social.tournaments.store.entryOf(t.id, who.id)) !== null;
}

async function mayManage(social: Social, t: TournamentRecord, who: Identity): Promise<boolean> {
  if (who.id === t.createdBy) return true;
  return t.groupId !== null && (await social.groups.member(t.groupId, who.id))?.role === 'admin';
}

/** The tournament page: rules, entries, live standings, the current round's tables, rounds and byes. */
export async function tournamentPage(ctx: ApiContext, social: Social, t: TournamentRecord, who: Identity | null) {
  const ts = social.tournaments.store;
  const [entries, games, rounds, tables] = await Promise.all([ts.entries(t.id), ts.games(t.id), ts.rounds(t.id), ts.tables(t.id)]);
  const names = await namesOf(ctx.store.db, entries.flatMap(playersOf));
  const info = new Map(
    entries.map((e): [string, TournamentEntryInfo] => [
      e.id,
      { id: e.id, name: e.name, status: e.status, players: playersOf(e).map((id) => ({ id, name: names.get(id) ?? id })) },
    ]),
  );
  const standings: TournamentStanding[] = currentStandings(t, entries, games, rounds).map((s) => ({
    rank: s.rank,
    entry: info.get(s.entry)!,
    points: s.points,
    games: s.games,
    wins: s.wins,
    missed: s.missed,
    tiebreaks: s.tiebreaks,
    byRound: s.byRound,
    ...(s.streak !== undefined ? { streak: s.streak } : {}),
  }));
  const statuses = tables.length
    ? await ctx.store.db.selectFrom('tables').select(['id', 'status']).where('id', 'in', tables.map((x) => x.tableId)).execute()
    : [];
  const tableStatus = new Map(statuses.map((s) => [s.id, s.status]));
  const recorded = new Map(games.map((g) => [g.tableId, g]));
  const boardTables = (round: number) =>
    tables
      .filter((x) => x.round === round)
      .map((x) => ({
        tableId: x.tableId,
        board: x.board,
        number: x.number,
        status: tableStatus.get(x.tableId) ?? 'finished',
        gameId: recorded.get(x.tableId)?.gameId ?? null,
        seats: x.seats.map((entry) => (entry ? { entry, name: info.get(entry)?.name ?? entry } : null)),
      }));
  const mine = who ? entries.find((e) => playersOf(e).includes(who.id)) : undefined;
  const myTable = mine ? tables.find((x) => x.seats.includes(mine.id) && !recorded.has(x.tableId) && ['waiting', 'playing'].includes(tableStatus.get(x.tableId) ?? '')) : undefined;
  const finished = t.status === 'finished' || t.status === 'cancelled';
  return {
    id: t.id,
    name: t.name,
    game: t.game,
    format: t.format,
    rules: t.rules,
    access: t.access,
    groupId: t.groupId,
    code: who && (who.id === t.createdBy || mine) ? t.code : null,
    createdBy: { id: t.createdBy, name: (await namesOf(ctx.store.db, [t.createdBy])).get(t.createdBy) ?? t.createdBy },
    startsAt: t.startsAt,
    endsAt: t.endsAt,
    status: t.status,
    round: t.round,
    rounds: roundsOf(t.format, t.rules),
    gamesPerBoard: gamesPerBoard(t.format, t.rules),
    startedAt: t.startedAt,
    finishedAt: t.finishedAt,
    /** The seed every draw was made from: shown once the tournament is over (recompute the draws). */
    seed: finished ? t.seed : null,
    entries: [...info.values()],
    standings,
    games: games.length,
    current: t.status === 'running' ? boardTables(t.round).filter((x) => x.status === 'waiting' || x.status === 'playing') : [],
    history: rounds.map((r) => ({ round: r.round, status: r.status, startedAt: r.startedAt, finishedAt: r.finishedAt, byes: r.plan.byes, tables: boardTables(r.round) })),
    me: mine ? { entry: mine.id, status: mine.status, tableId: myTable?.tableId ?? null } : null,
  };
}

/** Tournaments: create, list, page, games, register / unregister / withdraw, cancel, a player's tournaments. */
export async function tournamentRoutes(app: FastifyInstance, ctx: ApiContext, social: Social): Promise<void> {
  const ts = social.tournaments.store;

  const load = async (id: string, reply: FastifyReply): Promise<TournamentRecord | null> => {
    const t = await ts.get(id);
    if (!t) fail(reply, 404, 'no-tournament', 'no such tournament');
    return t;
  };

  app.post('/api/tournaments', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const b = me && (await body(CreateTournamentRequest, req, reply));
    if (!me || !b) return;
    if (b.access === 'group' && !b.groupId) return fail(reply, 400, 'bad-request', 'a group-only tournament needs its groupId');
    if (b.groupId) {
      const m = await social.groups.member(b.groupId, me.id);
      if (!m) return fail(reply, 403, 'not-member', 'only members of this group may do this');
      if (m.role !== 'admin') return fail(reply, 403, 'not-admin', 'only the admins of this group may create its tournaments');
    }
    if (b.startsAt < ctx.now() - 60_000) return fail(reply, 400, 'bad-time', 'a tournament starts now or later');
    const rules = tournamentRules(ctx, b.game, b.format, b.rules);
    if ('message' in rules) return fail(reply, 400, rules.code === 'bad-rules' ? 'bad-rules' : rules.code, rules.message);
    const t: TournamentRecord = {
      id: newId('W', 9),
      name: b.name,
      game: b.game,
      format: b.format,
      rules,
      access: b.access,
      groupId: b.groupId ?? null,
      code: b.access === 'invite' ? groupCode() : null,
      createdBy: me.id,
      startsAt: b.startsAt,
      endsAt: null,
      status: 'registering',
      round: 0,
      seed: randomBytes(16).toString('hex'),
      createdAt: ctx.now(),
      startedAt: null,
      finishedAt: null,
    };
    await ts.create(t);
    await social.tournaments.adopt(t.id).catch((e: unknown) => ctx.log(`tournament ${t.id}: ${String(e)}`));
    return reply.code(201).send(await tournamentPage(ctx, social, t, me));
  });

  app.get('/api/tournaments', async (req, reply) => {
    const who = await anyone(ctx, req);
    const status = query(req, 'status');
    const game = query(req, 'game');
    const groupId = query(req, 'group');
    if (game !== undefined && !(GAME_NAMES as readonly string[]).includes(game)) return fail(reply, 400, 'bad-request', `unknown game ${game}`);
    const list = await ts.list({ ...(status ? { status } : {}), ...(game ? { game } : {}), ...(groupId ? { groupId } : {}) }, 100);
    const visible: TournamentRecord[] = [];
    for (const t of list) if (await maySee(social, t, who, undefined)) visible.push(t);
    const counts = visible.length
      ? await ctx.store.db
          .selectFrom('tournament_entries')
          .select(['tournament_id', (e) => e.fn.countAll<number>().as('n')])
          .where('tournament_id', 'in', visible.map((t) => t.id))
          .where('status', '!=', 'pending')
          .groupBy('tournament_id')
          .execute()
      : [];
    const n = new Map(counts.map((c) => [c.tournament_id, Number(c.n)]));
    return {
      tournaments: visible.map((t) => ({ id: t.id, name: t.name, game: t.game, format: t.format, access: t.access, groupId: t.groupId, startsAt: t.startsAt, endsAt: t.endsAt, status: t.status, round: t.round, entries: n.get(t.id) ?? 0 })),
    };
  });

  app.get('/api/tournaments/:id', async (req, reply) => {
    const t = await load(param(req, 'id'), reply);
    if (!t) return;
    const who = await anyone(ctx, req);
    if (!(await maySee(social, t, who, query(req, 'code')))) return fail(reply, 403, 'group-only', 'this tournament is for its group or its invited players');
    return tournamentPage(ctx, social, t, who);
  });

  app.get('/api/tournaments/:id/games', async (req, reply) => {
    const t = await load(param(req, 'id'), reply);
    if (!t) return;
    const who = await anyone(ctx, req);
    if (!(await maySee(social, t, who, query(req, 'code')))) return fail(reply, 403, 'group-only', 'this tournament is for its group or its invited players');
    const games = await ts.games(t.id);
    return { games: games.map((g) => ({ ...g, replay: g.gameId.startsWith('closed-') ? null : `/api/games/${g.gameId}/replay` })) };
  });

  app.post('/api/tournaments/:id/register', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const b = me && (await body(RegisterTournamentRequest, req, reply));
    const t = b && (await load(param(req, 'id'), reply));
    if (!me || !b || !t) return;
    const mine = await ts.entryOf(t.id, me.id);
    // The arena takes players (and players back) while its clock runs.
    if (t.status === 'running' && t.format === 'arena' && mine?.status === 'paused') {
      await ts.setEntry(mine.id, { status: 'registered', missed: 0, withdrawn_at: null });
      social.tournaments.kick(t.id);
      return { entry: mine.id, status: 'registered' };
    }
    const open = t.status === 'registering' || (t.status === 'running' && t.format === 'arena');
    if (!open) return fail(reply, 409, 'tournament-started', 'registration is closed');
    if (t.access === 'group' && t.groupId && !(await social.groups.member(t.groupId, me.id))) return fail(reply, 403, 'group-only', 'this tournament is for the members of its group');
    if (t.access === 'invite' && me.id !== t.createdBy && b.code?.toUpperCase() !== t.code) return fail(reply, 403, 'bad-code', 'this tournament needs its invite code');
    if (mine && mine.status !== 'pending') return fail(reply, 409, 'already-member', 'you are registered already');
    const count = (await ts.entries(t.id)).filter((e) => e.status !== 'withdrawn').length;
    if (count >= t.rules.maxEntries) return fail(reply, 409, 'tournament-full', 'the tournament is full');
    const now = ctx.now();
    if (t.rules.entry === 'team') {
      if (!b.partner || b.partner === me.id) return fail(reply, 400, 'bad-partner', 'a team entry names the partner (another registered player)');
      if (mine && mine.partnerId === me.id && mine.playerId === b.partner) {
        // The partner named us first: the team is complete.
        await ts.setEntry(mine.id, { status: 'registered', name: `${mine.name} & ${me.nickname}` });
        if (t.status === 'running') social.tournaments.kick(t.id);
        return reply.code(201).send({ entry: mine.id, status: 'registered' });
      }
      if (mine) return fail(reply, 409, 'bad-partner', 'another player named you as partner: name them, or unregister first');
      const partnerEntry = await ts.entryOf(t.id, b.partner);
      if (partnerEntry) return fail(reply, 409, 'bad-partner', 'that player has a team already');
      const partner = await ctx.store.db.selectFrom('users').select(['id', 'username']).where('id', '=', b.partner).executeTakeFirst();
      if (!partner) return fail(reply, 404, 'no-player', 'no registered player of that id');
      if (await social.friends.eitherBlocked(me.id, partner.id)) return fail(reply, 403, 'blocked', 'you cannot team up with this player');
      const id = newId('E', 9);
      await ts.addEntry({ id, tournamentId: t.id, playerId: me.id, partnerId: partner.id, name: me.nickname, status: 'pending', pairingNo: 0, joinedAt: now, missed: 0 });
      await social.notifications.add(partner.id, 'team-invite', { tournamentId: t.id, name: t.name, from: { id: me.id, name: me.nickname } });
      return reply.code(201).send({ entry: id, status: 'pending' });
    }
    const id = newId('E', 9);
    await ts.addEntry({ id, tournamentId: t.id, playerId: me.id, partnerId: null, name: me.nickname, status: 'registered', pairingNo: count + 1, joinedAt: now, missed: 0 });
    if (t.status === 'running') social.tournaments.kick(t.id);
    return reply.code(201).send({ entry: id, status: 'registered' });
  });

  app.post('/api/tournaments/:id/unregister', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const t = me && (await load(param(req, 'id'), reply));
    if (!me || !t) return;
    const mine = await ts.entryOf(t.id, me.id);
    if (!mine) return fail(reply, 404, 'not-registered', 'you are not registered');
    if (t.status !== 'registering') return fail(reply, 409, 'tournament-started', 'the tournament has started: withdraw instead (POST …/withdraw)');
    if (mine.partnerId && mine.partnerId === me.id && mine.status === 'registered') {
      // The partner leaves a complete team: it becomes the first player's pending entry again.
      await ts.setEntry(mine.id, { status: 'pending', name: (await namesOf(ctx.store.db, [mine.playerId])).get(mine.playerId) ?? mine.name });
    } else await ts.deleteEntry(mine.id);
    return { ok: true };
  });

  app.post('/api/tournaments/:id/withdraw', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const t = me && (await load(param(req, 'id'), reply));
    if (!me || !t) return;
    const mine = await ts.entryOf(t.id, me.id);
    if (!mine || mine.status === 'withdrawn') return fail(reply, 404, 'not-registered', 'you are not playing in this tournament');
    if (t.status === 'registering') {
      await ts.deleteEntry(mine.id);
      return { ok: true, status: 'unregistered' };
    }
    if (t.status !== 'running') return fail(reply, 409, 'tournament-started', 'the tournament is over');
    // The arena pauses (come back with …/register); the other formats withdraw for good.
    const status = t.format === 'arena' ? 'paused' : 'withdrawn';
    await ts.setEntry(mine.id, { status, withdrawn_at: ctx.now() });
    social.tournaments.kick(t.id);
    return { ok: true, status };
  });

  app.post('/api/tournaments/:id/cancel', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const t = me && (await load(param(req, 'id'), reply));
    if (!me || !t) return;
    if (!(await mayManage(social, t, me))) return fail(reply, 403, 'not-admin', 'only its creator (or its group\'s admins) may cancel a tournament');
    if (!(await ts.transition(t.id, 'registering', { status: 'cancelled', finished_at: ctx.now() }))) return fail(reply, 409, 'tournament-started', 'a tournament can be cancelled before it starts');
    const entries = await ts.entries(t.id);
    await social.notifications.addMany(entries.flatMap(playersOf).filter((p) => p !== me.id), 'tournament-cancelled', { tournamentId: t.id, name: t.name, reason: 'cancelled' });
    return { ok: true };
  });

  /** A player's tournaments (their profile lists them): newest first, with the final or current rank. */
  app.get('/api/players/:id/tournaments', async (req) => {
    const pid = param(req, 'id');
    const who = await anyone(ctx, req);
    const entries = await ts.entriesOfPlayer(pid, queryInt(req, 'limit', 30, 1, 100));
    const out = [];
    for (const e of entries) {
      const t = await ts.get(e.tournamentId);
      if (!t || !(await maySee(social, t, who, undefined))) continue;
      const table = currentStandings(t, await ts.entries(t.id), await ts.games(t.id), await ts.rounds(t.id));
      const s = table.find((x) => x.entry === e.id);
      out.push({ id: t.id, name: t.name, game: t.game, format: t.format, status: t.status, startsAt: t.startsAt, finishedAt: t.finishedAt, entry: e.id, entryStatus: e.status, rank: s?.rank ?? null, points: s?.points ?? null, entries: table.length });
    }
    return { tournaments: out };
  });
}

import { type NightBrief, NightAnswerRequest, NightRequest, type TablePreset } from '@stammtisch/protocol';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../http/routes.ts';
import { fail } from '../http/reply.ts';
import { newId } from '../identity/identity.ts';
import { briefs } from '../social/names.ts';
import { body, param, query, user } from '../social/http.ts';
import type { Social } from '../social/social.ts';
import { linkedTable, openTables, presetProblem, seatingOf, storeLinked } from '../social/tables.ts';
import { linkedGames } from '../social/results.ts';
import type { TableRecord } from '../store/store.ts';
import { CATALOG } from '../table/catalog.ts';
import { tableSizes } from '../tournaments/pairing/draw.ts';
import { strichliste } from './board.ts';
import { memberOf } from './routes.ts';
import type { NightRecord } from './store.ts';

export async function nightBriefs(social: Social, nights: readonly NightRecord[], viewer: string): Promise<NightBrief[]> {
  const answers = await social.groups.answers(nights.map((n) => n.id));
  return nights.map((n) => {
    const mine = answers.filter((a) => a.nightId === n.id);
    const count = (x: string) => mine.filter((a) => a.answer === x).length;
    return {
      id: n.id,
      game: n.game,
      startsAt: n.startsAt,
      note: n.note,
      status: n.status,
      answers: { yes: count('yes'), no: count('no'), maybe: count('maybe') },
      mine: mine.find((a) => a.playerId === viewer)?.answer ?? null,
    };
  });
}

/**
 * Game nights: when one is due, exactly one process opens it — the one whose conditional update
 * (`scheduled` → `open`) wins, in the same transaction that stores the night's tables. The members
 * who answered yes are seated (in the order they answered), spread evenly over as few tables as the
 * house rules' seat count allows; bots of the house rules' strength fill the short seats, as at
 * the pub. Members who said maybe or did not answer are told the night has begun (they may watch).
 */
export class NightScheduler {
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Ticks run one after the other; one more waits at most (an admin's "open now" joins it). */
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(private readonly social: Social) {}

  start(): void {
    this.timer = setInterval(() => {
      this.tick().catch((e: unknown) => this.social.ctx.log(`game nights: ${e instanceof Error ? e.message : String(e)}`));
    }, this.social.config.nightTickMs);
  }

  /** No more ticks; the one running (if any) ends first. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([this.running, this.queued]);
  }

  /** Opens every night that is due; errors are logged, the next tick tries again. */
  tick(): Promise<void> {
    if (this.queued) return this.queued;
    const next: Promise<void> = (this.running ?? Promise.resolve()).then(async () => {
      this.queued = null;
      this.running = next;
      try {
        await this.openDue();
      } finally {
        if (this.running === next) this.running = null;
      }
    });
    this.queued = next;
    return next;
  }

  private async openDue(): Promise<void> {
    const ctx = this.social.ctx;
    if (!ctx.mayWrite()) return;
    try {
      for (const n of await this.social.groups.dueNights(ctx.now())) await this.open(n);
    } catch (e) {
      ctx.log(`game nights: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private async open(n: NightRecord): Promise<void> {
    const { ctx, groups, notifications, live } = this.social;
    const group = await groups.get(n.groupId);
    const members = new Set((await groups.members(n.groupId)).map((m) => m.playerId));
    const yes = (await groups.answers([n.id])).filter((a) => a.answer === 'yes' && members.has(a.playerId)).map((a) => a.playerId);
    const people = await briefs(ctx.store.db, yes);
    const seats = n.preset.seats ?? CATALOG[n.game].defaultSeats;
    const recs: TableRecord[] = [];
    let at = 0;
    for (const size of tableSizes(people.length, seats)) {
      const chunk = people.slice(at, at + size).map((p) => ({ id: p.id, nickname: p.name }));
      at += size;
      const rec = linkedTable(ctx, { game: n.game, preset: n.preset, host: null, seating: seatingOf(chunk, seats, n.preset.bots), origin: 'group' });
      if ('message' in rec) {
        ctx.log(`game night ${n.id}: the house rules no longer make a table: ${rec.message}`);
        break;
      }
      recs.push(rec);
    }
    const won = await ctx.store.db.transaction().execute(async (trx) => {
      const r = await trx.updateTable('game_nights').set({ status: 'open', opened_at: ctx.now() }).where('id', '=', n.id).where('status', '=', 'scheduled').executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return false;
      await storeLinked(trx, recs, { groupId: n.groupId, nightId: n.id });
      return true;
    });
    if (!won) return;
    await openTables(ctx, recs.map((r) => r.id));
    ctx.log(`game night ${n.id} of group ${n.groupId}: ${people.length} members at ${recs.length} tables`);
    const seated = new Map<string, string>();
    for (const rec of recs) for (const p of rec.seating) if (p.kind === 'player') seated.set(p.playerId, rec.id);
    const base = { groupId: n.groupId, groupName: group?.name ?? '', nightId: n.id, game: n.game };
    for (const [playerId, tableId] of seated) {
      await notifications.add(playerId, 'night-open', { ...base, tableId });
      live.toPlayer(playerId, { t: 'seat', d: { tableId, groupId: n.groupId, nightId: n.id } });
    }
    if (recs.length > 0) await notifications.addMany([...members].filter((m) => !seated.has(m)), 'night-open', { ...base, tableId: null });
  }
}

/** Scheduling, answering, cancelling and reading game nights (with their Strichliste). */
export async function nightRoutes(app: FastifyInstance, ctx: ApiContext, social: Social): Promise<void> {
  const groups = social.groups;

  app.post('/api/groups/:id/nights', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply, true));
    const b = m && (await body(NightRequest, req, reply));
    if (!me || !m || !b) return;
    if (!m.group.games.includes(b.game)) return fail(reply, 400, 'bad-request', `${b.game} is not a home game of this group`);
    if (b.startsAt <= ctx.now()) return fail(reply, 400, 'bad-time', 'a game night is scheduled for a time still to come');
    const preset: TablePreset = b.preset ?? m.group.presets[b.game] ?? { options: {}, bots: 'mittel' };
    const problem = presetProblem(ctx, b.game, preset);
    if (problem) return fail(reply, 400, problem.code, problem.message);
    const night: NightRecord = { id: newId('N', 9), groupId: m.group.id, game: b.game, startsAt: b.startsAt, preset, note: b.note, status: 'scheduled', createdBy: me.id, openedAt: null };
    await groups.addNight(night, ctx.now());
    const others = (await groups.members(m.group.id)).map((x) => x.playerId).filter((id) => id !== me.id);
    await social.notifications.addMany(others, 'night-scheduled', { groupId: m.group.id, groupName: m.group.name, nightId: night.id, game: night.game, startsAt: night.startsAt });
    return reply.code(201).send((await nightBriefs(social, [night], me.id))[0]);
  });

  app.get('/api/groups/:id/nights', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply));
    if (!me || !m) return;
    const past = query(req, 'past') === '1';
    const nights = await groups.nights(m.group.id, past, ctx.now(), 50);
    const list = await nightBriefs(social, nights, me.id);
    if (!past) return { nights: list };
    const tallies = await Promise.all(nights.map(async (n) => strichliste(ctx.store.db, (await linkedGames(ctx.store.db, { nightId: n.id, ascending: true })).games)));
    return { nights: list.map((n, i) => ({ ...n, strichliste: tallies[i] })) };
  });

  app.get('/api/groups/:id/nights/:nid', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply));
    if (!me || !m) return;
    const n = await groups.night(param(req, 'nid'));
    if (!n || n.groupId !== m.group.id) return fail(reply, 404, 'no-night', 'no such game night');
    const db = ctx.store.db;
    const answers = await groups.answers([n.id]);
    const names = await briefs(db, answers.map((a) => a.playerId));
    const links = await groups.groupTables(m.group.id, n.id);
    const tables =
      links.length === 0 ? [] : await db.selectFrom('tables').select(['id', 'status', 'seating']).where('id', 'in', links.map((l) => l.tableId)).execute();
    const { games } = await linkedGames(db, { nightId: n.id, ascending: true });
    return {
      night: (await nightBriefs(social, [n], me.id))[0],
      preset: n.preset,
      answers: answers.map((a, i) => ({ ...names[i]!, answer: a.answer, at: a.at })),
      tables: tables.map((t) => ({
        tableId: t.id,
        status: t.status,
        seats: (JSON.parse(t.seating) as { kind: string; playerId?: string; nickname?: string; level?: string }[]).map((p) =>
          p.kind === 'player' ? { kind: 'player', id: p.playerId, name: p.nickname } : { kind: p.kind, level: p.level ?? null },
        ),
      })),
      strichliste: await strichliste(db, games),
      games: games.map((g) => ({ gameId: g.gameId, tableId: g.tableId, finishedAt: g.finishedAt, winners: g.winners, scores: g.scores, seats: g.seats.map((s) => ({ seat: s.seat, playerId: s.playerId, name: s.nickname, bot: s.botLevel })) })),
    };
  });

  app.post('/api/groups/:id/nights/:nid/answer', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply));
    const b = m && (await body(NightAnswerRequest, req, reply));
    if (!me || !m || !b) return;
    const n = await groups.night(param(req, 'nid'));
    if (!n || n.groupId !== m.group.id) return fail(reply, 404, 'no-night', 'no such game night');
    if (n.status !== 'scheduled') return fail(reply, 409, 'night-started', 'this game night has begun or was cancelled');
    await groups.answer(n.id, me.id, b.answer, ctx.now());
    return (await nightBriefs(social, [n], me.id))[0];
  });

  /** Everyone is there early: the admin opens the night now (as at its time). */
  app.post('/api/groups/:id/nights/:nid/open', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply, true));
    if (!me || !m) return;
    const n = await groups.night(param(req, 'nid'));
    if (!n || n.groupId !== m.group.id) return fail(reply, 404, 'no-night', 'no such game night');
    if (n.status !== 'scheduled') return fail(reply, 409, 'night-started', 'this game night has begun or was cancelled');
    await ctx.store.db.updateTable('game_nights').set({ starts_at: ctx.now() }).where('id', '=', n.id).where('status', '=', 'scheduled').execute();
    await social.nights.tick();
    const links = await groups.groupTables(m.group.id, n.id);
    return { night: (await nightBriefs(social, [(await groups.night(n.id))!], me.id))[0], tables: links.map((l) => l.tableId) };
  });

  app.delete('/api/groups/:id/nights/:nid', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply, true));
    if (!me || !m) return;
    const n = await groups.night(param(req, 'nid'));
    if (!n || n.groupId !== m.group.id) return fail(reply, 404, 'no-night', 'no such game night');
    if (!(await groups.cancelNight(n.id))) return fail(reply, 409, 'night-started', 'this game night has begun or was cancelled');
    const coming = (await groups.answers([n.id])).filter((a) => a.answer !== 'no' && a.playerId !== me.id).map((a) => a.playerId);
    await social.notifications.addMany(coming, 'night-cancelled', { groupId: m.group.id, groupName: m.group.name, nightId: n.id, startsAt: n.startsAt });
    return { ok: true };
  });
}

import type { GameId } from '@stammtisch/engine';
import { cleanText, GroupChatRequest, type GroupChatLine, MAX_CHAT_LENGTH, MuteRequest, phraseById, ReportRequest } from '@stammtisch/protocol';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../http/routes.ts';
import { fail } from '../http/reply.ts';
import { newId } from '../identity/identity.ts';
import { namesOf } from '../social/names.ts';
import { body, param, queryInt, user } from '../social/http.ts';
import type { Social } from '../social/social.ts';
import { Bucket } from '../table/limits.ts';
import { memberOf } from './routes.ts';

type MessageRow = { id: string; player_id: string; nickname: string; phrase: string | null; text: string | null; at: number; removed_at: number | null };

const line = (r: MessageRow): GroupChatLine =>
  r.removed_at !== null
    ? { id: r.id, from: { id: r.player_id, name: r.nickname }, at: Number(r.at), removed: true }
    : { id: r.id, from: { id: r.player_id, name: r.nickname }, ...(r.phrase ? { phrase: r.phrase } : {}), ...(r.text ? { text: r.text } : {}), at: Number(r.at) };

/**
 * The group chat: the quick phrases of the group's home games and free text (≤ 200 characters,
 * cleaned like table chat), stored, and pushed to every member's open app. Moderation by the
 * group's admins: remove a message (its author may too), mute a member for a while, and reports
 * from members that reach the admins as notifications. Blocks hold here too: a member does not
 * see the lines of someone they blocked or who blocked them.
 */
export async function chatRoutes(app: FastifyInstance, ctx: ApiContext, social: Social): Promise<void> {
  const db = ctx.store.db;
  const budgets = new Map<string, Bucket>();
  const budget = (playerId: string): Bucket => {
    let b = budgets.get(playerId);
    if (!b) {
      if (budgets.size > 10_000) budgets.clear();
      b = new Bucket(ctx.config.chatBurst, ctx.config.chatPerMinute / 60, ctx.now());
      budgets.set(playerId, b);
    }
    return b;
  };

  app.get('/api/groups/:id/chat', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply));
    if (!me || !m) return;
    const before = queryInt(req, 'before', Number.MAX_SAFE_INTEGER, 0, Number.MAX_SAFE_INTEGER);
    const limit = queryInt(req, 'limit', 50, 1, 200);
    const { blockedBy, blocking } = await social.friends.blockedEitherWay(me.id);
    const rows = await db.selectFrom('group_messages').selectAll().where('group_id', '=', m.group.id).where('at', '<', before).orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    const lines = rows.filter((r) => !blockedBy.has(r.player_id) && !blocking.has(r.player_id)).reverse().map(line);
    return { lines, more: rows.length === limit };
  });

  app.post('/api/groups/:id/chat', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply));
    const b = m && (await body(GroupChatRequest, req, reply));
    if (!me || !m || !b) return;
    const now = ctx.now();
    if (m.member.mutedUntil !== null && m.member.mutedUntil > now) {
      return fail(reply, 403, 'muted', 'an admin has muted you in this group for a while', { until: m.member.mutedUntil });
    }
    if (!budget(me.id).take(now)) return fail(reply, 429, 'rate-limited', 'too many chat messages: slow down');
    let phrase: string | null = null;
    let text: string | null = null;
    if ('phrase' in b) {
      if (!m.group.games.some((g) => phraseById(g as GameId, b.phrase))) return fail(reply, 400, 'chat-unknown-phrase', `"${b.phrase}" is not a quick phrase of this group's games`);
      phrase = b.phrase;
    } else {
      text = cleanText(b.text);
      if (text.length === 0) return fail(reply, 400, 'chat-empty', 'the chat message is empty');
      if (text.length > MAX_CHAT_LENGTH) return fail(reply, 400, 'bad-request', `chat text is longer than ${MAX_CHAT_LENGTH} characters`);
    }
    const row: MessageRow = { id: newId('M', 9), player_id: me.id, nickname: me.nickname, phrase, text, at: now, removed_at: null };
    await db.insertInto('group_messages').values({ ...row, group_id: m.group.id, removed_by: null }).execute();
    const out = line(row);
    const { blockedBy, blocking } = await social.friends.blockedEitherWay(me.id);
    const to = (await social.groups.members(m.group.id)).map((x) => x.playerId).filter((id) => !blockedBy.has(id) && !blocking.has(id));
    social.live.toPlayers(to, { t: 'group-chat', d: { groupId: m.group.id, line: out } });
    return reply.code(201).send(out);
  });

  app.delete('/api/groups/:id/chat/:mid', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply));
    if (!me || !m) return;
    const msg = await db.selectFrom('group_messages').selectAll().where('id', '=', param(req, 'mid')).where('group_id', '=', m.group.id).executeTakeFirst();
    if (!msg) return fail(reply, 404, 'no-message', 'no such message');
    if (msg.player_id !== me.id && m.member.role !== 'admin') return fail(reply, 403, 'not-admin', 'only the admins (and its author) may remove a message');
    await db.updateTable('group_messages').set({ removed_by: me.id, removed_at: ctx.now() }).where('id', '=', msg.id).execute();
    await db.updateTable('group_reports').set({ resolved_by: me.id, resolved_at: ctx.now() }).where('message_id', '=', msg.id).where('resolved_at', 'is', null).execute();
    social.live.toPlayers((await social.groups.members(m.group.id)).map((x) => x.playerId), { t: 'group-chat-removed', d: { groupId: m.group.id, id: msg.id } });
    return { ok: true };
  });

  app.post('/api/groups/:id/chat/:mid/report', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply));
    const b = m && (await body(ReportRequest, req, reply));
    if (!me || !m || !b) return;
    const msg = await db.selectFrom('group_messages').selectAll().where('id', '=', param(req, 'mid')).where('group_id', '=', m.group.id).executeTakeFirst();
    if (!msg || msg.removed_at !== null) return fail(reply, 404, 'no-message', 'no such message');
    const id = newId('R', 9);
    await db.insertInto('group_reports').values({ id, group_id: m.group.id, message_id: msg.id, reporter_id: me.id, reason: b.reason, at: ctx.now(), resolved_by: null, resolved_at: null }).execute();
    const admins = (await social.groups.members(m.group.id)).filter((x) => x.role === 'admin').map((x) => x.playerId);
    await social.notifications.addMany(admins, 'group-report', {
      groupId: m.group.id,
      groupName: m.group.name,
      reportId: id,
      messageId: msg.id,
      author: { id: msg.player_id, name: msg.nickname },
      from: { id: me.id, name: me.nickname },
      reason: b.reason,
    });
    return reply.code(201).send({ id });
  });

  app.get('/api/groups/:id/reports', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply, true));
    if (!me || !m) return;
    const rows = await db
      .selectFrom('group_reports')
      .innerJoin('group_messages', 'group_messages.id', 'group_reports.message_id')
      .select(['group_reports.id', 'group_reports.reason', 'group_reports.at', 'group_reports.reporter_id', 'group_messages.id as message_id', 'group_messages.player_id', 'group_messages.nickname', 'group_messages.phrase', 'group_messages.text', 'group_messages.at as message_at', 'group_messages.removed_at'])
      .where('group_reports.group_id', '=', m.group.id)
      .where('group_reports.resolved_at', 'is', null)
      .orderBy('group_reports.at')
      .execute();
    const names = await namesOf(db, rows.map((r) => r.reporter_id));
    return {
      reports: rows.map((r) => ({
        id: r.id,
        reason: r.reason,
        at: Number(r.at),
        from: { id: r.reporter_id, name: names.get(r.reporter_id) ?? r.reporter_id },
        message: line({ id: r.message_id, player_id: r.player_id, nickname: r.nickname, phrase: r.phrase, text: r.text, at: r.message_at, removed_at: r.removed_at }),
      })),
    };
  });

  app.post('/api/groups/:id/reports/:rid/resolve', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply, true));
    if (!me || !m) return;
    const r = await db.updateTable('group_reports').set({ resolved_by: me.id, resolved_at: ctx.now() }).where('id', '=', param(req, 'rid')).where('group_id', '=', m.group.id).where('resolved_at', 'is', null).executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return fail(reply, 404, 'no-message', 'no open report of that id');
    return { ok: true };
  });

  app.post('/api/groups/:id/members/:pid/mute', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply, true));
    const b = m && (await body(MuteRequest, req, reply));
    if (!me || !m || !b) return;
    const pid = param(req, 'pid');
    if (!(await social.groups.member(m.group.id, pid))) return fail(reply, 404, 'not-member', 'this player is not a member');
    if (pid === me.id) return fail(reply, 400, 'self', 'you cannot mute yourself');
    const until = b.minutes === null ? null : ctx.now() + b.minutes * 60_000;
    await social.groups.setMute(m.group.id, pid, until);
    return { ok: true, mutedUntil: until };
  });
}

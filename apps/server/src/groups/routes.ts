import { randomInt } from 'node:crypto';
import {
  CreateGroupRequest,
  type GameName,
  type GroupMember,
  type GroupPage,
  GroupTableRequest,
  JoinGroupRequest,
  PlayerRef,
  RoleRequest,
  SeasonRequest,
  type TablePreset,
  TransferRequest,
  UpdateGroupRequest,
  nameKey,
} from '@stammtisch/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiContext } from '../http/routes.ts';
import { fail } from '../http/reply.ts';
import { newId } from '../identity/identity.ts';
import { briefs, userId } from '../social/names.ts';
import { presenceOf } from '../social/presence.ts';
import { body, param, user } from '../social/http.ts';
import type { Social } from '../social/social.ts';
import { linkedTable, openTables, presetProblem, storeLinked } from '../social/tables.ts';
import { CODE_ALPHABET } from '../table/create.ts';
import type { GroupRecord, MemberRecord } from './store.ts';
import { nightBriefs } from './nights.ts';

/** Group invite codes: 8 letters of the table codes' alphabet (no 0/O, 1/I/L). */
export const GROUP_CODE_LENGTH = 8;

export function groupCode(): string {
  let code = '';
  for (let i = 0; i < GROUP_CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The member behind the request, or null after a 404 / 403 answer. */
export async function memberOf(social: Social, groupId: string, playerId: string, reply: FastifyReply, admin = false): Promise<{ group: GroupRecord; member: MemberRecord } | null> {
  const group = await social.groups.get(groupId);
  if (!group) {
    fail(reply, 404, 'no-group', 'no such group');
    return null;
  }
  const member = await social.groups.member(groupId, playerId);
  if (!member) {
    fail(reply, 403, 'not-member', 'only members of this group may do this');
    return null;
  }
  if (admin && member.role !== 'admin') {
    fail(reply, 403, 'not-admin', 'only the admins of this group may do this');
    return null;
  }
  return { group, member };
}

/** A referenced registered player's id, or null after a 404 answer. */
export async function playerRef(ctx: ApiContext, ref: { id: string } | { username: string }, reply: FastifyReply): Promise<string | null> {
  const id = await userId(ctx.store.db, 'id' in ref ? { id: ref.id } : { key: nameKey(ref.username) });
  if (!id) fail(reply, 404, 'no-player', 'no registered player of that name');
  return id;
}

async function page(ctx: ApiContext, social: Social, g: GroupRecord, viewer: MemberRecord): Promise<GroupPage> {
  const db = ctx.store.db;
  const members = await social.groups.members(g.id);
  const ids = members.map((m) => m.playerId);
  const [names, presence, seasons, upcoming, past, open] = await Promise.all([
    briefs(db, ids),
    presenceOf(db, social.live, ids),
    social.groups.seasons(g.id),
    social.groups.nights(g.id, false, ctx.now(), 20),
    social.groups.nights(g.id, true, ctx.now(), 5),
    db
      .selectFrom('table_links')
      .innerJoin('tables', 'tables.id', 'table_links.table_id')
      .select(['tables.id', 'tables.game', 'tables.status', 'tables.seating', 'table_links.night_id'])
      .where('table_links.group_id', '=', g.id)
      .where('tables.status', 'in', ['waiting', 'playing'])
      .orderBy('tables.created_at', 'desc')
      .limit(50)
      .execute(),
  ]);
  const memberList: GroupMember[] = members.map((m, i) => ({
    id: m.playerId,
    name: names[i]!.name,
    role: m.role,
    joinedAt: m.joinedAt,
    mutedUntil: m.mutedUntil !== null && m.mutedUntil > ctx.now() ? m.mutedUntil : null,
    presence: presence.get(m.playerId) ?? { online: false, table: null },
  }));
  return {
    id: g.id,
    name: g.name,
    about: g.about,
    games: g.games,
    members: members.length,
    role: viewer.role,
    presets: g.presets,
    createdBy: g.createdBy,
    createdAt: g.createdAt,
    code: g.code,
    link: `/group/${g.code}`,
    memberList,
    seasons: seasons.map((s) => ({ id: s.id, name: s.name, startsAt: s.startsAt, endsAt: s.endsAt })),
    nights: await nightBriefs(social, [...past.reverse(), ...upcoming], viewer.playerId),
    tables: open.map((t) => ({
      tableId: t.id,
      game: t.game,
      status: t.status,
      players: (JSON.parse(t.seating) as { kind: string; nickname?: string }[]).flatMap((p) => (p.kind === 'player' && p.nickname ? [p.nickname] : [])),
      nightId: t.night_id,
    })),
  };
}

function checkPresets(ctx: ApiContext, presets: Partial<Record<GameName, TablePreset>>, reply: FastifyReply): boolean {
  for (const [game, preset] of Object.entries(presets) as [GameName, TablePreset][]) {
    const problem = presetProblem(ctx, game, preset);
    if (problem) {
      fail(reply, 400, problem.code, `house rules for ${game}: ${problem.message}`);
      return false;
    }
  }
  return true;
}

/** Groups: create, page, update, invite code, join, leave, members and roles, seasons, group tables. */
export async function groupRoutes(app: FastifyInstance, ctx: ApiContext, social: Social): Promise<void> {
  const groups = social.groups;

  app.post('/api/groups', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const b = me && (await body(CreateGroupRequest, req, reply));
    if (!me || !b) return;
    if (!checkPresets(ctx, b.presets, reply)) return;
    const g: GroupRecord = { id: newId('S', 9), name: b.name, about: b.about, games: b.games, presets: b.presets, code: groupCode(), createdBy: me.id, createdAt: ctx.now() };
    await groups.create(g, ctx.now());
    return reply.code(201).send(await page(ctx, social, g, (await groups.member(g.id, me.id))!));
  });

  app.get('/api/groups', async (req, reply) => {
    const me = await user(ctx, req, reply);
    if (!me) return;
    const mine = await groups.groupsOf(me.id);
    return { groups: mine.map((g) => ({ id: g.id, name: g.name, about: g.about, games: g.games, members: g.members, role: g.role })) };
  });

  app.get('/api/groups/invite/:code', async (req, reply) => {
    const g = await groups.byCode(param(req, 'code').toUpperCase());
    if (!g) return fail(reply, 404, 'bad-code', 'no group with this code');
    const counts = await groups.memberCounts([g.id]);
    return { id: g.id, name: g.name, about: g.about, games: g.games, members: counts.get(g.id) ?? 0, role: null };
  });

  app.post('/api/groups/join', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const b = me && (await body(JoinGroupRequest, req, reply));
    if (!me || !b) return;
    const g = await groups.byCode(b.code.trim().toUpperCase());
    if (!g) return fail(reply, 404, 'bad-code', 'no group with this code');
    if (!(await groups.addMember(g.id, me.id, ctx.now()))) return fail(reply, 409, 'already-member', 'you are a member of this group already');
    const admins = (await groups.members(g.id)).filter((m) => m.role === 'admin').map((m) => m.playerId);
    await social.notifications.addMany(admins, 'group-joined', { groupId: g.id, groupName: g.name, player: { id: me.id, name: me.nickname } });
    return page(ctx, social, g, (await groups.member(g.id, me.id))!);
  });

  app.get('/api/groups/:id', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply));
    if (!m) return;
    return page(ctx, social, m.group, m.member);
  });

  app.patch('/api/groups/:id', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply, true));
    const b = m && (await body(UpdateGroupRequest, req, reply));
    if (!me || !m || !b) return;
    if (b.presets && !checkPresets(ctx, b.presets, reply)) return;
    await groups.update(m.group.id, b, ctx.now());
    return page(ctx, social, (await groups.get(m.group.id))!, m.member);
  });

  app.delete('/api/groups/:id', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply, true));
    if (!m) return;
    await groups.delete(m.group.id);
    return { ok: true };
  });

  app.post('/api/groups/:id/code', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply, true));
    if (!m) return;
    const code = groupCode();
    await groups.update(m.group.id, { code }, ctx.now());
    return { code, link: `/group/${code}` };
  });

  app.post('/api/groups/:id/invite', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply));
    const b = m && (await body(PlayerRef, req, reply));
    if (!me || !m || !b) return;
    const to = await playerRef(ctx, b, reply);
    if (!to) return;
    if (await social.friends.eitherBlocked(me.id, to)) return fail(reply, 403, 'blocked', 'you cannot invite this player');
    if (await groups.member(m.group.id, to)) return fail(reply, 409, 'already-member', 'this player is a member already');
    const n = await social.notifications.add(to, 'group-invite', {
      groupId: m.group.id,
      groupName: m.group.name,
      code: m.group.code,
      link: `/group/${m.group.code}`,
      from: { id: me.id, name: me.nickname },
    });
    return reply.code(201).send({ notification: n.id });
  });

  app.post('/api/groups/:id/leave', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply));
    if (!me || !m) return;
    const members = await groups.members(m.group.id);
    if (members.length === 1) {
      await groups.delete(m.group.id);
      return { ok: true, deleted: true };
    }
    if (m.member.role === 'admin' && members.filter((x) => x.role === 'admin').length === 1) {
      return fail(reply, 409, 'last-admin', 'you are the last admin: make another member admin first (POST …/transfer)');
    }
    await groups.removeMember(m.group.id, me.id);
    return { ok: true, deleted: false };
  });

  app.delete('/api/groups/:id/members/:pid', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply, true));
    if (!me || !m) return;
    const pid = param(req, 'pid');
    const target = await groups.member(m.group.id, pid);
    if (!target) return fail(reply, 404, 'not-member', 'this player is not a member');
    if (pid === me.id) return fail(reply, 400, 'self', 'to leave the group use POST …/leave');
    if (target.role === 'admin') return fail(reply, 409, 'is-admin', 'an admin cannot be removed: make them a member first');
    await groups.removeMember(m.group.id, pid);
    await social.notifications.add(pid, 'group-removed', { groupId: m.group.id, groupName: m.group.name });
    return { ok: true };
  });

  app.post('/api/groups/:id/members/:pid/role', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply, true));
    const b = m && (await body(RoleRequest, req, reply));
    if (!me || !m || !b) return;
    const pid = param(req, 'pid');
    const target = await groups.member(m.group.id, pid);
    if (!target) return fail(reply, 404, 'not-member', 'this player is not a member');
    const admins = (await groups.members(m.group.id)).filter((x) => x.role === 'admin');
    if (b.role === 'member' && target.role === 'admin' && admins.length === 1) return fail(reply, 409, 'last-admin', 'a group keeps at least one admin');
    await groups.setRole(m.group.id, pid, b.role);
    if (pid !== me.id) await social.notifications.add(pid, 'group-role', { groupId: m.group.id, groupName: m.group.name, role: b.role });
    return { ok: true };
  });

  app.post('/api/groups/:id/transfer', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply, true));
    const b = m && (await body(TransferRequest, req, reply));
    if (!me || !m || !b) return;
    if (b.to === me.id) return fail(reply, 400, 'self', 'you are an admin already');
    if (!(await groups.member(m.group.id, b.to))) return fail(reply, 404, 'not-member', 'this player is not a member');
    await groups.setRole(m.group.id, b.to, 'admin');
    await groups.setRole(m.group.id, me.id, 'member');
    await social.notifications.add(b.to, 'group-role', { groupId: m.group.id, groupName: m.group.name, role: 'admin' });
    return { ok: true };
  });

  app.post('/api/groups/:id/seasons', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply, true));
    const b = m && (await body(SeasonRequest, req, reply));
    if (!me || !m || !b) return;
    const season = { id: newId('Z', 9), groupId: m.group.id, name: b.name, startsAt: b.startsAt, endsAt: b.endsAt };
    await groups.addSeason(season, me.id, ctx.now());
    return reply.code(201).send({ id: season.id, name: season.name, startsAt: season.startsAt, endsAt: season.endsAt });
  });

  app.delete('/api/groups/:id/seasons/:sid', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply, true));
    if (!m) return;
    if (!(await groups.deleteSeason(m.group.id, param(req, 'sid')))) return fail(reply, 404, 'no-season', 'no such season');
    return { ok: true };
  });

  app.post('/api/groups/:id/tables', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply));
    const b = m && (await body(GroupTableRequest, req, reply));
    if (!me || !m || !b) return;
    const game = b.game ?? m.group.games[0]!;
    if (!m.group.games.includes(game)) return fail(reply, 400, 'bad-request', `${game} is not a home game of this group`);
    const rec = linkedTable(ctx, { game, preset: m.group.presets[game], host: me, origin: 'group' });
    if ('message' in rec) return fail(reply, 400, rec.code, rec.message);
    await storeLinked(ctx.store.db, [rec], { groupId: m.group.id });
    await openTables(ctx, [rec.id]);
    return reply.code(201).send({ id: rec.id, code: rec.code, link: rec.code ? `/join/${rec.code}` : null });
  });

  app.get('/api/groups/:id/members/:pid', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const m = me && (await memberOf(social, param(req, 'id'), me.id, reply));
    if (!m) return;
    const target = await groups.member(m.group.id, param(req, 'pid'));
    if (!target) return fail(reply, 404, 'not-member', 'this player is not a member');
    const brief = (await briefs(ctx.store.db, [target.playerId]))[0]!;
    const presence = (await presenceOf(ctx.store.db, social.live, [target.playerId])).get(target.playerId)!;
    return { ...brief, role: target.role, joinedAt: target.joinedAt, mutedUntil: target.mutedUntil, presence } satisfies GroupMember;
  });
}

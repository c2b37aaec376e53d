import { InviteRequest, PlayerRef } from '@stammtisch/protocol';
import type { FastifyInstance } from 'fastify';
import { playerRef } from '../groups/routes.ts';
import type { ApiContext } from '../http/routes.ts';
import { fail } from '../http/reply.ts';
import { briefs, namesOf } from '../social/names.ts';
import { presenceOf } from '../social/presence.ts';
import { body, param, user } from '../social/http.ts';
import type { Social } from '../social/social.ts';

/**
 * Friends (request and accept, as jass.ch), blocks, "invite to my table" and recent opponents.
 * Everyone here is a registered player. A block ends any friendship or request between the two,
 * and the blocked player can no longer send a request, an invite, a chat line that reaches the
 * blocker, or join a table where the blocker sits (`social/access.ts`).
 */
export async function friendRoutes(app: FastifyInstance, ctx: ApiContext, social: Social): Promise<void> {
  const db = ctx.store.db;
  const friends = social.friends;

  app.get('/api/friends', async (req, reply) => {
    const me = await user(ctx, req, reply);
    if (!me) return;
    const rows = await friends.list(me.id);
    const blocked = await friends.blocked(me.id);
    const names = await namesOf(db, [...rows.map((r) => r.id), ...blocked.map((b) => b.id)]);
    const mates = rows.filter((r) => r.state === 'friends').map((r) => r.id);
    const presence = await presenceOf(db, social.live, mates);
    const of = (state: string) => rows.filter((r) => r.state === state).map((r) => ({ id: r.id, name: names.get(r.id) ?? r.id, since: r.since }));
    return {
      friends: of('friends').map((f) => ({ ...f, presence: presence.get(f.id)! })),
      incoming: of('incoming'),
      outgoing: of('requested'),
      blocked: blocked.map((b) => ({ id: b.id, name: names.get(b.id) ?? b.id, at: b.at })),
    };
  });

  app.post('/api/friends/requests', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const b = me && (await body(PlayerRef, req, reply));
    if (!me || !b) return;
    const to = await playerRef(ctx, b, reply);
    if (!to) return;
    if (to === me.id) return fail(reply, 400, 'self', 'you cannot befriend yourself');
    if (await friends.eitherBlocked(me.id, to)) return fail(reply, 403, 'blocked', 'you cannot befriend this player');
    const state = await friends.state(me.id, to);
    if (state === 'friends') return { state: 'friends' };
    if (state === 'requested') return { state: 'requested' };
    const now = ctx.now();
    if (state === 'incoming') {
      // They asked first: asking back is accepting.
      await friends.befriend(me.id, to, now);
      await social.notifications.add(to, 'friend-accepted', { from: { id: me.id, name: me.nickname } });
      return { state: 'friends' };
    }
    await friends.request(me.id, to, now);
    await social.notifications.add(to, 'friend-request', { from: { id: me.id, name: me.nickname } });
    return reply.code(201).send({ state: 'requested' });
  });

  app.post('/api/friends/:id/accept', async (req, reply) => {
    const me = await user(ctx, req, reply);
    if (!me) return;
    const other = param(req, 'id');
    if ((await friends.state(me.id, other)) !== 'incoming') return fail(reply, 404, 'not-friends', 'no friend request from this player');
    await friends.befriend(me.id, other, ctx.now());
    await social.notifications.add(other, 'friend-accepted', { from: { id: me.id, name: me.nickname } });
    return { state: 'friends' };
  });

  /** Unfriend, decline an incoming request, or withdraw one's own. */
  app.delete('/api/friends/:id', async (req, reply) => {
    const me = await user(ctx, req, reply);
    if (!me) return;
    if (!(await friends.remove(me.id, param(req, 'id')))) return fail(reply, 404, 'not-friends', 'no friendship or request with this player');
    return { ok: true };
  });

  app.post('/api/blocks', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const b = me && (await body(PlayerRef, req, reply));
    if (!me || !b) return;
    const id = await playerRef(ctx, b, reply);
    if (!id) return;
    if (id === me.id) return fail(reply, 400, 'self', 'you cannot block yourself');
    await friends.block(me.id, id, ctx.now());
    return reply.code(201).send({ ok: true });
  });

  app.delete('/api/blocks/:id', async (req, reply) => {
    const me = await user(ctx, req, reply);
    if (!me) return;
    if (!(await friends.unblock(me.id, param(req, 'id')))) return fail(reply, 404, 'no-player', 'this player is not blocked');
    return { ok: true };
  });

  /** "Invite to my table": the friend gets a notification with the table and its code. */
  app.post('/api/friends/:id/invite', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const b = me && (await body(InviteRequest, req, reply));
    if (!me || !b) return;
    const to = param(req, 'id');
    if (await friends.eitherBlocked(me.id, to)) return fail(reply, 403, 'blocked', 'you cannot invite this player');
    if ((await friends.state(me.id, to)) !== 'friends') return fail(reply, 403, 'not-friends', 'you can invite your friends only');
    const t = await ctx.store.table(b.tableId);
    if (!t || (t.status !== 'waiting' && t.status !== 'playing')) return fail(reply, 404, 'no-table', 'no open table of that id');
    const seated = t.seating.some((p) => p.kind === 'player' && p.playerId === me.id);
    if (!seated && t.hostId !== me.id) return fail(reply, 403, 'not-at-table', 'you can invite to a table you sit at or host');
    const n = await social.notifications.add(to, 'table-invite', {
      tableId: t.id,
      game: t.game,
      code: t.code,
      link: t.code ? `/join/${t.code}` : `/t/${t.id}`,
      from: { id: me.id, name: me.nickname },
    });
    return reply.code(201).send({ notification: n.id });
  });

  /** The people of the caller's last 50 finished games, most recent first, with the friendship state. */
  app.get('/api/friends/recent', async (req, reply) => {
    const me = await user(ctx, req, reply);
    if (!me) return;
    const games = await db
      .selectFrom('game_seats')
      .innerJoin('games', 'games.id', 'game_seats.game_id')
      .select(['games.id', 'games.finished_at', 'games.game'])
      .where('game_seats.player_id', '=', me.id)
      .where('games.status', '=', 'finished')
      .orderBy('games.finished_at', 'desc')
      .limit(50)
      .execute();
    if (games.length === 0) return { players: [] };
    const seats = await db.selectFrom('game_seats').select(['game_id', 'player_id']).where('game_id', 'in', games.map((g) => g.id)).where('player_id', 'is not', null).execute();
    const when = new Map(games.map((g) => [g.id, { at: Number(g.finished_at), game: g.game }]));
    const seen = new Map<string, { lastAt: number; game: string; games: number }>();
    for (const s of seats) {
      if (!s.player_id || s.player_id === me.id) continue;
      const g = when.get(s.game_id)!;
      const cur = seen.get(s.player_id);
      if (!cur) seen.set(s.player_id, { lastAt: g.at, game: g.game, games: 1 });
      else {
        cur.games++;
        if (g.at > cur.lastAt) Object.assign(cur, { lastAt: g.at, game: g.game });
      }
    }
    const ids = [...seen.keys()];
    const [names, states, blocked, accounts] = await Promise.all([
      briefs(db, ids),
      friends.list(me.id),
      friends.blocked(me.id),
      ids.length ? db.selectFrom('users').select('id').where('id', 'in', ids).execute() : Promise.resolve([]),
    ]);
    const state = new Map(states.map((s) => [s.id, s.state]));
    const isBlocked = new Set(blocked.map((b) => b.id));
    const registered = new Set(accounts.map((a) => a.id));
    return {
      players: names
        .map((n) => ({
          ...n,
          ...seen.get(n.id)!,
          registered: registered.has(n.id),
          friend: state.get(n.id) ?? (isBlocked.has(n.id) ? 'blocked' : null),
        }))
        .sort((a, b) => b.lastAt - a.lastAt),
    };
  });
}

import { ReadRequest } from '@stammtisch/protocol';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../http/routes.ts';
import { body, queryInt, user } from '../social/http.ts';
import type { Social } from '../social/social.ts';

/** The notification list and the badge (unread count); the live room pushes both as they change. */
export async function notificationRoutes(app: FastifyInstance, ctx: ApiContext, social: Social): Promise<void> {
  app.get('/api/notifications', async (req, reply) => {
    const me = await user(ctx, req, reply);
    if (!me) return;
    const before = queryInt(req, 'before', -1, 0, Number.MAX_SAFE_INTEGER);
    const limit = queryInt(req, 'limit', 30, 1, 100);
    const [items, unread] = await Promise.all([social.notifications.list(me.id, before < 0 ? null : before, limit), social.notifications.unread(me.id)]);
    return { unread, notifications: items };
  });

  app.post('/api/notifications/read', async (req, reply) => {
    const me = await user(ctx, req, reply);
    const b = me && (await body(ReadRequest, req, reply));
    if (!me || !b) return;
    return { unread: await social.notifications.markRead(me.id, 'all' in b ? 'all' : b.ids) };
  });
}

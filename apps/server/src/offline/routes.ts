import { OfflineSeedRequest, OfflineSubmitRequest } from '@stammtisch/protocol';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { credentialsOf } from '../identity/identity.ts';
import type { ApiContext } from '../http/routes.ts';
import { fail, invalid } from '../http/reply.ts';
import { isRefusal } from './offline.ts';

/** A whole offline game in one body: up to 5000 actions. */
const SUBMIT_BODY_LIMIT = 512 * 1024;

/** `POST /api/offline/seed`, `POST /api/offline/submit`: verified offline wins. */
export async function offlineRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  app.post('/api/offline/seed', async (req, reply) => {
    const me = await ctx.identities.resolve(credentialsOf(req.headers));
    if (!me) return fail(reply, 401, 'no-identity', 'choose a nickname or log in first');
    const body = v.safeParse(OfflineSeedRequest, req.body ?? {});
    if (!body.success) return fail(reply, 400, 'bad-offline', invalid(body.issues));
    const r = await ctx.offline.issue(me, body.output);
    if (isRefusal(r)) return sendRefusal(reply, r);
    return reply.code(201).send(r);
  });

  app.post('/api/offline/submit', { bodyLimit: SUBMIT_BODY_LIMIT }, async (req, reply) => {
    const me = await ctx.identities.resolve(credentialsOf(req.headers));
    if (!me) return fail(reply, 401, 'no-identity', 'choose a nickname or log in first');
    const body = v.safeParse(OfflineSubmitRequest, req.body);
    if (!body.success) return fail(reply, 400, 'bad-offline', invalid(body.issues));
    const r = await ctx.offline.submit(me, body.output.seedId, body.output.actions, body.output.budgets, body.output.botVersion);
    if (isRefusal(r)) return sendRefusal(reply, r);
    return r;
  });
}

function sendRefusal(reply: Parameters<typeof fail>[0], r: { status: number; body: { error: string; retryAfterS?: number } }) {
  if (r.body.retryAfterS !== undefined) reply.header('retry-after', String(r.body.retryAfterS));
  return reply.code(r.status).send(r.body);
}

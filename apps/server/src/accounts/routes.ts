import '@fastify/cookie';
import { LoginRequest, type Me, RegisterRequest } from '@stammtisch/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { cookieValue, credentialsOf, GUEST_COOKIE, type Identity } from '../identity/identity.ts';
import type { ApiContext } from '../http/routes.ts';
import { fail, invalid } from '../http/reply.ts';
import { type AuthRefusal, isRefusal, type SignedIn } from './accounts.ts';
import { SESSION_COOKIE } from './sessions.ts';

const me = (i: Identity): Me => ({ id: i.id, kind: i.kind, nickname: i.nickname });

/** `/api/auth/*`: register, log in, log out. Rate-limited per IP on top of the API's limit. */
export async function accountRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { accounts, config } = ctx;
  const limited = { config: { rateLimit: { max: config.authPerMinute, timeWindow: '1 minute' } } };
  const cookie = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.cookieSecure };

  const refuse = (reply: FastifyReply, r: AuthRefusal) => {
    if (r.retryAfterS !== undefined) reply.header('retry-after', String(r.retryAfterS));
    return fail(reply, r.status, r.error, r.message, r.retryAfterS !== undefined ? { retryAfterS: r.retryAfterS } : {});
  };
  const signIn = (reply: FastifyReply, s: SignedIn, status: number) => {
    reply.setCookie(SESSION_COOKIE, s.token, { ...cookie, maxAge: Math.floor(config.sessionMaxMs / 1000) });
    if (s.upgradedGuest) reply.clearCookie(GUEST_COOKIE, { path: '/' });
    return reply.code(status).send(me(s.identity));
  };

  app.post('/api/auth/register', limited, async (req, reply) => {
    const body = v.safeParse(RegisterRequest, req.body);
    if (!body.success) return fail(reply, 400, 'bad-account', invalid(body.issues));
    const current = await ctx.identities.resolve(credentialsOf(req.headers));
    const r = await accounts.register(body.output.username, body.output.password, current, req.ip);
    return isRefusal(r) ? refuse(reply, r) : signIn(reply, r, 201);
  });

  app.post('/api/auth/login', limited, async (req, reply) => {
    const body = v.safeParse(LoginRequest, req.body);
    if (!body.success) return fail(reply, 400, 'bad-login', invalid(body.issues));
    const r = await accounts.login(body.output.username, body.output.password, req.ip);
    return isRefusal(r) ? refuse(reply, r) : signIn(reply, r, 200);
  });

  app.post('/api/auth/logout', async (req: FastifyRequest, reply) => {
    const token = cookieValue(req.headers.cookie, SESSION_COOKIE) ?? credentialsOf(req.headers).bearer;
    if (token) await accounts.sessions.end(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { ApiContext } from '../http/routes.ts';
import { fail, invalid } from '../http/reply.ts';
import { credentialsOf, type Identity } from '../identity/identity.ts';

/** The caller, who must be a registered player (groups, friends and tournaments need an account). */
export async function user(ctx: ApiContext, req: FastifyRequest, reply: FastifyReply): Promise<Identity | null> {
  const me = await ctx.identities.resolve(credentialsOf(req.headers));
  if (!me) {
    fail(reply, 401, 'no-identity', 'log in first (POST /api/auth/login)');
    return null;
  }
  if (me.kind !== 'user') {
    fail(reply, 403, 'register-first', 'groups, friends and tournaments need an account: register first (POST /api/auth/register)');
    return null;
  }
  return me;
}

/** The caller if any (guest or user). */
export const anyone = (ctx: ApiContext, req: FastifyRequest): Promise<Identity | null> => ctx.identities.resolve(credentialsOf(req.headers));

/** A validated body, or null after a 400 `bad-request` answer. */
export async function body<S extends v.GenericSchema>(schema: S, req: FastifyRequest, reply: FastifyReply): Promise<v.InferOutput<S> | null> {
  const r = v.safeParse(schema, req.body ?? {});
  if (r.success) return r.output;
  fail(reply, 400, 'bad-request', invalid(r.issues));
  return null;
}

export const param = (req: FastifyRequest, name: string): string => String((req.params as Record<string, unknown>)[name] ?? '');

/** A whole number query parameter within bounds, else the fallback. */
export function queryInt(req: FastifyRequest, name: string, fallback: number, min: number, max: number): number {
  const raw = (req.query as Record<string, unknown> | undefined)?.[name];
  if (typeof raw !== 'string' || !/^-?\d{1,16}$/.test(raw)) return fallback;
  return Math.min(max, Math.max(min, Number(raw)));
}

export const query = (req: FastifyRequest, name: string): string | undefined => {
  const raw = (req.query as Record<string, unknown> | undefined)?.[name];
  return typeof raw === 'string' ? raw : undefined;
};

import type { FastifyReply } from 'fastify';
import type * as v from 'valibot';

/** Every refusal of the REST API: a status, `{ error, message }` and any extra fields. */
export function fail(reply: FastifyReply, status: number, error: string, message: string, extra: Record<string, unknown> = {}) {
  return reply.code(status).send({ error, message, ...extra });
}

/** The first problem of a failed valibot parse, with its path. */
export const invalid = (issues: readonly v.BaseIssue<unknown>[]): string => {
  const i = issues[0]!;
  const path = i.path?.map((p) => String(p.key)).join('.');
  return path ? `${path}: ${i.message}` : i.message;
};

/** `?page=&size=` → a 1-based page and a size within bounds (bad values fall back). */
export function paging(query: unknown, defaultSize = 25, maxSize = 100): { page: number; size: number; offset: number } {
  const q = (query ?? {}) as { page?: unknown; size?: unknown };
  const num = (x: unknown, fallback: number, max: number) => {
    const n = typeof x === 'string' && /^\d{1,9}$/.test(x) ? Number(x) : fallback;
    return Math.min(max, Math.max(1, n));
  };
  const page = num(q.page, 1, 1_000_000);
  const size = num(q.size, defaultSize, maxSize);
  return { page, size, offset: (page - 1) * size };
}

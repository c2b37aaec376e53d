import type { FastifyInstance } from 'fastify';
import { credentialsOf } from '../identity/identity.ts';
import type { ApiContext } from './routes.ts';
import { fail } from './reply.ts';

/** A table the asking player sits at, not yet over: where to go back to from any device. */
export interface MyTable {
  readonly id: string;
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly status: 'waiting' | 'playing';
  readonly seat: number;
  readonly players: readonly string[];
  readonly updatedAt: number;
}

/**
 * `GET /api/me/tables`: the unfinished tables the current guest or user is seated at (newest
 * first), so a player who opens the app on another device finds their seat again.
 */
export async function myTablesRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  app.get('/api/me/tables', async (req, reply) => {
    const me = await ctx.identities.resolve(credentialsOf(req.headers));
    if (!me) return fail(reply, 401, 'no-identity', 'no guest or session');
    const tables: MyTable[] = [];
    for (const t of await ctx.store.unfinishedTables()) {
      const seat = t.seating.findIndex((p) => p.kind === 'player' && p.playerId === me.id);
      if (seat < 0 || (t.status !== 'waiting' && t.status !== 'playing')) continue;
      const players = t.seating.flatMap((p) => (p.kind === 'player' ? [p.nickname] : []));
      tables.push({ id: t.id, game: t.game, options: t.options, status: t.status, seat, players, updatedAt: t.updatedAt });
    }
    return { tables: tables.sort((a, b) => b.updatedAt - a.updatedAt).slice(0, 20) };
  });
}

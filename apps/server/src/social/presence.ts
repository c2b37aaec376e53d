import type { Presence } from '@stammtisch/protocol';
import type { Live } from '../notifications/live.ts';
import type { Db } from '../store/db.ts';

/** Who of these players sits in a running game now (and is not covered by the bot): their table. */
export async function seatedNow(db: Db, ids: readonly string[]): Promise<Map<string, { tableId: string; game: string }>> {
  const out = new Map<string, { tableId: string; game: string }>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('game_seats')
    .innerJoin('games', 'games.id', 'game_seats.game_id')
    .select(['game_seats.player_id', 'games.table_id', 'games.game', 'games.started_at'])
    .where('games.status', '=', 'playing')
    .where('game_seats.covered', '=', 0)
    .where('game_seats.player_id', 'in', [...ids])
    .orderBy('games.started_at', 'desc')
    .execute();
  for (const r of rows) if (r.player_id && !out.has(r.player_id)) out.set(r.player_id, { tableId: r.table_id, game: r.game });
  return out;
}

/** Online (the app is open) and at a table, for a list of players. */
export async function presenceOf(db: Db, live: Live, ids: readonly string[]): Promise<Map<string, Presence>> {
  const [online, seated] = await Promise.all([live.online(ids), seatedNow(db, ids)]);
  return new Map(ids.map((id) => [id, { online: online.has(id), table: seated.get(id) ?? null }]));
}

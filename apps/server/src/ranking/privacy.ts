import { linkedAccess } from '../social/access.ts';
import type { Db } from '../store/db.ts';

/**
 * Games at private tables keep their people to themselves: to anyone who did not sit in the game
 * (and may not watch the group's or tournament's table it was played at, `social/access.ts`),
 * its records (`/api/games/:id`, replays, a player's history) show no table id, and every seat
 * but bots and — in a player's own history — that player as `#n`, without a player id.
 */
export interface SeatLine {
  readonly seat: number;
  readonly name: string;
  readonly playerId: string | null;
  readonly bot: string | null;
}

/** Of `gameIds`, those played at private tables that `viewer` (null: anonymous) did not sit in. */
export async function hiddenFrom(db: Db, gameIds: readonly string[], viewer: string | null): Promise<Set<string>> {
  if (gameIds.length === 0) return new Set();
  const privateGames = await db
    .selectFrom('games')
    .innerJoin('tables', 'tables.id', 'games.table_id')
    .select(['games.id', 'games.table_id'])
    .where('games.id', 'in', [...gameIds])
    .where('tables.visibility', '=', 'private')
    .execute();
  const hidden = new Set(privateGames.map((g) => g.id));
  if (hidden.size === 0) return hidden;
  if (viewer !== null) {
    const mine = await db.selectFrom('game_seats').select('game_id').where('game_id', 'in', [...hidden]).where('player_id', '=', viewer).execute();
    for (const m of mine) hidden.delete(m.game_id);
  }
  // A group's or a tournament's table: those who may watch it may see its games too.
  for (const g of privateGames) if (hidden.has(g.id) && (await linkedAccess(db, g.table_id, viewer)) === 'allow') hidden.delete(g.id);
  return hidden;
}

/** A seat as a non-member sees it: bots as they are, people as `#n`; `keep` stays visible (the history's owner). */
export function masked(s: SeatLine, keep: string | null = null): SeatLine {
  if (s.bot !== null || (keep !== null && s.playerId === keep)) return s;
  return { seat: s.seat, name: `#${s.seat + 1}`, playerId: null, bot: null };
}

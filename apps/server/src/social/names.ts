import type { PlayerBrief } from '@stammtisch/protocol';
import type { Db } from '../store/db.ts';

/** Display names of players: a user's username, a guest's nickname; unknown ids are left out. */
export async function namesOf(db: Db, ids: Iterable<string>): Promise<Map<string, string>> {
  const list = [...new Set(ids)];
  const out = new Map<string, string>();
  for (let i = 0; i < list.length; i += 500) {
    const chunk = list.slice(i, i + 500);
    const [users, guests] = await Promise.all([
      db.selectFrom('users').select(['id', 'username']).where('id', 'in', chunk).execute(),
      db.selectFrom('guests').select(['id', 'nickname']).where('id', 'in', chunk).execute(),
    ]);
    for (const g of guests) out.set(g.id, g.nickname);
    for (const u of users) out.set(u.id, u.username);
  }
  return out;
}

export async function briefs(db: Db, ids: readonly string[]): Promise<PlayerBrief[]> {
  const names = await namesOf(db, ids);
  return ids.map((id) => ({ id, name: names.get(id) ?? id }));
}

/** A registered player's id, by id or by username key; null when there is none. */
export async function userId(db: Db, ref: { id: string } | { key: string }): Promise<string | null> {
  const q = db.selectFrom('users').select('id');
  const row = await ('id' in ref ? q.where('id', '=', ref.id) : q.where('username_key', '=', ref.key)).executeTakeFirst();
  return row?.id ?? null;
}

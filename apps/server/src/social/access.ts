import type { ErrorMessage } from '@stammtisch/protocol';
import type { Identity } from '../identity/identity.ts';
import type { FriendStore } from '../friends/store.ts';
import type { Db } from '../store/db.ts';
import type { TableRecord } from '../store/store.ts';
import type { Gate } from '../table/context.ts';
import { refusal } from '../table/seats.ts';

/**
 * Who may come to a table, beyond its own rule (public, invite code, host):
 * - a group's table (and a game night's): its members only — to play or to watch; others are
 *   refused even with the code;
 * - a tournament's table: watchable by whoever may see the tournament (open: anyone; group: the
 *   group's members; invite-only: its entrants); its seats are all taken by the draw;
 * - blocks: a player blocked by someone seated at the table cannot join it (to play or to watch),
 *   and no connection is shown the chat of someone it blocked or who blocked it.
 * Players seated at the table always come back to their seats.
 */
export class Access {
  constructor(
    private readonly db: Db,
    private readonly friends: FriendStore,
  ) {}

  async gate(rec: TableRecord, who: Identity | null, seated: readonly string[]): Promise<Gate> {
    let hide: Set<string> | undefined;
    if (who) {
      const { blockedBy, blocking } = await this.friends.blockedEitherWay(who.id);
      if (blockedBy.size + blocking.size > 0) hide = new Set([...blockedBy, ...blocking]);
      if (!seated.includes(who.id) && seated.some((id) => blockedBy.has(id))) {
        return { refusal: refusal('blocked', 'a player at this table has blocked you'), ...(hide ? { hide } : {}) };
      }
    }
    const base = hide ? { hide } : {};
    const linked = await linkedAccess(this.db, rec.id, who?.id ?? null);
    if (linked === null) return base;
    if (linked === 'allow') return { ...base, allow: true };
    return { ...base, refusal: linked };
  }
}

/**
 * The rule for a table linked to a group or a tournament (null: not linked): a group's table is
 * its members' only; a tournament's may be watched by whoever may see the tournament (open:
 * anyone; group: its members; invite-only: its entrants). Also decides who may see such a
 * table's game records (`ranking/privacy.ts`).
 */
export async function linkedAccess(db: Db, tableId: string, viewer: string | null): Promise<'allow' | ErrorMessage | null> {
  const link = await db.selectFrom('table_links').selectAll().where('table_id', '=', tableId).executeTakeFirst();
  if (!link) return null;
  const memberOf = async (groupId: string): Promise<boolean> =>
    viewer !== null && (await db.selectFrom('group_members').select('player_id').where('group_id', '=', groupId).where('player_id', '=', viewer).executeTakeFirst()) !== undefined;
  if (link.group_id) {
    return (await memberOf(link.group_id)) ? 'allow' : refusal('group-only', 'this is a table of a Stammtisch: only its members may play or watch');
  }
  if (!link.tournament_id) return null;
  const t = await db.selectFrom('tournaments').select(['access', 'group_id']).where('id', '=', link.tournament_id).executeTakeFirst();
  if (!t || t.access === 'open') return 'allow';
  const members = refusal('group-only', 'only the members of this tournament may watch its tables');
  if (viewer === null) return members;
  if (t.access === 'group' && t.group_id && (await memberOf(t.group_id))) return 'allow';
  const entry = await db
    .selectFrom('tournament_entries')
    .select('id')
    .where('tournament_id', '=', link.tournament_id)
    .where((e) => e.or([e('player_id', '=', viewer), e('partner_id', '=', viewer)]))
    .executeTakeFirst();
  return entry ? 'allow' : members;
}

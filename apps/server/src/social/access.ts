import type { Identity } from '../identity/identity.ts';
import type { FriendStore } from '../friends/store.ts';
import type { GroupStore } from '../groups/store.ts';
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
    private readonly groups: GroupStore,
  ) {}

  async gate(rec: TableRecord, who: Identity | null, seated: readonly string[]): Promise<Gate> {
    const link = await this.db.selectFrom('table_links').selectAll().where('table_id', '=', rec.id).executeTakeFirst();
    let hide: Set<string> | undefined;
    if (who) {
      const { blockedBy, blocking } = await this.friends.blockedEitherWay(who.id);
      if (blockedBy.size + blocking.size > 0) hide = new Set([...blockedBy, ...blocking]);
      if (!seated.includes(who.id) && seated.some((id) => blockedBy.has(id))) {
        return { refusal: refusal('blocked', 'a player at this table has blocked you'), ...(hide ? { hide } : {}) };
      }
    }
    const base = hide ? { hide } : {};
    if (!link) return base;
    if (link.group_id) {
      const member = who ? await this.groups.member(link.group_id, who.id) : null;
      return member ? { ...base, allow: true } : { ...base, refusal: refusal('group-only', 'this is a table of a Stammtisch: only its members may play or watch') };
    }
    if (link.tournament_id) {
      const t = await this.db.selectFrom('tournaments').select(['access', 'group_id']).where('id', '=', link.tournament_id).executeTakeFirst();
      if (!t || t.access === 'open') return { ...base, allow: true };
      if (!who) return { ...base, refusal: refusal('group-only', 'only the members of this tournament may watch its tables') };
      if (t.access === 'group' && t.group_id && (await this.groups.member(t.group_id, who.id))) return { ...base, allow: true };
      const entry = await this.db
        .selectFrom('tournament_entries')
        .select('id')
        .where('tournament_id', '=', link.tournament_id)
        .where((e) => e.or([e('player_id', '=', who.id), e('partner_id', '=', who.id)]))
        .executeTakeFirst();
      return entry ? { ...base, allow: true } : { ...base, refusal: refusal('group-only', 'only the members of this tournament may watch its tables') };
    }
    return base;
  }
}

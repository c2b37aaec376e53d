import type { NotificationKind, NotificationMessage } from '@stammtisch/protocol';
import { newId } from '../identity/identity.ts';
import type { Db } from '../store/db.ts';
import type { Live } from './live.ts';

/** How many notifications a player keeps; older ones are deleted as new ones arrive. */
export const KEEP = 200;

/**
 * Notifications: stored (so the badge and the list survive a reload and a restart), then pushed
 * to the player's open apps with the new unread count.
 */
export class Notifications {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    private readonly now: () => number,
  ) {}

  async add(playerId: string, kind: NotificationKind, data: Readonly<Record<string, unknown>>): Promise<NotificationMessage> {
    const n: NotificationMessage = { id: newId('B', 9), kind, data, createdAt: this.now(), readAt: null };
    await this.db.insertInto('notifications').values({ id: n.id, player_id: playerId, kind, data: JSON.stringify(data), created_at: n.createdAt, read_at: null }).execute();
    this.live.toPlayer(playerId, { t: 'notification', d: n });
    this.live.toPlayer(playerId, { t: 'badge', d: { unread: await this.unread(playerId) } });
    await this.prune(playerId);
    return n;
  }

  async addMany(ids: Iterable<string>, kind: NotificationKind, data: Readonly<Record<string, unknown>>): Promise<void> {
    for (const id of new Set(ids)) await this.add(id, kind, data);
  }

  async unread(playerId: string): Promise<number> {
    const r = await this.db
      .selectFrom('notifications')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('player_id', '=', playerId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  async list(playerId: string, before: number | null, limit: number): Promise<NotificationMessage[]> {
    let q = this.db.selectFrom('notifications').selectAll().where('player_id', '=', playerId);
    if (before !== null) q = q.where('created_at', '<', before);
    const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind as NotificationKind,
      data: JSON.parse(r.data) as Record<string, unknown>,
      createdAt: Number(r.created_at),
      readAt: r.read_at === null ? null : Number(r.read_at),
    }));
  }

  /** Marks some (or all) as read; the new unread count goes to the player's apps. */
  async markRead(playerId: string, ids: readonly string[] | 'all'): Promise<number> {
    let q = this.db.updateTable('notifications').set({ read_at: this.now() }).where('player_id', '=', playerId).where('read_at', 'is', null);
    if (ids !== 'all') {
      if (ids.length === 0) return this.unread(playerId);
      q = q.where('id', 'in', [...ids]);
    }
    await q.execute();
    const unread = await this.unread(playerId);
    this.live.toPlayer(playerId, { t: 'badge', d: { unread } });
    return unread;
  }

  private async prune(playerId: string): Promise<void> {
    const old = await this.db
      .selectFrom('notifications')
      .select('created_at')
      .where('player_id', '=', playerId)
      .orderBy('created_at', 'desc')
      .offset(KEEP)
      .limit(1)
      .executeTakeFirst();
    if (old) await this.db.deleteFrom('notifications').where('player_id', '=', playerId).where('created_at', '<=', Number(old.created_at)).execute();
  }
}

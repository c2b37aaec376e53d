import type { LiveMessage, NotificationMessage } from '@stammtisch/protocol';
import type { RoomLike } from '../online/link.ts';
import { social } from './api.ts';
import { LiveConnection, type LiveState } from './connection.ts';
import { mergeNotifications } from './notify.ts';

type Listener = (m: LiveMessage) => void;

/**
 * The app's live side, one per page: the unread badge and the newest notifications (from
 * `GET /api/notifications`, then as pushed), the last "go to this table" push, and listeners for
 * the screens that show group chat or a tournament. Started once the player is known.
 */
class Live {
  state = $state<LiveState | 'idle'>('idle');
  unread = $state(0);
  notifications = $state<readonly NotificationMessage[]>([]);
  /** The last `seat` push not yet followed. */
  seat = $state<{ tableId: string; tournamentId?: string; groupId?: string; nightId?: string } | null>(null);
  private conn: LiveConnection | null = null;
  private player: string | null = null;
  private readonly listeners = new Set<Listener>();

  /** Connects for this player (again only when the player changed: login, logout). */
  start(playerId: string, join: () => Promise<RoomLike>): void {
    if (this.player === playerId && this.conn) return;
    void this.conn?.close();
    this.player = playerId;
    this.notifications = [];
    this.conn = new LiveConnection(
      (m) => this.receive(m),
      (s) => {
        this.state = s;
        if (s === 'open') void this.refresh();
      },
      { join, setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (t) => clearTimeout(t as number), random: Math.random, window: typeof window === 'undefined' ? null : window },
    );
    this.conn.start();
  }

  stop(): void {
    void this.conn?.close();
    this.conn = null;
    this.player = null;
    this.state = 'idle';
    this.unread = 0;
    this.notifications = [];
  }

  /** The stored notifications (newest first): what survives a reload. */
  async refresh(): Promise<void> {
    const r = await social.notifications();
    if (!r.ok) return;
    this.unread = r.body.unread;
    this.notifications = mergeNotifications(this.notifications, r.body.notifications);
  }

  async markRead(ids: readonly string[] | 'all'): Promise<void> {
    if (ids !== 'all' && ids.length === 0) return;
    const r = await social.read(ids);
    if (!r.ok) return;
    this.unread = r.body.unread;
    const now = Date.now();
    this.notifications = this.notifications.map((n) => (n.readAt === null && (ids === 'all' || ids.includes(n.id)) ? { ...n, readAt: now } : n));
  }

  on(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  watch(tournament: string): () => void {
    this.conn?.watch(tournament);
    return () => this.conn?.unwatch(tournament);
  }

  private receive(m: LiveMessage): void {
    if (m.t === 'badge') this.unread = m.d.unread;
    else if (m.t === 'notification') this.notifications = mergeNotifications(this.notifications, [m.d]);
    else if (m.t === 'seat') this.seat = m.d;
    for (const fn of this.listeners) fn(m);
  }
}

export const live = new Live();

import type { NotificationMessage } from '@stammtisch/protocol';
import type { Route } from '../routes.ts';

/** How many notifications the page keeps in memory (the server keeps 200). */
export const KEPT = 100;

/** Known and new notifications together: one per id (the newer copy wins), newest first. */
export function mergeNotifications(known: readonly NotificationMessage[], incoming: readonly NotificationMessage[]): NotificationMessage[] {
  const byId = new Map<string, NotificationMessage>();
  for (const n of known) byId.set(n.id, n);
  for (const n of incoming) {
    const had = byId.get(n.id);
    // A copy read here stays read even if an older unread copy arrives later.
    byId.set(n.id, had && had.readAt !== null && n.readAt === null ? had : n);
  }
  return [...byId.values()].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)).slice(0, KEPT);
}

const str = (d: Readonly<Record<string, unknown>>, k: string): string | null => (typeof d[k] === 'string' && d[k] !== '' ? (d[k] as string) : null);

/** Where a notification leads when tapped (null: nowhere beyond the list). */
export function notificationRoute(n: NotificationMessage): Route | null {
  const d = n.data;
  switch (n.kind) {
    case 'friend-request':
    case 'friend-accepted':
      return { name: 'friends' };
    case 'table-invite': {
      const code = str(d, 'code');
      if (code) return { name: 'join', code };
      const table = str(d, 'tableId');
      return table ? { name: 'table', id: table, watch: false } : null;
    }
    case 'group-invite': {
      const code = str(d, 'code');
      return code ? { name: 'group-join', code } : null;
    }
    case 'group-joined':
    case 'group-role':
    case 'group-report': {
      const g = str(d, 'groupId');
      return g ? { name: 'group', id: g } : null;
    }
    case 'group-removed':
      return { name: 'groups' };
    case 'night-open': {
      const table = str(d, 'tableId');
      if (table) return { name: 'table', id: table, watch: false };
      const g = str(d, 'groupId');
      const night = str(d, 'nightId');
      return g && night ? { name: 'night', group: g, id: night } : null;
    }
    case 'night-scheduled':
    case 'night-cancelled': {
      const g = str(d, 'groupId');
      const night = str(d, 'nightId');
      return g && night ? { name: 'night', group: g, id: night } : g ? { name: 'group', id: g } : null;
    }
    case 'tournament-started':
    case 'tournament-finished':
    case 'tournament-cancelled':
    case 'tournament-withdrawn':
    case 'team-invite': {
      const t = str(d, 'tournamentId');
      return t ? { name: 'tournament', id: t, code: null } : null;
    }
  }
}

/** A player's name out of a notification's data (`from`, `player`, `author`: PlayerBrief). */
export function briefName(d: Readonly<Record<string, unknown>>, k: string): string {
  const b = d[k];
  return b && typeof b === 'object' && typeof (b as { name?: unknown }).name === 'string' ? (b as { name: string }).name : '?';
}

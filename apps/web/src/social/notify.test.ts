import type { NotificationMessage } from '@stammtisch/protocol';
import { describe, expect, it } from 'vitest';
import { briefName, KEPT, mergeNotifications, notificationRoute } from './notify.ts';

const n = (id: string, createdAt: number, kind: NotificationMessage['kind'] = 'friend-request', data: Record<string, unknown> = {}, readAt: number | null = null): NotificationMessage => ({ id, kind, data, createdAt, readAt });

describe('notifications', () => {
  it('merges by id, newest first, a read copy staying read', () => {
    const known = [n('a', 1, 'friend-request', {}, 5), n('b', 2)];
    const merged = mergeNotifications(known, [n('c', 3), n('a', 1)]);
    expect(merged.map((x) => x.id)).toEqual(['c', 'b', 'a']);
    expect(merged.find((x) => x.id === 'a')!.readAt).toBe(5);
    // A newer copy that is read replaces an unread one.
    expect(mergeNotifications([n('b', 2)], [n('b', 2, 'friend-request', {}, 9)])[0]!.readAt).toBe(9);
  });

  it(`keeps at most ${KEPT}`, () => {
    const many = Array.from({ length: KEPT + 20 }, (_, i) => n(`x${i}`, i));
    const merged = mergeNotifications([], many);
    expect(merged).toHaveLength(KEPT);
    expect(merged[0]!.id).toBe(`x${KEPT + 19}`);
  });

  it('leads to what it is about', () => {
    expect(notificationRoute(n('1', 1, 'friend-request', { from: { id: 'p', name: 'Anna' } }))).toEqual({ name: 'friends' });
    expect(notificationRoute(n('1', 1, 'table-invite', { tableId: 'T1', code: 'K7P2QX' }))).toEqual({ name: 'join', code: 'K7P2QX' });
    expect(notificationRoute(n('1', 1, 'table-invite', { tableId: 'T1', code: null }))).toEqual({ name: 'table', id: 'T1', watch: false });
    expect(notificationRoute(n('1', 1, 'group-invite', { groupId: 'G', code: 'ABCDEFGH' }))).toEqual({ name: 'group-join', code: 'ABCDEFGH' });
    expect(notificationRoute(n('1', 1, 'group-joined', { groupId: 'G' }))).toEqual({ name: 'group', id: 'G' });
    expect(notificationRoute(n('1', 1, 'night-open', { groupId: 'G', nightId: 'N', tableId: 'T2' }))).toEqual({ name: 'table', id: 'T2', watch: false });
    expect(notificationRoute(n('1', 1, 'night-open', { groupId: 'G', nightId: 'N', tableId: null }))).toEqual({ name: 'night', group: 'G', id: 'N' });
    expect(notificationRoute(n('1', 1, 'night-scheduled', { groupId: 'G', nightId: 'N' }))).toEqual({ name: 'night', group: 'G', id: 'N' });
    expect(notificationRoute(n('1', 1, 'tournament-finished', { tournamentId: 'W1' }))).toEqual({ name: 'tournament', id: 'W1', code: null });
    expect(notificationRoute(n('1', 1, 'group-report', {}))).toBeNull();
  });

  it('reads names out of the data', () => {
    expect(briefName({ from: { id: 'p', name: 'Anna' } }, 'from')).toBe('Anna');
    expect(briefName({ from: 'Anna' }, 'from')).toBe('?');
  });
});

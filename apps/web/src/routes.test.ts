import { describe, expect, it } from 'vitest';
import { fromPath, href, parseRoute, type Route } from './routes.ts';

describe('routes', () => {
  const routes: Route[] = [
    { name: 'home' },
    { name: 'play', game: 'schraem' },
    { name: 'rules', game: 'sedma', rule: 'D-7' },
    { name: 'settings' },
    { name: 'online', game: 'schieber' },
    { name: 'table', id: 'T4kq2x9ab', watch: false },
    { name: 'table', id: 'T4kq2x9ab', watch: true },
    { name: 'join', code: 'K7P2QX' },
    { name: 'account' },
    { name: 'leaderboard', game: 'sedma' },
    { name: 'player', id: 'g_abc-12' },
    { name: 'replay', id: 'Gx1', seat: 2 },
    { name: 'replay', id: 'Gx1', seat: 'spectator' },
    { name: 'verify', id: 'Gx1' },
    { name: 'review', game: 'sedma', seed: 'a seed/with #odd:chars' },
    { name: 'notifications' },
    { name: 'friends' },
    { name: 'groups' },
    { name: 'group', id: 'Gr_1' },
    { name: 'group-join', code: 'K7P2QXAB' },
    { name: 'night', group: 'Gr_1', id: 'N2' },
    { name: 'tournaments' },
    { name: 'tournament', id: 'W9', code: null },
    { name: 'tournament', id: 'W9', code: 'ABCDEFGH' },
  ];
  it.each(routes)('%j survives href → parseRoute', (r) => {
    expect(parseRoute(href(r))).toEqual(r);
  });

  it('falls back to home for anything unknown or malformed', () => {
    for (const h of ['', '#/', '#/nope', '#/online/poker', '#/t/', '#/t/<script>', '#/join/!!', '#/player/a b']) expect(parseRoute(h)).toEqual({ name: 'home' });
  });

  it('reads invite codes in any case, and a missing leaderboard game as 7-Schräm', () => {
    expect(parseRoute('#/join/k7p2qx')).toEqual({ name: 'join', code: 'K7P2QX' });
    expect(parseRoute('#/leaderboard')).toEqual({ name: 'leaderboard', game: 'schraem' });
  });

  it("turns the server's invite and table paths into hash routes", () => {
    expect(fromPath('/join/K7P2QX')).toBe('#/join/K7P2QX');
    expect(fromPath('/join/k7p2qx/')).toBe('#/join/K7P2QX');
    expect(fromPath('/t/T4kq2x9ab')).toBe('#/t/T4kq2x9ab');
    expect(fromPath('/group/k7p2qxab')).toBe('#/group/K7P2QXAB');
    expect(fromPath('/')).toBeNull();
    expect(fromPath('/assets/index.js')).toBeNull();
  });
});

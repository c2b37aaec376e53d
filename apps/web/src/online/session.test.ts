import type { ViewMessage } from '@stammtisch/protocol';
import { describe, expect, it } from 'vitest';
import type { Update } from '../offline/protocol.ts';
import { ServerSession } from './session.ts';

const view = (v: number, legal?: string[]): ViewMessage => ({
  gameId: 'G1',
  v,
  seat: 1,
  view: { n: v },
  ...(legal ? { legal } : {}),
  toAct: 1,
  deadline: null,
  timer: null,
  last: { seat: 0, action: 'play Th', by: 'player' },
  seedHash: 'h',
  over: false,
});

describe('a server game as a Session', () => {
  it('turns views into updates; a screen that comes back starts from the latest view', () => {
    const sent: string[] = [];
    const s = new ServerSession('schraem', 'G1', 1, false, ['A', 'B'], [], (a) => (sent.push(a), true));
    s.push(view(0));
    s.push(view(1, ['play 7h']));
    const seen: Update[] = [];
    const off = s.onUpdate((u) => seen.push(u));
    expect(seen).toEqual([{ seq: 1, view: { n: 1 }, legal: ['play 7h'], last: { seat: 0, action: 'play Th' }, over: false }]);
    s.act('play 7h');
    expect(sent).toEqual(['play 7h']);
    off();
    s.close();
    s.push(view(2));
    s.push(view(3));
    const again: Update[] = [];
    s.onUpdate((u) => again.push(u));
    expect(again.map((u) => u.seq)).toEqual([3]);
  });

  it('refuses on the spot when the connection is down, and passes the server’s refusals on', () => {
    const s = new ServerSession('schraem', 'G1', 1, false, [], [], () => false);
    const refused: [string, string][] = [];
    s.onRefused((a, r) => refused.push([a, r.code]));
    s.act('play 7h');
    s.act('knock');
    s.refuse({ kind: 'rule', code: 'must-follow', rule: 'S-7', params: {}, message: '' });
    expect(refused).toEqual([
      ['play 7h', 'offline'],
      ['knock', 'offline'],
      ['', 'must-follow'],
    ]);
  });

  it('a spectator gets no legal actions and cannot act; an ended game takes no more views', () => {
    const sent: string[] = [];
    const s = new ServerSession('schraem', 'G1', 0, true, [], [], (a) => (sent.push(a), true));
    const seen: Update[] = [];
    s.onUpdate((u) => seen.push(u));
    s.push(view(4, ['play 7h']));
    s.act('play 7h');
    expect(seen[0]!.legal).toEqual([]);
    expect(sent).toEqual([]);
    s.end();
    s.push(view(5));
    expect(seen).toHaveLength(1);
  });
});

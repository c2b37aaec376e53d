import type { LiveMessage } from '@stammtisch/protocol';
import { describe, expect, it } from 'vitest';
import type { RoomLike } from '../online/link.ts';
import { LiveConnection, type LiveState, liveMessage } from './connection.ts';

class FakeRoom implements RoomLike {
  handler: ((t: string | number, d: unknown) => void) | null = null;
  leaveHandler: ((code: number) => void) | null = null;
  sent: [string, unknown][] = [];
  onMessage(_t: '*', cb: (t: string | number, d: unknown) => void) {
    this.handler = cb;
  }
  onLeave(cb: (code: number) => void) {
    this.leaveHandler = cb;
  }
  send(t: string, d?: unknown) {
    this.sent.push([t, d]);
  }
  leave() {
    return Promise.resolve(4000);
  }
}

function rig(outcomes: (FakeRoom | number)[]) {
  const timers: { fn: () => void; ms: number }[] = [];
  const got: LiveMessage[] = [];
  const states: LiveState[] = [];
  let joins = 0;
  const conn = new LiveConnection(
    (m) => got.push(m),
    (s) => states.push(s),
    {
      join: async () => {
        joins++;
        const o = outcomes.shift();
        if (o === undefined) throw Object.assign(new Error('down'), { code: 0 });
        if (typeof o === 'number') throw Object.assign(new Error('refused'), { code: o });
        return o;
      },
      setTimeout: (fn, ms) => timers.push({ fn, ms }),
      clearTimeout: () => {},
      random: () => 0.5,
      window: null,
    },
  );
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return { conn, timers, got, states, flush, joins: () => joins };
}

describe('the live connection', () => {
  it('passes known messages and drops the rest', () => {
    expect(liveMessage('badge', { unread: 2 })).toEqual({ t: 'badge', d: { unread: 2 } });
    expect(liveMessage('nonsense', {})).toBeNull();
    expect(liveMessage('badge', null)).toBeNull();
    expect(liveMessage(3, {})).toBeNull();
  });

  it('reconnects with backoff after a drop and watches its tournaments again', async () => {
    const first = new FakeRoom();
    const second = new FakeRoom();
    const r = rig([first, 0, second]);
    r.conn.start();
    await r.flush();
    expect(r.conn.state).toBe('open');
    r.conn.watch('W1');
    expect(first.sent).toEqual([['watch', { tournament: 'W1' }]]);
    first.handler!('badge', { unread: 3 });
    first.handler!('bogus', { x: 1 });
    expect(r.got).toEqual([{ t: 'badge', d: { unread: 3 } }]);

    first.leaveHandler!(1006);
    expect(r.conn.state).toBe('lost');
    expect(r.timers).toHaveLength(1);
    // Attempt 0: between 250 and 500 ms (backoff.ts), 375 with random 0.5.
    expect(r.timers[0]!.ms).toBe(375);
    r.timers.shift()!.fn();
    await r.flush();
    // The next try fails (code 0: the network): a longer wait.
    expect(r.conn.state).toBe('lost');
    expect(r.timers[0]!.ms).toBe(750);
    r.timers.shift()!.fn();
    await r.flush();
    expect(r.conn.state).toBe('open');
    expect(second.sent).toEqual([['watch', { tournament: 'W1' }]]);
    // Messages of the old room are not heard any more.
    first.handler!('badge', { unread: 9 });
    expect(r.got).toHaveLength(1);
    r.conn.unwatch('W1');
    expect(second.sent.at(-1)).toEqual(['unwatch', { tournament: 'W1' }]);
  });

  it('stops when the server refuses the identity', async () => {
    const r = rig([4401]);
    r.conn.start();
    await r.flush();
    expect(r.conn.state).toBe('refused');
    expect(r.timers).toHaveLength(0);
    r.conn.retryNow();
    await r.flush();
    expect(r.joins()).toBe(2);
  });

  it('does not come back after close', async () => {
    const room = new FakeRoom();
    const r = rig([room]);
    r.conn.start();
    await r.flush();
    await r.conn.close();
    room.leaveHandler!(4000);
    expect(r.conn.state).toBe('closed');
    expect(r.timers).toHaveLength(0);
  });
});

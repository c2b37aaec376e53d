import type { ServerMessage } from '@stammtisch/protocol';
import { describe, expect, it } from 'vitest';
import { type LinkDeps, type LinkStatus, type RoomLike, TableLink } from './link.ts';

class FakeRoom implements RoomLike {
  handler: ((t: string | number, d: unknown) => void) | null = null;
  leaveHandler: ((code: number) => void) | null = null;
  sent: [string, unknown][] = [];
  left: boolean[] = [];
  onMessage(_t: '*', cb: (t: string | number, d: unknown) => void) {
    this.handler = cb;
  }
  onLeave(cb: (code: number) => void) {
    this.leaveHandler = cb;
  }
  send(t: string, d?: unknown) {
    this.sent.push([t, d]);
  }
  leave(consented = true) {
    this.left.push(consented);
    return Promise.resolve(consented ? 4000 : 1000);
  }
}

class FakeWindow {
  listeners = new Map<string, () => void>();
  addEventListener(t: string, fn: () => void) {
    this.listeners.set(t, fn);
  }
  removeEventListener(t: string) {
    this.listeners.delete(t);
  }
  fire(t: string) {
    this.listeners.get(t)?.();
  }
}

/** A link with a scripted join (each call takes the next outcome) and a hand-driven clock. */
function rig(outcomes: (FakeRoom | { code: number; message: string })[], stillThere = false) {
  const timers: { fn: () => void; at: number; id: number }[] = [];
  let now = 1000;
  let nextId = 1;
  const joins: unknown[] = [];
  const win = new FakeWindow();
  const deps: LinkDeps = {
    join: async (_id, options) => {
      joins.push(options);
      const o = outcomes.shift();
      if (!o) throw Object.assign(new Error('no more'), { code: 0 });
      if (o instanceof FakeRoom) return o;
      throw Object.assign(new Error(o.message), { code: o.code });
    },
    setTimeout: (fn, ms) => {
      const t = { fn, at: now + ms, id: nextId++ };
      timers.push(t);
      return t.id;
    },
    clearTimeout: (id) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
    now: () => now,
    random: () => 0.5,
    window: win as unknown as LinkDeps['window'],
    isOnline: () => true,
    stillThere: async () => stillThere,
  };
  const messages: ServerMessage[] = [];
  const states: LinkStatus[] = [];
  const link = new TableLink('T1', { code: 'ABCDEF' }, (m) => messages.push(m), (s) => states.push(s), deps);
  const flush = () => new Promise((r) => setTimeout(r, 0));
  const advance = async () => {
    const t = timers.sort((a, b) => a.at - b.at).shift();
    if (!t) return false;
    now = t.at;
    t.fn();
    await flush();
    return true;
  };
  return { link, messages, states, joins, win, flush, advance, timers };
}

const welcome = { tableId: 'T1', you: { playerId: 'g_1', nickname: 'Anna', seat: 2 }, serverTime: 5 };

describe('the table link', () => {
  it('passes on valid server messages and drops anything else', async () => {
    const room = new FakeRoom();
    const r = rig([room]);
    r.link.start();
    await r.flush();
    expect(r.link.status.state).toBe('open');
    room.handler!('welcome', welcome);
    room.handler!('welcome', { tableId: 5 });
    room.handler!('nonsense', {});
    expect(r.messages).toEqual([{ t: 'welcome', d: welcome }]);
    expect(r.link.send('act', 'play Th')).toBe(true);
    expect(room.sent).toEqual([['act', 'play Th']]);
  });

  it('joins again with backoff after a dropped connection, and after a failed try', async () => {
    const first = new FakeRoom();
    const second = new FakeRoom();
    const r = rig([first, { code: 0, message: 'network' }, second]);
    r.link.start();
    await r.flush();
    first.leaveHandler!(1006);
    expect(r.link.status).toMatchObject({ state: 'lost', attempt: 1 });
    expect(r.link.send('act', 'x')).toBe(false);
    const firstWait = r.link.status.retryAt! - 1000;
    expect(firstWait).toBeGreaterThanOrEqual(250);
    await r.advance();
    expect(r.link.status).toMatchObject({ state: 'lost', attempt: 2 });
    const secondWait = r.link.status.retryAt! - (1000 + firstWait);
    expect(secondWait).toBeGreaterThan(firstWait);
    await r.advance();
    expect(r.link.status.state).toBe('open');
    expect(r.joins).toEqual([{ code: 'ABCDEF' }, { code: 'ABCDEF' }, { code: 'ABCDEF' }]);
  });

  it('stops for a table that is gone or refuses, and for a seat taken up elsewhere', async () => {
    const gone = rig([{ code: 4212, message: 'room not found' }]);
    gone.link.start();
    await gone.flush();
    expect(gone.link.status.state).toBe('gone');
    expect(gone.timers).toHaveLength(0);

    // A room not found while its table still runs (a server restart): keep trying.
    const restarting = rig([{ code: 4212, message: 'room not found' }, new FakeRoom()], true);
    restarting.link.start();
    await restarting.flush();
    expect(restarting.link.status.state).toBe('lost');
    await restarting.advance();
    expect(restarting.link.status.state).toBe('open');

    const refused = rig([{ code: 4403, message: 'this table is private' }]);
    refused.link.start();
    await refused.flush();
    expect(refused.link.status).toMatchObject({ state: 'refused', reason: 'this table is private' });

    const room = new FakeRoom();
    const again = new FakeRoom();
    const replaced = rig([room, again]);
    replaced.link.start();
    await replaced.flush();
    room.leaveHandler!(4001);
    expect(replaced.link.status.state).toBe('replaced');
    expect(replaced.timers).toHaveLength(0);
    replaced.link.retryNow();
    await replaced.flush();
    expect(replaced.link.status.state).toBe('open');
  });

  it('lets go of the room when the browser goes offline, and tries at once when it is back', async () => {
    const room = new FakeRoom();
    const back = new FakeRoom();
    const r = rig([room, back]);
    r.link.start();
    await r.flush();
    r.win.fire('offline');
    expect(room.left).toEqual([false]);
    expect(r.link.status.state).toBe('lost');
    r.win.fire('online');
    await r.flush();
    expect(r.link.status.state).toBe('open');
    expect(r.timers).toHaveLength(0);
  });

  it('leaves for good on close: consented, no retries', async () => {
    const room = new FakeRoom();
    const r = rig([room]);
    r.link.start();
    await r.flush();
    await r.link.close();
    expect(room.left).toEqual([true]);
    room.leaveHandler?.(4000);
    expect(r.link.status.state).toBe('closed');
    expect(r.timers).toHaveLength(0);
  });
});

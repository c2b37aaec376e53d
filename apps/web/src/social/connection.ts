import type { LiveMessage } from '@stammtisch/protocol';
import { backoffDelay } from '../online/backoff.ts';
import type { RoomLike } from '../online/link.ts';
import { followNetwork } from '../online/network.ts';

/**
 * The app's connection to the `live` room (docs/social.md): badge, notifications, "go to this
 * table", group chat and watched tournaments. Kept alive like a table's link: when it drops it
 * joins again with the same backoff and jitter, at once when the browser says `online` or the
 * page is visible again, and after joining it asks again for every tournament it watches (the
 * server forgets them with the connection). A refused join (no identity, 4401) stops it.
 */
export type LiveState = 'connecting' | 'open' | 'lost' | 'refused' | 'closed';

export interface LiveDeps {
  readonly join: () => Promise<RoomLike>;
  readonly setTimeout: (fn: () => void, ms: number) => unknown;
  readonly clearTimeout: (t: unknown) => void;
  readonly random: () => number;
  readonly window: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

const KNOWN = new Set(['badge', 'notification', 'seat', 'tournament', 'group-chat', 'group-chat-removed', 'error']);

/** A live message as it arrived: only the known types with an object body pass. */
export function liveMessage(t: string | number, d: unknown): LiveMessage | null {
  if (typeof t !== 'string' || !KNOWN.has(t) || !d || typeof d !== 'object') return null;
  return { t, d } as LiveMessage;
}

export class LiveConnection {
  private room: RoomLike | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private stopped = false;
  private state_: LiveState = 'connecting';
  private readonly watched = new Set<string>();
  private readonly offs: (() => void)[] = [];

  constructor(
    private readonly onMessage: (m: LiveMessage) => void,
    private readonly onState: (s: LiveState) => void,
    private readonly deps: LiveDeps,
  ) {}

  get state(): LiveState {
    return this.state_;
  }

  start(): void {
    const w = this.deps.window;
    if (w) this.offs.push(...followNetwork(w, () => this.drop(), () => this.retryNow()));
    void this.connect();
  }

  /** Follows a tournament's changes (kept across reconnections). */
  watch(tournament: string): void {
    this.watched.add(tournament);
    if (this.state_ === 'open') this.room?.send('watch', { tournament });
  }

  unwatch(tournament: string): void {
    if (!this.watched.delete(tournament)) return;
    if (this.state_ === 'open') this.room?.send('unwatch', { tournament });
  }

  retryNow(): void {
    if (this.stopped || this.state_ === 'open' || this.state_ === 'connecting') return;
    this.attempt = 0;
    this.clearTimer();
    void this.connect();
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.clearTimer();
    for (const off of this.offs) off();
    const room = this.room;
    this.room = null;
    this.set('closed');
    await room?.leave(true).catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    this.set('connecting');
    let room: RoomLike;
    try {
      room = await this.deps.join();
    } catch (e) {
      if (this.stopped) return;
      const code = typeof (e as { code?: unknown })?.code === 'number' ? (e as { code: number }).code : 0;
      if (code === 4401 || code === 4403) return this.set('refused');
      return this.lost();
    }
    if (this.stopped) {
      void room.leave(true).catch(() => {});
      return;
    }
    this.room = room;
    this.attempt = 0;
    room.onMessage('*', (t, d) => {
      if (this.room !== room) return;
      const m = liveMessage(t, d);
      if (m) this.onMessage(m);
    });
    room.onLeave(() => {
      if (this.room !== room) return;
      this.room = null;
      this.lost();
    });
    this.set('open');
    for (const tournament of this.watched) room.send('watch', { tournament });
  }

  private drop(): void {
    const room = this.room;
    if (!room) return;
    this.room = null;
    void room.leave(false).catch(() => {});
    this.lost();
  }

  private lost(): void {
    if (this.stopped) return;
    this.clearTimer();
    const wait = backoffDelay(this.attempt, this.deps.random);
    this.attempt++;
    this.set('lost');
    this.timer = this.deps.setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, wait);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.deps.clearTimeout(this.timer);
    this.timer = null;
  }

  private set(s: LiveState): void {
    this.state_ = s;
    this.onState(s);
  }
}

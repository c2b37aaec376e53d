import { backoffDelay } from './backoff.ts';
import { followNetwork } from './network.ts';

/**
 * A Colyseus room kept alive — a table's link and the app's `live` connection share it: when the
 * room drops (a phone changing networks, the browser going offline, a server restart) it joins
 * again with exponential backoff and jitter, at once when the browser says `online` or the page
 * is visible again. What a failed join or a close means (retry, or a final state such as
 * `refused`) is the owner's to say.
 */

/** The part of a colyseus.js Room used here (a fake in tests). */
export interface RoomLike {
  onMessage(type: '*', cb: (type: string | number, message: unknown) => void): unknown;
  onLeave(cb: (code: number) => void): unknown;
  send(type: string, message?: unknown): void;
  leave(consented?: boolean): Promise<unknown>;
}

export type RoomState<Final extends string> = 'connecting' | 'open' | 'lost' | 'closed' | Final;

export interface RoomStatus<Final extends string> {
  readonly state: RoomState<Final>;
  readonly attempt: number;
  /** Epoch ms of the next try while `lost`. */
  readonly retryAt: number | null;
  readonly reason: string | null;
}

/** Retry (`lost`), or stop in one of the owner's final states. */
export interface Outcome<Final extends string> {
  readonly state: 'lost' | Final;
  readonly reason: string | null;
}

export interface ReconnectDeps {
  readonly setTimeout: (fn: () => void, ms: number) => unknown;
  readonly clearTimeout: (t: unknown) => void;
  readonly now?: () => number;
  readonly random: () => number;
  /** `online`/`offline`/`visibilitychange` come from here; null in tests. */
  readonly window: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export interface RoomOwner<Final extends string> {
  readonly join: () => Promise<RoomLike>;
  /** A join failed with this error (`code`: its numeric code, 0 if none). */
  readonly joinFailed: (code: number, message: string) => Outcome<Final> | Promise<Outcome<Final>>;
  /** The server closed the room with this code. */
  readonly left: (code: number) => Outcome<Final>;
  readonly message: (type: string | number, body: unknown) => void;
  /** Just joined (after the status says `open`). */
  readonly opened?: (room: RoomLike) => void;
  readonly status: (s: RoomStatus<Final>) => void;
}

export class ReconnectingRoom<Final extends string> {
  private room: RoomLike | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private stopped = false;
  private status_: RoomStatus<Final> = { state: 'connecting', attempt: 0, retryAt: null, reason: null };
  private readonly offs: (() => void)[] = [];

  constructor(
    private readonly owner: RoomOwner<Final>,
    private readonly deps: ReconnectDeps,
  ) {}

  get status(): RoomStatus<Final> {
    return this.status_;
  }

  start(): void {
    const w = this.deps.window;
    if (w) this.offs.push(...followNetwork(w, () => this.drop('offline'), () => this.retryNow()));
    void this.connect();
  }

  /** Sends while open; false when there is no open room. */
  send(t: string, d?: unknown): boolean {
    if (!this.room || this.status_.state !== 'open') return false;
    this.room.send(t, d);
    return true;
  }

  /** Join again now (after a final state, or to skip the wait while `lost`). */
  retryNow(): void {
    if (this.stopped) return;
    const s = this.status_.state;
    if (s === 'open' || s === 'connecting') return;
    this.attempt = 0;
    this.clearTimer();
    void this.connect();
  }

  /** Leaves for good (consented). */
  async close(): Promise<void> {
    this.stopped = true;
    this.clearTimer();
    for (const off of this.offs) off();
    const room = this.room;
    this.room = null;
    this.setStatus('closed', null);
    await room?.leave(true).catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    this.setStatus('connecting', null);
    let room: RoomLike;
    try {
      room = await this.owner.join();
    } catch (e) {
      if (this.stopped) return;
      const code = typeof (e as { code?: unknown })?.code === 'number' ? (e as { code: number }).code : 0;
      const o = await this.owner.joinFailed(code, e instanceof Error ? e.message : String(e));
      if (this.stopped) return;
      return this.settle(o);
    }
    if (this.stopped) {
      void room.leave(true).catch(() => {});
      return;
    }
    this.room = room;
    this.attempt = 0;
    room.onMessage('*', (t, d) => {
      if (this.room === room) this.owner.message(t, d);
    });
    room.onLeave((code) => {
      if (this.room !== room) return;
      this.room = null;
      if (!this.stopped) this.settle(this.owner.left(code));
    });
    this.setStatus('open', null);
    this.owner.opened?.(room);
  }

  private settle(o: Outcome<Final>): void {
    if (o.state === 'lost') this.lost(o.reason);
    else this.setStatus(o.state, o.reason);
  }

  /** The network went away: let go of the room (a seat is held) and wait to come back. */
  private drop(reason: string): void {
    const room = this.room;
    if (!room) return;
    this.room = null;
    void room.leave(false).catch(() => {});
    this.lost(reason);
  }

  private lost(reason: string | null): void {
    if (this.stopped) return;
    this.clearTimer();
    const wait = backoffDelay(this.attempt, this.deps.random);
    this.attempt++;
    this.status_ = { state: 'lost', attempt: this.attempt, retryAt: (this.deps.now ?? Date.now)() + wait, reason };
    this.owner.status(this.status_);
    this.timer = this.deps.setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, wait);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.deps.clearTimeout(this.timer);
    this.timer = null;
  }

  private setStatus(state: RoomState<Final>, reason: string | null): void {
    this.status_ = { state, attempt: this.attempt, retryAt: null, reason };
    this.owner.status(this.status_);
  }
}

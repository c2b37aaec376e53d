import { ServerMessage, type TableJoinOptions } from '@stammtisch/protocol';
import * as v from 'valibot';
import { backoffDelay } from './backoff.ts';
import { followNetwork } from './network.ts';

/**
 * The connection to one table's room, kept alive: when it drops (a phone changing networks, the
 * browser going offline, the server restarting) it joins the same table by id again, with
 * exponential backoff and jitter. The server seats a returning player at their own seat by
 * identity (cookie), so the same path serves a reload and another device of the same account.
 * Every incoming message is checked against the protocol's schema before anyone sees it.
 */
export type LinkState =
  | 'connecting'
  | 'open'
  /** Dropped: retrying (see `attempt`, `retryAt`). */
  | 'lost'
  /** Another tab or device of the same player took the seat (close 4001). */
  | 'replaced'
  /** The server said no (a private table without its code, bad options). */
  | 'refused'
  /** The table no longer exists (finished and closed, or never was). */
  | 'gone'
  | 'closed';

export interface LinkStatus {
  readonly state: LinkState;
  readonly attempt: number;
  /** Epoch ms of the next try while `lost`. */
  readonly retryAt: number | null;
  readonly reason: string | null;
}

/** The part of a colyseus.js Room the link uses (a fake in tests). */
export interface RoomLike {
  onMessage(type: '*', cb: (type: string | number, message: unknown) => void): unknown;
  onLeave(cb: (code: number) => void): unknown;
  send(type: string, message?: unknown): void;
  leave(consented?: boolean): Promise<unknown>;
}

export type Join = (tableId: string, options: TableJoinOptions) => Promise<RoomLike>;

export interface LinkDeps {
  readonly join: Join;
  readonly setTimeout: (fn: () => void, ms: number) => unknown;
  readonly clearTimeout: (t: unknown) => void;
  readonly now: () => number;
  readonly random: () => number;
  /** `online`/`offline`/`visibilitychange` come from here; null in tests. */
  readonly window: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  readonly isOnline: () => boolean;
  /**
   * Whether the table still exists though its room was not found: after a server restart (or a
   * failover to another process) the room comes back a moment later, so keep trying.
   */
  readonly stillThere: (tableId: string) => Promise<boolean>;
}

/** Close and error codes (Colyseus' and the table's own, docs/server.md). */
const REPLACED = 4001;
const CONSENTED = 4000;
const NO_ROOM = 4212;
const isRefusal = (code: number): boolean => code === 4400 || code === 4401 || code === 4403 || code === 4404;

export class TableLink {
  private room: RoomLike | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private stopped = false;
  private status_: LinkStatus = { state: 'connecting', attempt: 0, retryAt: null, reason: null };
  private readonly offs: (() => void)[] = [];

  constructor(
    readonly tableId: string,
    private options: TableJoinOptions,
    private readonly onMessage: (m: ServerMessage) => void,
    private readonly onStatus: (s: LinkStatus) => void,
    private readonly deps: LinkDeps,
  ) {}

  get status(): LinkStatus {
    return this.status_;
  }

  start(): void {
    const w = this.deps.window;
    if (w) this.offs.push(...followNetwork(w, () => this.drop('offline'), () => this.retryNow()));
    void this.connect();
  }

  send(t: string, d?: unknown): boolean {
    if (!this.room || this.status_.state !== 'open') return false;
    this.room.send(t, d);
    return true;
  }

  /** Join again now (after `replaced`, or to skip the wait while `lost`). */
  retryNow(options?: TableJoinOptions): void {
    if (this.stopped) return;
    if (options) this.options = options;
    const s = this.status_.state;
    if (s === 'open' || s === 'connecting') return;
    this.attempt = 0;
    this.clearTimer();
    void this.connect();
  }

  /** Leaves the table for good (a deliberate leave: before a game the seat is freed). */
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
      room = await this.deps.join(this.tableId, this.options);
    } catch (e) {
      if (this.stopped) return;
      const code = typeof (e as { code?: unknown })?.code === 'number' ? (e as { code: number }).code : 0;
      const message = e instanceof Error ? e.message : String(e);
      if (code === NO_ROOM) {
        const there = await this.deps.stillThere(this.tableId).catch(() => false);
        if (this.stopped) return;
        return there ? this.lost(message) : this.setStatus('gone', message);
      }
      if (isRefusal(code)) return this.setStatus('refused', message);
      return this.lost(message);
    }
    if (this.stopped) {
      void room.leave(true).catch(() => {});
      return;
    }
    this.room = room;
    this.attempt = 0;
    room.onMessage('*', (t, d) => {
      if (this.room !== room) return;
      const parsed = v.safeParse(ServerMessage, { t: String(t), d });
      if (parsed.success) this.onMessage(parsed.output);
    });
    room.onLeave((code) => {
      if (this.room !== room) return;
      this.room = null;
      if (this.stopped) return;
      if (code === REPLACED) this.setStatus('replaced', null);
      else if (code === CONSENTED) this.setStatus('gone', null);
      else this.lost(`closed (${code})`);
    });
    this.setStatus('open', null);
  }

  /** The network went away: let go of the room (the seat is held) and wait to come back. */
  private drop(reason: string): void {
    const room = this.room;
    if (!room) return;
    this.room = null;
    void room.leave(false).catch(() => {});
    this.lost(reason);
  }

  private lost(reason: string): void {
    if (this.stopped) return;
    this.clearTimer();
    const wait = backoffDelay(this.attempt, this.deps.random);
    this.attempt++;
    const retryAt = this.deps.now() + wait;
    this.status_ = { state: 'lost', attempt: this.attempt, retryAt, reason };
    this.onStatus(this.status_);
    this.timer = this.deps.setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, wait);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.deps.clearTimeout(this.timer);
    this.timer = null;
  }

  private setStatus(state: LinkState, reason: string | null): void {
    this.status_ = { state, attempt: this.attempt, retryAt: null, reason };
    this.onStatus(this.status_);
  }
}

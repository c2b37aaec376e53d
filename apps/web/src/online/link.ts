import { ServerMessage, type TableJoinOptions } from '@stammtisch/protocol';
import * as v from 'valibot';
import { ReconnectingRoom, type RoomLike } from './reconnect.ts';

export type { RoomLike };

/**
 * The connection to one table's room, kept alive (`ReconnectingRoom`): when it drops (a phone
 * changing networks, the browser going offline, the server restarting) it joins the same table by
 * id again, with exponential backoff and jitter. The server seats a returning player at their own seat by
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

type Final = 'replaced' | 'refused' | 'gone';

export class TableLink {
  private readonly room: ReconnectingRoom<Final>;

  constructor(
    readonly tableId: string,
    private options: TableJoinOptions,
    onMessage: (m: ServerMessage) => void,
    onStatus: (s: LinkStatus) => void,
    deps: LinkDeps,
  ) {
    this.room = new ReconnectingRoom<Final>(
      {
        join: () => deps.join(this.tableId, this.options),
        joinFailed: async (code, message) => {
          if (code === NO_ROOM) return (await deps.stillThere(this.tableId).catch(() => false)) ? { state: 'lost', reason: message } : { state: 'gone', reason: message };
          return { state: isRefusal(code) ? 'refused' : 'lost', reason: message };
        },
        left: (code) => (code === REPLACED ? { state: 'replaced', reason: null } : code === CONSENTED ? { state: 'gone', reason: null } : { state: 'lost', reason: `closed (${code})` }),
        message: (t, d) => {
          // Every incoming message is checked against the protocol's schema before anyone sees it.
          const parsed = v.safeParse(ServerMessage, { t: String(t), d });
          if (parsed.success) onMessage(parsed.output);
        },
        status: onStatus,
      },
      deps,
    );
  }

  get status(): LinkStatus {
    return this.room.status;
  }

  start(): void {
    this.room.start();
  }

  send(t: string, d?: unknown): boolean {
    return this.room.send(t, d);
  }

  /** Join again now (after `replaced`, or to skip the wait while `lost`). */
  retryNow(options?: TableJoinOptions): void {
    if (options) this.options = options;
    this.room.retryNow();
  }

  /** Leaves the table for good (a deliberate leave: before a game the seat is freed). */
  close(): Promise<void> {
    return this.room.close();
  }
}

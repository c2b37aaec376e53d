import type { LiveMessage } from '@stammtisch/protocol';
import { ReconnectingRoom, type RoomLike } from '../online/reconnect.ts';

/**
 * The app's connection to the `live` room (docs/social.md): badge, notifications, "go to this
 * table", group chat and watched tournaments. Kept alive like a table's link (`ReconnectingRoom`): when it drops it
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
  private readonly watched = new Set<string>();
  private readonly room: ReconnectingRoom<'refused'>;

  constructor(onMessage: (m: LiveMessage) => void, onState: (s: LiveState) => void, deps: LiveDeps) {
    this.room = new ReconnectingRoom<'refused'>(
      {
        join: deps.join,
        // A refused join (no identity) stops it; anything else is tried again.
        joinFailed: (code) => ({ state: code === 4401 || code === 4403 ? 'refused' : 'lost', reason: null }),
        left: () => ({ state: 'lost', reason: null }),
        message: (t, d) => {
          const m = liveMessage(t, d);
          if (m) onMessage(m);
        },
        // The server forgets watched tournaments with the connection: ask again after each join.
        opened: (room) => {
          for (const tournament of this.watched) room.send('watch', { tournament });
        },
        status: (s) => onState(s.state),
      },
      deps,
    );
  }

  get state(): LiveState {
    return this.room.status.state;
  }

  start(): void {
    this.room.start();
  }

  /** Follows a tournament's changes (kept across reconnections). */
  watch(tournament: string): void {
    this.watched.add(tournament);
    this.room.send('watch', { tournament });
  }

  unwatch(tournament: string): void {
    if (this.watched.delete(tournament)) this.room.send('unwatch', { tournament });
  }

  retryNow(): void {
    this.room.retryNow();
  }

  close(): Promise<void> {
    return this.room.close();
  }
}

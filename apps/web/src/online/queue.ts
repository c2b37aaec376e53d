import { MatchedMessage, QueueMessage } from '@stammtisch/protocol';
import { Client } from 'colyseus.js';
import * as v from 'valibot';

/**
 * Quick match: wait in the game's and mode's queue (room `queue`) until the server seats a table
 * — with people, or with bots after the wait — and says `matched { tableId }`.
 */
export interface Waiting {
  leave(): void;
}

export async function joinQueue(
  game: string,
  mode: string | undefined,
  on: { queue: (q: QueueMessage) => void; matched: (tableId: string) => void; dropped: (why: string) => void },
): Promise<Waiting> {
  const client = new Client(location.origin);
  const room = await client.joinOrCreate('queue', mode ? { game, mode } : { game });
  let done = false;
  room.onMessage('*', (t: string | number, d: unknown) => {
    if (t === 'queue') {
      const q = v.safeParse(QueueMessage, d);
      if (q.success) on.queue(q.output);
    } else if (t === 'matched') {
      const r = v.safeParse(MatchedMessage, d);
      if (r.success && !done) {
        done = true;
        void room.leave(true).catch(() => {});
        on.matched(r.output.tableId);
      }
    }
  });
  room.onLeave((code: number) => {
    if (!done) on.dropped(String(code));
    done = true;
  });
  return {
    leave() {
      if (done) return;
      done = true;
      void room.leave(true).catch(() => {});
    },
  };
}

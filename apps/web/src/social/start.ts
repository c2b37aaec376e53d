import { ROOM_LIVE } from '@stammtisch/protocol';
import type { RoomLike } from '../online/link.ts';
import { live } from './live.svelte.ts';

/**
 * Joins the `live` room for this player through colyseus.js on this page's origin (the cookies
 * identify the player). colyseus.js loads here, on demand, not with the first table.
 */
export function startLive(playerId: string): void {
  let client: import('colyseus.js').Client | null = null;
  live.start(playerId, async () => {
    if (!client) {
      const { Client } = await import('colyseus.js');
      client = new Client(location.origin);
    }
    return (await client.joinOrCreate(ROOM_LIVE)) as RoomLike;
  });
}

import { getMessageBytes, Protocol } from '@colyseus/core';
import type { ServerMessageType } from '@stammtisch/protocol';

/**
 * A message as the WebSocket carries it (Colyseus' ROOM_DATA frame: type, then msgpack), so
 * that one message for many connections is encoded once. The same bytes `client.send` makes.
 */
export const encodeMessage = (t: ServerMessageType, d: unknown): Uint8Array => getMessageBytes.raw(Protocol.ROOM_DATA, t, d);

/** What this process has sent and applied since it started (`GET /api/metrics`, the load test). */
export const wireCounters = { actions: 0, messages: 0, bytes: 0 };

export function countSent(bytes: Uint8Array): void {
  wireCounters.messages++;
  wireCounters.bytes += bytes.byteLength;
}

import type { Room } from '@colyseus/core';

/**
 * Colyseus 0.16 looks message handlers up in a plain object by the client's message type, so a
 * type such as "constructor" finds `Object.prototype.constructor` and throws in the socket's
 * event handler — an uncaught exception that ends the process. After the room's handlers are
 * registered, the lookup object loses its prototype; the internal fallback entry goes too, so
 * every unknown type reaches the room's `'*'` handler and is answered with an error.
 */
export function hardenMessageHandlers(room: Room): void {
  const handlers = (room as unknown as { onMessageHandlers: Record<string, unknown> }).onMessageHandlers;
  delete handlers.__no_message_handler;
  Object.setPrototypeOf(handlers, null);
}

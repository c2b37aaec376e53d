import { createRequire } from 'node:module';

/**
 * @colyseus/ws-transport 0.16's ES module build calls `new WebSocket.Server()` on ws's default
 * export; only ws's CommonJS entry attaches `Server` to that class (the ESM wrapper exports it
 * separately). Loading the CommonJS entry once attaches it to the very same class object.
 */
createRequire(import.meta.url)('ws');

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import './types/ws-shim.ts';
import { matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { ROOM_QUEUE, ROOM_TABLE } from '@stammtisch/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { Accounts } from './accounts/accounts.ts';
import { PlayerIdentities } from './accounts/identities.ts';
import { type LimitStore, memoryLimits } from './accounts/limits.ts';
import { accountRoutes } from './accounts/routes.ts';
import { createBotRunner } from './bots/runner.ts';
import type { Config } from './config.ts';
import { apiRoutes, type ApiContext } from './http/routes.ts';
import { webRoutes } from './http/web.ts';
import { GuestIdentities } from './identity/identity.ts';
import { Offline } from './offline/offline.ts';
import { offlineRoutes } from './offline/routes.ts';
import { Ranking } from './ranking/ranking.ts';
import { rankingRoutes } from './ranking/routes.ts';
import { openTableRoom } from './rooms/open.ts';
import { queueRoomClass } from './rooms/queueRoom.ts';
import { tableRoomClass } from './rooms/tableRoom.ts';
import { openDb } from './store/db.ts';
import { Store } from './store/store.ts';
import type { Table } from './table/table.ts';

export interface Running {
  readonly url: string;
  readonly port: number;
  readonly storage: string;
  readonly ctx: ApiContext;
  close(): Promise<void>;
}

/**
 * Colyseus answers `/matchmake/…` itself and would take over the http server's request
 * listeners to do so (matching any URL that merely contains "/matchmake"). Here that step is
 * switched off: one dispatcher sends exactly the `/matchmake/` prefix to Colyseus and
 * everything else to Fastify, so no request is answered twice.
 */
class GameServer extends Server {
  protected override attachMatchMakingRoutes(): void {}
  matchmake(req: IncomingMessage, res: ServerResponse): Promise<void> {
    return this.handleMatchMakeRequest(req, res);
  }
}

const MATCHMAKE = '/matchmake/';

export interface StartOptions {
  /** PostgreSQL only: the schema to work in (tests). */
  readonly dbSchema?: string;
  /** Where rate-limit counters live; in memory by default, `redisLimits(client)` across processes. */
  readonly limits?: LimitStore;
  /** The clock of sessions, seeds and records (tests move it); `Date.now` by default. */
  readonly now?: () => number;
  /** Where offline game seeds come from; the platform's random source by default (tests fix them). */
  readonly offlineSeeds?: () => string;
}

/** Starts everything on one port: REST and the web app (Fastify), rooms (Colyseus). */
export async function startServer(config: Config, extra: StartOptions = {}): Promise<Running> {
  const log = config.quiet ? () => {} : (line: string) => console.log(line);
  const { db, kind, where } = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: extra.dbSchema });
  const store = new Store(db);
  const now = extra.now ?? Date.now;
  const limits = extra.limits ?? memoryLimits();
  const bots = createBotRunner(config.botWorkers, log);
  const guests = new GuestIdentities(store);
  const accounts = new Accounts(db, config, now, limits);
  const ranking = new Ranking(store, kind === 'postgres', now, log);
  const tables = new Map<string, Table>();
  const ctx: ApiContext = {
    store,
    finish: (gameId, tableId, result, at) => ranking.finishTableGame(gameId, tableId, result, at),
    bots,
    config,
    now,
    log,
    identities: new PlayerIdentities(accounts.sessions, guests),
    guests,
    accounts,
    offline: new Offline(db, config, now, accounts.limits, bots, kind === 'postgres', extra.offlineSeeds),
    createKey: randomBytes(18).toString('base64url'),
    tables,
    storage: kind,
  };
  if (config.redisUrl) log('REDIS_URL is set: running as one process; sharing rooms across processes comes with scaling out (docs/server.md)');

  let colyseus: GameServer | null = null;
  let httpServer: HttpServer | null = null;
  const app: FastifyInstance = Fastify({
    logger: false,
    // A hop count becomes "trust the nearest N proxies".
    trustProxy: typeof config.trustProxy === 'number' ? ((_addr: string, i: number) => i < (config.trustProxy as number)) : config.trustProxy,
    bodyLimit: 64 * 1024,
    serverFactory: (handler) => {
      httpServer = createServer((req, res) => {
        if (colyseus && (req.url ?? '').startsWith(MATCHMAKE)) void colyseus.matchmake(req, res);
        else handler(req, res);
      });
      return httpServer;
    },
  });
  await app.register(fastifyCookie);
  await app.register(async (api) => {
    await api.register(fastifyRateLimit, {
      max: config.apiPerMinute,
      timeWindow: '1 minute',
      ...limits.fastify,
      errorResponseBuilder: (_req, c) => ({ statusCode: c.statusCode, error: 'rate-limited', message: `too many requests: try again in ${c.after}` }),
    });
    await apiRoutes(api, ctx);
    await accountRoutes(api, ctx);
    await rankingRoutes(api, ctx);
    await offlineRoutes(api, ctx);
  });
  await app.register(async (web) => webRoutes(web, config.webDir));
  await app.ready();

  // Only these matchmaking calls are open to clients: tables are created by the server.
  matchMaker.controller.exposedMethods = ['joinById', 'joinOrCreate', 'reconnect'];
  // Same-origin web app: no reflected CORS origin with credentials.
  matchMaker.controller.getCorsHeaders = () => ({});
  colyseus = new GameServer({
    transport: new WebSocketTransport({ server: httpServer!, maxPayload: config.maxMessageBytes }),
    gracefullyShutdown: false,
    greet: false,
  });
  colyseus.define(ROOM_TABLE, tableRoomClass(ctx));
  colyseus.define(ROOM_QUEUE, queueRoomClass(ctx)).filterBy(['game', 'mode']);
  await colyseus.listen(config.port, config.host);

  const restored = await store.unfinishedTables();
  for (const t of restored) {
    try {
      await openTableRoom(ctx, t.id);
    } catch (e) {
      log(`table ${t.id} could not be restored: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  if (restored.length > 0) log(`restored ${tables.size} of ${restored.length} unfinished tables from the log`);

  const port = (httpServer!.address() as AddressInfo).port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    storage: `${kind} ${where}`,
    ctx,
    close() {
      closing ??= (async () => {
        await colyseus!.gracefullyShutdown(false);
        await app.close();
        await bots.close();
        await store.close();
      })();
      return closing;
    },
  };
}

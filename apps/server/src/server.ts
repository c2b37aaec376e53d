import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import './types/ws-shim.ts';
import { matchMaker, Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { WebSocketTransport } from '@colyseus/ws-transport';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { ROOM_LIVE, ROOM_QUEUE, ROOM_TABLE } from '@stammtisch/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { KyselyPlugin } from 'kysely';
import { Accounts } from './accounts/accounts.ts';
import { PlayerIdentities } from './accounts/identities.ts';
import { type LimitStore, memoryLimits, redisLimits } from './accounts/limits.ts';
import { accountRoutes } from './accounts/routes.ts';
import { createBotRunner } from './bots/runner.ts';
import { CLAIMED_ELSEWHERE, type Cluster, localCluster } from './cluster/cluster.ts';
import { redisCluster } from './cluster/leases.ts';
import { redisClient, redisOptions, redisPresence } from './cluster/redis.ts';
import type { Config } from './config.ts';
import { securityHeaders } from './http/headers.ts';
import { metricsRoute } from './http/metrics.ts';
import { apiRoutes, type ApiContext } from './http/routes.ts';
import { myTablesRoutes } from './http/mine.ts';
import { webRoutes } from './http/web.ts';
import { GuestIdentities } from './identity/identity.ts';
import { Offline } from './offline/offline.ts';
import { offlineRoutes } from './offline/routes.ts';
import { Ranking } from './ranking/ranking.ts';
import { rankingRoutes } from './ranking/routes.ts';
import { liveRoomClass } from './notifications/room.ts';
import { openTableRoom } from './rooms/open.ts';
import { InviteLimits } from './table/invites.ts';
import { queueRoomClass } from './rooms/queueRoom.ts';
import { tableRoomClass } from './rooms/tableRoom.ts';
import { openDb } from './store/db.ts';
import { Backoff, describeFailure, isStorageFailure } from './store/faults.ts';
import { type SocialConfig, socialConfigFromEnv } from './social/config.ts';
import { socialRoutes } from './social/routes.ts';
import { Social } from './social/social.ts';
import { Store } from './store/store.ts';
import type { Table } from './table/table.ts';
import { isTournamentId } from './tournaments/directors.ts';

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

/** With several processes: how often each looks for unfinished tables that nobody runs. */
const ORPHAN_SWEEP_MS = 30_000;

/** The key that lets table rooms be created by the server only, the same in every process. */
async function sharedCreateKey(redis: Redis, prefix: string): Promise<string> {
  const key = `${prefix}createkey`;
  await redis.set(key, randomBytes(18).toString('base64url'), 'NX');
  const value = await redis.get(key);
  if (!value) throw new Error('Redis did not keep the table create key');
  return value;
}

export interface StartOptions {
  /** PostgreSQL only: the schema to work in (tests). */
  readonly dbSchema?: string;
  /** Where rate-limit counters live; in memory by default, in Redis when `REDIS_URL` is set. */
  readonly limits?: LimitStore;
  /**
   * Called when this process finds its lease gone (several processes): another process may be
   * running its tables, so it must stop at once. Default: log and exit with code 75.
   */
  readonly onLeaseLost?: () => void;
  /** The clock of sessions, seeds and records (tests move it); `Date.now` by default. */
  readonly now?: () => number;
  /** Where offline game seeds come from; the platform's random source by default (tests fix them). */
  readonly offlineSeeds?: () => string;
  /** Wraps every query (tests: a store that fails on demand, `testing/faults.ts`). */
  readonly dbPlugin?: KyselyPlugin;
  /** Where log lines go; stdout unless `QUIET=1` by default (tests read them). */
  readonly log?: (line: string) => void;
  /** Timings of game nights, tournaments and presence; from the environment by default. */
  readonly social?: Partial<SocialConfig>;
}

/** Starts everything on one port: REST and the web app (Fastify), rooms (Colyseus). */
export async function startServer(config: Config, extra: StartOptions = {}): Promise<Running> {
  const log = extra.log ?? (config.quiet ? () => {} : (line: string) => console.log(line));
  const opened = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: extra.dbSchema, log });
  const { kind, where } = opened;
  const db = extra.dbPlugin ? opened.db.withPlugin(extra.dbPlugin) : opened.db;
  const store = new Store(db);
  const now = extra.now ?? Date.now;
  // Several processes: one Redis client for leases, table owners, the create key and rate limits.
  const redis = config.redisUrl ? redisClient(config.redisUrl) : null;
  const limits = extra.limits ?? (redis ? redisLimits(redis, config.redisPrefix) : memoryLimits());
  const cluster: Cluster = redis
    ? redisCluster({
        redis,
        prefix: config.redisPrefix,
        leaseMs: config.leaseMs,
        log,
        forget: async (pid) => {
          await matchMaker.driver.cleanup?.(pid);
          await matchMaker.stats.excludeProcess(pid);
        },
        onLost:
          extra.onLeaseLost ??
          (() => {
            console.error('Stammtisch: this process lost its lease; exiting so that no table runs twice');
            process.exit(75);
          }),
      })
    : localCluster();
  const bots = createBotRunner(config.botWorkers, log);
  const guests = new GuestIdentities(store);
  const accounts = new Accounts(db, config, now, limits);
  const ranking = new Ranking(store, kind === 'postgres', now, log);
  const tables = new Map<string, Table>();
  // Groups, friends, game nights, tournaments (issue 18); created right after the context it uses.
  let social: Social | null = null;
  const ctx: ApiContext = {
    store,
    finish: async (gameId, tableId, result, at) => {
      await ranking.finishTableGame(gameId, tableId, result, at);
      social?.gameFinished(tableId);
    },
    gate: (rec, who, seated) => (social ? social.gate(rec, who, seated) : Promise.resolve({})),
    bots,
    config,
    now,
    log,
    mayWrite: () => cluster.mayWrite(),
    identities: new PlayerIdentities(accounts.sessions, guests),
    guests,
    accounts,
    offline: new Offline(db, config, now, accounts.limits, bots, kind === 'postgres', extra.offlineSeeds),
    // Every process must accept the others' create requests: one key for all (Redis), else per process.
    createKey: redis ? await sharedCreateKey(redis, config.redisPrefix) : randomBytes(18).toString('base64url'),
    tables,
    cluster,
    invites: new InviteLimits(limits, config),
    storage: kind,
  };
  social = new Social(ctx, { ...socialConfigFromEnv(), ...extra.social }, () => matchMaker.presence);

  let colyseus: GameServer | null = null;
  let httpServer: HttpServer | null = null;
  const app: FastifyInstance = Fastify({
    logger: false,
    // A hop count becomes "trust the nearest N proxies".
    trustProxy: typeof config.trustProxy === 'number' ? ((_addr: string, i: number) => i < (config.trustProxy as number)) : config.trustProxy,
    bodyLimit: 64 * 1024,
    serverFactory: (handler) => {
      httpServer = createServer((req, res) => {
        if (!colyseus || !(req.url ?? '').startsWith(MATCHMAKE)) return handler(req, res);
        if (req.method !== 'POST' && req.method !== 'OPTIONS') {
          res.writeHead(405, { allow: 'POST, OPTIONS', 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: 'method', message: 'matchmaking takes POST only' }));
          return;
        }
        colyseus.matchmake(req, res).catch((e: unknown) => {
          log(`matchmake ${req.url ?? ''}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
          if (!res.headersSent) res.writeHead(500);
          res.end();
        });
      });
      return httpServer;
    },
  });
  // A request the store could not serve gets 503 `unavailable` (nothing was changed); others as Fastify says.
  app.setErrorHandler((err, req, reply) => {
    if (!isStorageFailure(err)) {
      // @fastify/rate-limit throws its answer as a plain object with the status in it.
      const status = (err as { statusCode?: unknown }).statusCode;
      if (!(err instanceof Error) && typeof status === 'number') return reply.code(status).send(err);
      // Anything else goes on to Fastify's own handler (bad JSON, too large a body, bugs: 500).
      throw err;
    }
    log(`${req.method} ${req.url}: storage failed: ${describeFailure(err)}`);
    return reply.code(503).header('retry-after', '2').send({ error: 'unavailable', message: 'the database is not answering just now: try again in a moment' });
  });
  await securityHeaders(app, config.cspConnectSrc);
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
    await myTablesRoutes(api, ctx);
    await socialRoutes(api, ctx, social!);
  });
  const stopMetrics = metricsRoute(app, { cluster, tables: () => tables.size, token: config.metricsToken });
  await app.register(async (web) => webRoutes(web, config.webDir));
  await app.ready();

  // Only these matchmaking calls are open to clients: tables are created by the server.
  matchMaker.controller.exposedMethods = ['joinById', 'joinOrCreate', 'reconnect'];
  // Same-origin web app: no CORS headers at all (Colyseus' defaults would allow any origin, with
  // credentials); its answers are JSON that no browser should sniff or cache.
  const defaults: Record<string, string> = matchMaker.controller.DEFAULT_CORS_HEADERS;
  for (const header of Object.keys(defaults)) delete defaults[header];
  matchMaker.controller.getCorsHeaders = () => ({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' });
  const shared = redis
    ? {
        presence: await redisPresence(config.redisUrl!, config.redisPrefix),
        driver: new RedisDriver(redisOptions(config.redisUrl!, config.redisPrefix)),
      }
    : {};
  colyseus = new GameServer({
    transport: new WebSocketTransport({ server: httpServer!, maxPayload: config.maxMessageBytes }),
    gracefullyShutdown: false,
    greet: false,
    ...shared,
  });
  colyseus.define(ROOM_TABLE, tableRoomClass(ctx));
  colyseus.define(ROOM_QUEUE, queueRoomClass(ctx)).filterBy(['game', 'mode']);
  colyseus.define(ROOM_LIVE, liveRoomClass(ctx, social));
  // Listen first: the public address (put into every room listing) may need the port. Then
  // `accept` opens this process to matchmaking — its own and the other processes' requests.
  await new Promise<void>((resolve, reject) => {
    httpServer!.once('error', reject);
    httpServer!.listen(config.port, config.host, () => resolve());
  });
  const port = (httpServer!.address() as AddressInfo).port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const publicAddress = redis ? (config.publicAddress ?? `${shownHost}:${port}`) : config.publicAddress;
  if (redis && !config.publicAddress && shownHost === 'localhost') {
    log(`PUBLIC_ADDRESS is not set: clients are sent to ${publicAddress} for this process's tables (docs/scaling.md)`);
  }
  // A dead process's leases cover its tables and its tournaments (`W…`): each is resumed by its kind.
  await cluster.start(matchMaker.processId, publicAddress, (id) => (isTournamentId(id) ? social!.tournaments.adopt(id) : openTableRoom(ctx, id)));
  await matchMaker.accept();

  // Unfinished tables nobody runs: all of them after a restart of one process; with several,
  // those whose process is gone (the watchdog resumes those too) or that lost their owner.
  let closing: Promise<void> | null = null;
  const unrestorable = new Set<string>();
  // Tables that could not be loaded because the store failed are tried again after a backoff.
  const restoreBackoff = new Backoff(1000, 30_000);
  let restoreRetry: ReturnType<typeof setTimeout> | null = null;
  const restoreOrphans = async (): Promise<number> => {
    const unfinished = (await store.unfinishedTables()).filter((t) => !unrestorable.has(t.id) && !tables.has(t.id));
    const orphans = await cluster.orphans(unfinished, now());
    let opened = 0;
    let storeFailed = 0;
    for (const id of orphans) {
      try {
        await openTableRoom(ctx, id);
        opened++;
      } catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        if (why.includes(CLAIMED_ELSEWHERE)) continue;
        if (isStorageFailure(e)) storeFailed++;
        else unrestorable.add(id);
        log(`table ${id} could not be restored: ${why}`);
      }
    }
    if (storeFailed === 0) restoreBackoff.reset();
    else if (!restoreRetry && !closing) {
      const wait = restoreBackoff.next();
      log(`${storeFailed} tables could not be restored (storage): trying again in ${wait} ms`);
      restoreRetry = setTimeout(() => {
        restoreRetry = null;
        restoreOrphans().catch((e: unknown) => log(`restoring tables: ${describeFailure(e)}`));
      }, wait);
    }
    return opened;
  };
  const restored = await restoreOrphans();
  if (restored > 0) log(`restored ${restored} unfinished tables from the log`);
  await social.start();
  const sweep = redis
    ? setInterval(() => {
        restoreOrphans().catch((e: unknown) => log(`orphan sweep: ${describeFailure(e)}`));
      }, ORPHAN_SWEEP_MS)
    : null;

  return {
    url: `http://${shownHost}:${port}`,
    port,
    storage: `${kind} ${where}`,
    ctx,
    close() {
      closing ??= (async () => {
        if (sweep) clearInterval(sweep);
        if (restoreRetry) clearTimeout(restoreRetry);
        await social!.stop();
        await colyseus!.gracefullyShutdown(false);
        // After the rooms: the lease ends, the other processes resume this one's tables at once.
        await cluster.stop();
        stopMetrics();
        await app.close();
        await bots.close();
        await store.close();
        await redis?.quit().catch(() => {});
      })();
      return closing;
    },
  };
}

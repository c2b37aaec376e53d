import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the server can be tuned with; `configFromEnv` reads it from the environment. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Directory of the SQLite file (ignored when `databaseUrl` is set). */
  readonly dataDir: string;
  /** PostgreSQL connection string; SQLite when absent. */
  readonly databaseUrl: string | null;
  /** Redis for several processes: Colyseus presence and driver, leases, rate limits (docs/scaling.md). */
  readonly redisUrl: string | null;
  /** Prefix of every Redis key this deployment writes; several deployments may share one Redis. */
  readonly redisPrefix: string;
  /**
   * Where clients reach this process's WebSockets (`host:port` or `host/path`), put into every
   * room listing and so into every seat reservation. Null: the address it listens on (fine for
   * loopback and tests; set it behind a load balancer).
   */
  readonly publicAddress: string | null;
  /**
   * Where people reach the app (`https://karten.example.org`, `http://192.168.1.20:3000`): invite
   * links and QR codes use it, so that a server started on `localhost` still hands out an address
   * the other phones at the table can open. Null: the address the browser used.
   */
  readonly publicUrl: string | null;
  /** A process whose lease is this old is dead: another process resumes its tables. */
  readonly leaseMs: number;
  /** `GET /api/metrics` answers loopback callers, and callers with this bearer token. */
  readonly metricsToken: string | null;
  /** Built web app to serve; a hint page when missing. */
  readonly webDir: string;
  /** Extra `connect-src` sources of the Content-Security-Policy (other processes' WebSocket hosts). */
  readonly cspConnectSrc: readonly string[];
  /** Turn timers of a new table unless it sets its own. */
  readonly cardMs: number;
  readonly decisionMs: number;
  /** How long a disconnected player's seat is held before the bot keeps it to the end. */
  readonly reconnectMs: number;
  /** How long a game's start waits for the seats' revealed values (docs/fairness.md); then the server's seed fills in. */
  readonly revealMs: number;
  /** A bot's thinking pause before it acts, and a random extra up to `botJitterMs`. */
  readonly botDelayMs: number;
  readonly botJitterMs: number;
  /** Worker threads for Schwer bots; 0 = decide on the main thread. */
  readonly botWorkers: number;
  /** Quick match: how long the first waiting player waits before bots fill the table. */
  readonly quickMatchWaitMs: number;
  /** A table nobody sits at (no human connected, no game running) closes after this. */
  readonly tableIdleMs: number;
  /** Per-connection message budget: a burst, refilled per second; strikes until closed. */
  readonly msgBurst: number;
  readonly msgPerSecond: number;
  readonly floodStrikes: number;
  readonly chatBurst: number;
  readonly chatPerMinute: number;
  /** Largest WebSocket message accepted (bytes); larger ones close the connection. */
  readonly maxMessageBytes: number;
  /** REST requests per minute and IP. */
  readonly apiPerMinute: number;
  /** Sessions: idle expiry (sliding, renewed by use) and the absolute limit after login. */
  readonly sessionTtlMs: number;
  readonly sessionMaxMs: number;
  /** `Secure` on the cookies: 'auto' = when the request came over https. */
  readonly cookieSecure: boolean | 'auto';
  /** Fastify `trustProxy`: false, true, a hop count or a list of proxy addresses. */
  readonly trustProxy: boolean | number | string;
  /** Requests per minute and IP to `/api/auth/*` (`@fastify/rate-limit`). */
  readonly authPerMinute: number;
  /** Login and registration attempts per IP in 15 minutes. */
  readonly loginIpLimit: number;
  /** Failed logins per account (username) in 15 minutes; then even the right password waits. */
  readonly loginAccountLimit: number;
  /** New accounts per IP and hour. */
  readonly registerIpLimit: number;
  /** Wrong invite codes per IP, and per table, in 15 minutes (table/invites.ts). */
  readonly inviteIpLimit: number;
  readonly inviteTableLimit: number;
  /** Offline seeds issued plus games submitted, per player and hour. */
  readonly offlinePerHour: number;
  /** How long an issued offline seed may be played and submitted. */
  readonly offlineSeedTtlMs: number;
  /** Bot and timeout actions in a row with nobody connected after which a table stops. */
  readonly unattendedLimit: number;
  /** Log lines to stdout. */
  readonly quiet: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

function int(env: Env, key: string, fallback: number, min = 0): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${key} must be a whole number ≥ ${min}, got "${raw}"`);
  return n;
}

const text = (env: Env, key: string): string | null => {
  const v = env[key];
  return v === undefined || v === '' ? null : v;
};

const DAY_MS = 24 * 3600_000;

/** `PUBLIC_URL`: an http(s) address, without a trailing slash. */
function publicUrl(env: Env): string | null {
  const raw = text(env, 'PUBLIC_URL');
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://karten.example.org, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must start with http:// or https://, got "${raw}"`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function secure(env: Env): boolean | 'auto' {
  const v = env.COOKIE_SECURE ?? 'auto';
  if (v === 'auto' || v === '') return 'auto';
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  throw new Error(`COOKIE_SECURE must be auto, 1 or 0, got "${v}"`);
}

function proxy(env: Env): boolean | number | string {
  const v = env.TRUST_PROXY ?? '';
  if (v === '' || v === '0' || v === 'false') return false;
  if (v === 'true') return true;
  return /^\d+$/.test(v) ? Number(v) : v;
}

/**
 * Relative paths are taken from where `npm start` was run (`INIT_CWD`), not from the workspace
 * folder npm switches into.
 */
export function configFromEnv(env: Env = process.env, cwd = env.INIT_CWD ?? process.cwd()): Config {
  return {
    port: int(env, 'PORT', 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(cwd, env.DATA_DIR ?? './data'),
    databaseUrl: text(env, 'DATABASE_URL'),
    redisUrl: text(env, 'REDIS_URL'),
    redisPrefix: env.REDIS_PREFIX ?? 'stammtisch:',
    publicAddress: text(env, 'PUBLIC_ADDRESS'),
    publicUrl: publicUrl(env),
    leaseMs: int(env, 'LEASE_MS', 5000, 500),
    metricsToken: text(env, 'METRICS_TOKEN'),
    webDir: env.WEB_DIR ? resolve(cwd, env.WEB_DIR) : fileURLToPath(new URL('../../web/dist', import.meta.url)),
    cspConnectSrc: (env.CSP_CONNECT_SRC ?? '').split(/[\s,]+/).filter((x) => x !== ''),
    cardMs: int(env, 'TURN_CARD_MS', 30_000, 100),
    decisionMs: int(env, 'TURN_DECISION_MS', 15_000, 100),
    reconnectMs: int(env, 'RECONNECT_MS', 120_000),
    revealMs: int(env, 'REVEAL_MS', 1500, 0),
    botDelayMs: int(env, 'BOT_DELAY_MS', 900),
    botJitterMs: int(env, 'BOT_JITTER_MS', 700),
    botWorkers: int(env, 'BOT_WORKERS', 1),
    quickMatchWaitMs: int(env, 'QUICKMATCH_WAIT_MS', 20_000),
    tableIdleMs: int(env, 'TABLE_IDLE_MS', 30 * 60_000, 1000),
    msgBurst: int(env, 'MSG_BURST', 20, 1),
    msgPerSecond: int(env, 'MSG_PER_SECOND', 10, 1),
    floodStrikes: int(env, 'FLOOD_STRIKES', 40, 1),
    chatBurst: int(env, 'CHAT_BURST', 5, 1),
    chatPerMinute: int(env, 'CHAT_PER_MINUTE', 20, 1),
    maxMessageBytes: int(env, 'MAX_MESSAGE_BYTES', 4096, 256),
    apiPerMinute: int(env, 'API_PER_MINUTE', 300, 1),
    sessionTtlMs: int(env, 'SESSION_TTL_MS', 30 * DAY_MS, 1000),
    sessionMaxMs: int(env, 'SESSION_MAX_MS', 180 * DAY_MS, 1000),
    cookieSecure: secure(env),
    trustProxy: proxy(env),
    authPerMinute: int(env, 'AUTH_PER_MINUTE', 30, 1),
    loginIpLimit: int(env, 'LOGIN_IP_LIMIT', 30, 1),
    loginAccountLimit: int(env, 'LOGIN_ACCOUNT_LIMIT', 10, 1),
    registerIpLimit: int(env, 'REGISTER_IP_LIMIT', 10, 1),
    inviteIpLimit: int(env, 'INVITE_IP_LIMIT', 20, 1),
    inviteTableLimit: int(env, 'INVITE_TABLE_LIMIT', 20, 1),
    offlinePerHour: int(env, 'OFFLINE_PER_HOUR', 60, 1),
    offlineSeedTtlMs: int(env, 'OFFLINE_SEED_TTL_MS', 7 * DAY_MS, 1000),
    unattendedLimit: int(env, 'UNATTENDED_LIMIT', 2000, 1),
    quiet: env.QUIET === '1',
  };
}

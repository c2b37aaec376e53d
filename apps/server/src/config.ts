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
  /** For scaling out (issue 11); accepted and reported, not used yet. */
  readonly redisUrl: string | null;
  /** Built web app to serve; a hint page when missing. */
  readonly webDir: string;
  /** Turn timers of a new table unless it sets its own. */
  readonly cardMs: number;
  readonly decisionMs: number;
  /** How long a disconnected player's seat is held before the bot keeps it to the end. */
  readonly reconnectMs: number;
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
    webDir: env.WEB_DIR ? resolve(cwd, env.WEB_DIR) : fileURLToPath(new URL('../../web/dist', import.meta.url)),
    cardMs: int(env, 'TURN_CARD_MS', 30_000, 100),
    decisionMs: int(env, 'TURN_DECISION_MS', 15_000, 100),
    reconnectMs: int(env, 'RECONNECT_MS', 120_000),
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
    quiet: env.QUIET === '1',
  };
}

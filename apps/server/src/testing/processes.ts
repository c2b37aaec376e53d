import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Test-only: real server processes (`main.ts` as child processes on 127.0.0.1, port 0) that
 * share one storage and — for several processes — one Redis under a key prefix of their own,
 * so parallel runs never meet. PostgreSQL (a fresh schema) when TEST_DATABASE_URL is set,
 * else one SQLite file all processes open.
 */
export const REDIS_URL = process.env.TEST_REDIS_URL;
const PG_URL = process.env.TEST_DATABASE_URL;

const root = fileURLToPath(new URL('../../../..', import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Everything the process printed. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
}

export interface Backing {
  /** The environment every process of this run shares (storage, Redis, prefix). */
  readonly env: Readonly<Record<string, string>>;
  readonly storage: 'postgres' | 'sqlite';
  /** The run's Redis (under its prefix), for tests that look at the leases. */
  readonly redis: Redis | null;
  readonly prefix: string;
  cleanup(): Promise<void>;
}

/** Fresh storage (and Redis prefix) for one test file. */
export async function backing(opts: { redis: boolean }): Promise<Backing> {
  const prefix = `st-test-${randomBytes(5).toString('hex')}:`;
  const dataDir = mkdtempSync(join(tmpdir(), 'stammtisch-procs-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let admin: pg.Client | null = null;
  let schema = '';
  if (PG_URL) {
    schema = `t_${randomBytes(6).toString('hex')}`;
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const sep = PG_URL.includes('?') ? '&' : '?';
    env.DATABASE_URL = `${PG_URL}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  }
  const redis = opts.redis && REDIS_URL ? new Redis(REDIS_URL) : null;
  if (redis) {
    env.REDIS_URL = REDIS_URL!;
    env.REDIS_PREFIX = prefix;
  }
  return {
    env,
    storage: PG_URL ? 'postgres' : 'sqlite',
    redis,
    prefix,
    async cleanup() {
      if (redis) {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
        await redis.quit();
      }
      if (admin) {
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Quiet, fast settings for tests; `env` adds to them. */
export const TEST_PROCESS_ENV: Readonly<Record<string, string>> = {
  HOST: '127.0.0.1',
  PORT: '0',
  BOT_DELAY_MS: '0',
  BOT_JITTER_MS: '0',
  BOT_WORKERS: '0',
  RECONNECT_MS: '60000',
  MSG_PER_SECOND: '1000',
  MSG_BURST: '1000',
  API_PER_MINUTE: '1000000',
  TURN_CARD_MS: '60000',
  TURN_DECISION_MS: '60000',
};

export function startServerProcess(env: Readonly<Record<string, string>>, all: ServerProcess[] = []): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...TEST_PROCESS_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let started = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /listening on (http:\/\/[^ ]+)/.exec(out);
      if (m && !started) {
        started = true;
        clearTimeout(timer);
        const url = m[1]!;
        const proc: ServerProcess = { url, port: Number(new URL(url).port), child, output: () => out, exited };
        all.push(proc);
        resolve(proc);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    exited.then((code) => reject(new Error(`server exited (${code}): ${out}`)), reject);
  });
}

/** Ends every process still running (SIGKILL: tests never wait for a graceful stop here). */
export async function killAll(all: readonly ServerProcess[]): Promise<void> {
  for (const p of all) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  await Promise.all(all.map((p) => p.exited));
}

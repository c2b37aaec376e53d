import type { Redis } from 'ioredis';
import { CLAIMED_ELSEWHERE, type Cluster } from './cluster.ts';

/**
 * Tables across processes, kept in Redis (all keys under `prefix`):
 *
 * - `lease:<pid>`  — a process is alive while this key lives (PX `leaseMs`, renewed every
 *   `leaseMs / 5`). A process that finds its own lease gone stops at once (`onLost`).
 * - `procs`        — the processes that may own tables.
 * - `owner`        — hash table id → process id; `owned:<pid>` — the same, per process.
 *
 * A table room claims its table in `onCreate` (the CLAIM script): only when nobody owns it or its
 * owner's lease has run out, and only while the claimer's own lease lives. The watchdog of every
 * process looks for processes without a lease and resumes their tables from the action log;
 * each is claimed exactly once however many watchdogs race. A process stops appending to any
 * log once its last renewal is older than 60 % of the lease (`mayWrite`), well before another
 * process may claim its tables; the actions table's primary key (game, index) is the last guard.
 */
export interface RedisClusterOptions {
  readonly redis: Redis;
  readonly prefix: string;
  readonly leaseMs: number;
  readonly log: (line: string) => void;
  /** Colyseus' side of a dead process: drop its room listings and its process stats. */
  readonly forget: (processId: string) => Promise<void>;
  /** Our lease is gone — another process may run our tables now: stop at once. */
  readonly onLost: () => void;
}

const CLAIM = `
if redis.call('EXISTS', ARGV[3] .. 'lease:' .. ARGV[2]) == 0 then return '!no lease' end
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if cur then
  if cur == ARGV[2] or redis.call('EXISTS', ARGV[3] .. 'lease:' .. cur) == 1 then return cur end
  redis.call('SREM', ARGV[3] .. 'owned:' .. cur, ARGV[1])
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('SADD', KEYS[2], ARGV[1])
return false`;

const RELEASE = `
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then redis.call('HDEL', KEYS[1], ARGV[1]) end
redis.call('SREM', KEYS[2], ARGV[1])
return 1`;

const FORGET = `
if redis.call('EXISTS', KEYS[3]) == 0 and redis.call('SCARD', KEYS[2]) == 0 then
  redis.call('SREM', KEYS[1], ARGV[1])
  return 1
end
return 0`;

/** Tables created this recently without an owner are still being opened by their creator. */
const ORPHAN_GRACE_MS = 10_000;
const RESUME_CONCURRENCY = 16;

export function redisCluster(o: RedisClusterOptions): Cluster {
  const { redis, prefix, leaseMs, log } = o;
  const k = {
    lease: (pid: string) => `${prefix}lease:${pid}`,
    owned: (pid: string) => `${prefix}owned:${pid}`,
    owner: `${prefix}owner`,
    procs: `${prefix}procs`,
  };
  let me = '';
  let address: string | null = null;
  let renewedAt = 0;
  let lost = false;
  let stopped = false;
  let beatTimer: ReturnType<typeof setInterval> | null = null;
  let watchTimer: ReturnType<typeof setInterval> | null = null;
  let scanning = false;
  let resume: (tableId: string) => Promise<void> = async () => {};
  const forgotten = new Set<string>();

  async function beat(): Promise<void> {
    if (stopped || lost) return;
    const sent = Date.now();
    try {
      const ok = await redis.set(k.lease(me), String(sent), 'PX', leaseMs, 'XX');
      if (stopped) return;
      if (ok === null) {
        lost = true;
        log(`process ${me}: its lease ran out — other processes may be running its tables; stopping`);
        o.onLost();
        return;
      }
      renewedAt = sent;
    } catch (e) {
      log(`process ${me}: lease renewal failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  async function scan(): Promise<void> {
    if (scanning || stopped || lost) return;
    scanning = true;
    try {
      const others = (await redis.smembers(k.procs)).filter((p) => p !== me);
      if (others.length === 0) return;
      const alive = await redis.pipeline(others.map((p) => ['exists', k.lease(p)])).exec();
      for (const [i, pid] of others.entries()) {
        if (alive?.[i]?.[1] === 1) continue;
        await takeOver(pid);
      }
    } catch (e) {
      log(`watchdog: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      scanning = false;
    }
  }

  async function takeOver(pid: string): Promise<void> {
    if (!forgotten.has(pid)) {
      await o.forget(pid);
      forgotten.add(pid);
    }
    const tables = await redis.smembers(k.owned(pid));
    if (tables.length === 0) {
      await redis.eval(FORGET, 3, k.procs, k.owned(pid), k.lease(pid), pid);
      return;
    }
    log(`process ${pid} is gone: resuming ${tables.length} of its tables`);
    const from = Date.now();
    let resumed = 0;
    shuffle(tables);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < tables.length && !stopped && !lost) {
        const id = tables[next++]!;
        try {
          await resume(id);
          resumed++;
        } catch (e) {
          const why = e instanceof Error ? e.message : String(e);
          if (why.includes(CLAIMED_ELSEWHERE)) continue;
          // Not a race lost to another watchdog: the table cannot be opened (its log does not
          // replay, it is gone). Nobody keeps trying; it stays in the database as it is.
          log(`table ${id} of process ${pid} could not be resumed: ${why}`);
          await redis.eval(RELEASE, 2, k.owner, k.owned(pid), id, pid);
        }
      }
    };
    await Promise.all(Array.from({ length: RESUME_CONCURRENCY }, worker));
    log(`process ${pid}: ${resumed} of its tables resumed here in ${Date.now() - from} ms`);
  }

  return {
    shared: true,
    get publicAddress() {
      return address;
    },
    async claim(tableId) {
      const cur = (await redis.eval(CLAIM, 2, k.owner, k.owned(me), tableId, me, prefix)) as string | null;
      if (cur === null) return null;
      return cur.startsWith('!') ? `process ${me} has no lease` : `table ${tableId} ${CLAIMED_ELSEWHERE} ${cur}`;
    },
    async release(tableId) {
      await redis.eval(RELEASE, 2, k.owner, k.owned(me), tableId, me);
    },
    mayWrite: () => !lost && !stopped && Date.now() - renewedAt < leaseMs * 0.6,
    async running(ids) {
      if (ids.length === 0) return new Set();
      const owners = await redis.hmget(k.owner, ...ids);
      return new Set(ids.filter((_, i) => owners[i] !== null));
    },
    async orphans(tables, now) {
      const out: string[] = [];
      for (let i = 0; i < tables.length; i += 500) {
        const chunk = tables.slice(i, i + 500);
        const owners = await redis.hmget(k.owner, ...chunk.map((t) => t.id));
        const distinct = [...new Set(owners.filter((x): x is string => x !== null))];
        const alive = distinct.length > 0 ? await redis.pipeline(distinct.map((p) => ['exists', k.lease(p)])).exec() : [];
        const live = new Set(distinct.filter((_, j) => alive?.[j]?.[1] === 1));
        for (const [j, t] of chunk.entries()) {
          const owner = owners[j];
          if (owner === null || owner === undefined ? t.createdAt < now - ORPHAN_GRACE_MS : !live.has(owner)) out.push(t.id);
        }
      }
      return out;
    },
    async start(processId, publicAddress, resumeTable) {
      me = processId;
      address = publicAddress;
      resume = resumeTable;
      const sent = Date.now();
      const ok = await redis.set(k.lease(me), String(sent), 'PX', leaseMs, 'NX');
      if (ok === null) throw new Error(`process id ${me} is in use by a live process`);
      renewedAt = sent;
      await redis.sadd(k.procs, me);
      // Both catch what they meet themselves; a rejection that still gets here is logged.
      const logged = (what: string) => (e: unknown) => log(`${what}: ${e instanceof Error ? e.message : String(e)}`);
      beatTimer = setInterval(() => {
        beat().catch(logged('lease renewal'));
      }, Math.max(100, Math.floor(leaseMs / 5)));
      watchTimer = setInterval(() => {
        scan().catch(logged('watchdog'));
      }, Math.max(100, Math.min(1000, Math.floor(leaseMs / 2))));
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (beatTimer) clearInterval(beatTimer);
      if (watchTimer) clearInterval(watchTimer);
      // Our unfinished tables stay in `owned:<me>`: without the lease the others resume them now.
      if (me && !lost) await redis.del(k.lease(me)).catch(() => {});
    },
  };
}

function shuffle<T>(xs: T[]): void {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
}

import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIMED_ELSEWHERE, type Cluster } from './cluster.ts';
import { redisCluster } from './leases.ts';

/**
 * The table leases on a real Redis (under a prefix of this run): a table is claimed by one
 * process at a time; a dead process's tables are claimed once, by one survivor; a process that
 * finds its lease gone stops writing and says so.
 */
const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.log('leases.test: TEST_REDIS_URL is not set — the lease tests are skipped.');

describe.skipIf(!REDIS_URL)('table leases in Redis', () => {
  let redis: Redis;
  const prefix = `st-test-${randomBytes(5).toString('hex')}:`;
  const started: Cluster[] = [];
  /** Every table any process resumed, in order: each must appear once. */
  const resumed: { pid: string; id: string }[] = [];

  beforeAll(() => {
    redis = new Redis(REDIS_URL!);
  });
  afterAll(async () => {
    await Promise.all(started.map((c) => c.stop()));
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  async function proc(pid: string, lost: string[] = []): Promise<Cluster> {
    const c = redisCluster({
      redis,
      prefix,
      leaseMs: 600,
      log: () => {},
      forget: async () => {},
      onLost: () => lost.push(pid),
    });
    await c.start(pid, `127.0.0.1:${pid}`, async (id) => {
      const refused = await c.claim(id);
      if (refused) throw new Error(refused);
      resumed.push({ pid, id });
    });
    started.push(c);
    return c;
  }

  it('one owner at a time; the owner itself cannot open a table twice', async () => {
    const a = await proc('A1');
    const b = await proc('B1');
    expect(await a.claim('T1')).toBeNull();
    expect(await b.claim('T1')).toContain(`${CLAIMED_ELSEWHERE} A1`);
    expect(await a.claim('T1')).toContain(CLAIMED_ELSEWHERE);
    expect(await b.running(['T1', 'T2'])).toEqual(new Set(['T1']));
    await a.release('T1');
    expect(await b.claim('T1')).toBeNull();
    expect(a.mayWrite()).toBe(true);
  });

  it('a dead process (its lease gone) has its tables claimed by a survivor, each exactly once', async () => {
    const lostD: string[] = [];
    const dead = await proc('D2', lostD);
    for (const id of ['T21', 'T22', 'T23']) expect(await dead.claim(id)).toBeNull();
    await proc('B2');
    await proc('C2');
    // The process is paused: its lease runs out, and it must not write meanwhile. Every other
    // process (four here, all watching) races for its tables.
    await redis.del(`${prefix}lease:D2`);
    const of2 = () => resumed.filter((r) => r.id.startsWith('T2'));
    await expect.poll(() => of2().map((r) => r.id).sort(), { timeout: 5000 }).toEqual(['T21', 'T22', 'T23']);
    // A few more watchdog rounds: nobody resumes them a second time.
    await new Promise((r) => setTimeout(r, 1000));
    expect(of2()).toHaveLength(3);
    for (const r of of2()) expect(await redis.hget(`${prefix}owner`, r.id)).toBe(r.pid);
    expect(await redis.scard(`${prefix}owned:D2`)).toBe(0);
    // The paused process wakes: its lease is gone, it stops (no second runner) and may not claim.
    await expect.poll(() => lostD, { timeout: 3000 }).toEqual(['D2']);
    expect(dead.mayWrite()).toBe(false);
    expect(await dead.claim('T99')).toContain('no lease');
    // With nothing left to resume, the dead process is forgotten.
    await expect.poll(() => redis.sismember(`${prefix}procs`, 'D2'), { timeout: 3000 }).toBe(0);
  });

  it('orphans: unfinished tables whose owner is dead, or that nobody owns after the grace time', async () => {
    const e = await proc('E3');
    expect(await e.claim('T31')).toBeNull();
    await redis.hset(`${prefix}owner`, 'T32', 'Z-gone');
    const now = Date.now();
    const orphans = await e.orphans(
      [
        { id: 'T31', createdAt: 0 },
        { id: 'T32', createdAt: 0 },
        { id: 'T33', createdAt: 0 },
        { id: 'T34', createdAt: now },
      ],
      now,
    );
    expect(orphans).toEqual(['T32', 'T33']);
  });
});

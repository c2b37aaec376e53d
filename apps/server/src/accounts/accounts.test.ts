import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../store/db.ts';
import type { Db } from '../store/db.ts';
import { Accounts, BAD_CREDENTIALS } from './accounts.ts';
import { memoryLimits, redisLimits, take } from './limits.ts';
import type { Hasher } from './passwords.ts';

/** The login path does the same work for an unknown user as for a wrong password. */
describe('login work', () => {
  let db: Db;
  let dir: string;
  const calls: string[] = [];
  const hasher: Hasher = {
    hash: async (pw) => `h:${pw}`,
    verify: async (stored, pw) => {
      calls.push(stored);
      return stored === `h:${pw}`;
    },
  };
  const policy = { sessionTtlMs: 60_000, sessionMaxMs: 600_000, loginIpLimit: 100, loginAccountLimit: 100, registerIpLimit: 100, offlinePerHour: 10 };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stammtisch-accounts-'));
    db = (await openDb({ databaseUrl: null, dataDir: dir })).db;
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('verifies one hash for a known user with a wrong password and one (a dummy) for an unknown user', async () => {
    const accounts = new Accounts(db, policy, () => 1_800_000_000_000, memoryLimits(), hasher);
    const made = await accounts.register('Gustl', 'richtig-richtig', null, '127.0.0.1');
    expect('token' in made).toBe(true);
    calls.length = 0;
    expect(await accounts.login('Gustl', 'falsch-falsch', '127.0.0.1')).toEqual(BAD_CREDENTIALS);
    expect(calls).toEqual(['h:richtig-richtig']);
    calls.length = 0;
    expect(await accounts.login('Unbekannt', 'falsch-falsch', '127.0.0.1')).toEqual(BAD_CREDENTIALS);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^h:/);
    expect(calls[0]).not.toBe('h:richtig-richtig');
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.log('accounts.test: TEST_REDIS_URL is not set — the shared (Redis) limit store test is skipped.');

describe.skipIf(!REDIS_URL)('limits shared through Redis', () => {
  it('two processes’ limiters count together', async () => {
    const { Redis } = await import('ioredis');
    const [a, b] = [new Redis(REDIS_URL!), new Redis(REDIS_URL!)];
    try {
      const name = `test-${Date.now()}-${Math.random()}`;
      const one = redisLimits(a).limiter(name, 3, 60);
      const two = redisLimits(b).limiter(name, 3, 60);
      expect((await take(one, 'ip')).ok).toBe(true);
      expect((await take(two, 'ip')).ok).toBe(true);
      expect((await take(one, 'ip')).ok).toBe(true);
      const refused = await take(two, 'ip');
      expect(refused.ok).toBe(false);
      expect(refused.ok ? 0 : refused.retryAfterS).toBeGreaterThan(0);
    } finally {
      a.disconnect();
      b.disconnect();
    }
  });
});

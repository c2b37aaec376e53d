import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Where rate-limit counters live. In memory for one process; with several processes behind a
 * load balancer (issue 11) every process must count together: pass `redisLimits(client)` to
 * `startServer` and both the login limits and `@fastify/rate-limit` keep their counters in Redis.
 */
export interface LimitStore {
  limiter(name: string, points: number, durationS: number): RateLimiterAbstract;
  /** Extra `@fastify/rate-limit` options: its shared store, where there is one. */
  readonly fastify: { readonly redis?: unknown; readonly nameSpace?: string };
}

export function memoryLimits(): LimitStore {
  return {
    limiter: (name, points, durationS) => new RateLimiterMemory({ keyPrefix: name, points, duration: durationS }),
    fastify: {},
  };
}

/** `client`: an ioredis client (the one `@fastify/rate-limit` accepts too); keys under `prefix`. */
export function redisLimits(client: unknown, prefix = 'stammtisch:'): LimitStore {
  return {
    limiter: (name, points, durationS) =>
      new RateLimiterRedis({ storeClient: client, keyPrefix: `${prefix}rl:${name}`, points, duration: durationS }),
    fastify: { redis: client, nameSpace: `${prefix}api:` },
  };
}

export type Verdict = { readonly ok: true } | { readonly ok: false; readonly retryAfterS: number };

const OK: Verdict = { ok: true };
const wait = (ms: number): Verdict => ({ ok: false, retryAfterS: Math.max(1, Math.ceil(ms / 1000)) });

/** Takes `points` from `key`; refused (with the wait) when the budget is spent. */
export async function take(limiter: RateLimiterAbstract, key: string, points = 1): Promise<Verdict> {
  try {
    await limiter.consume(key, points);
    return OK;
  } catch (e) {
    if (e instanceof RateLimiterRes) return wait(e.msBeforeNext);
    throw e;
  }
}

/** Whether `key` has spent its budget already, without spending any. */
export async function spent(limiter: RateLimiterAbstract, key: string): Promise<Verdict> {
  const res = await limiter.get(key);
  return res && res.consumedPoints >= limiter.points ? wait(res.msBeforeNext) : OK;
}

export interface AuthLimitPolicy {
  readonly loginIpLimit: number;
  readonly loginAccountLimit: number;
  readonly registerIpLimit: number;
  readonly offlinePerHour: number;
}

const QUARTER_HOUR_S = 15 * 60;
const HOUR_S = 3600;

/** The limiters of accounts and offline play, made from one store. */
export class AuthLimits {
  /** Every login or registration attempt, per IP. */
  readonly attemptsByIp: RateLimiterAbstract;
  /** Failed logins per account name (known or not: both are counted alike). */
  readonly failuresByAccount: RateLimiterAbstract;
  readonly registrationsByIp: RateLimiterAbstract;
  /** Offline seeds and submissions per player. */
  readonly offlineByPlayer: RateLimiterAbstract;

  constructor(store: LimitStore, policy: AuthLimitPolicy) {
    this.attemptsByIp = store.limiter('auth-ip', policy.loginIpLimit, QUARTER_HOUR_S);
    this.failuresByAccount = store.limiter('auth-account', policy.loginAccountLimit, QUARTER_HOUR_S);
    this.registrationsByIp = store.limiter('register-ip', policy.registerIpLimit, HOUR_S);
    this.offlineByPlayer = store.limiter('offline', policy.offlinePerHour, HOUR_S);
  }
}

import { RedisPresence } from '@colyseus/redis-presence';
import { type Cluster, Redis, type RedisOptions } from 'ioredis';

/**
 * Redis connection options from a `redis://[user:password@]host[:port][/db]` (or `rediss://`)
 * URL. Colyseus' Redis presence and driver take one options object, so the URL is taken apart
 * here; `keyPrefix` puts every key they write under this deployment's prefix.
 */
export function redisOptions(url: string, keyPrefix?: string): RedisOptions {
  const u = new URL(url);
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw new Error(`REDIS_URL must start with redis:// or rediss://, got "${u.protocol}"`);
  const db = u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0;
  if (!Number.isInteger(db) || db < 0) throw new Error(`REDIS_URL: "${u.pathname.slice(1)}" is not a database number`);
  return {
    host: u.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port: u.port ? Number(u.port) : 6379,
    db,
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
    ...(keyPrefix ? { keyPrefix } : {}),
  };
}

/** A client for the server's own keys (leases, table owners, rate limits): no key prefix, keys are built whole. */
export function redisClient(url: string): Redis {
  return new Redis({ ...redisOptions(url), lazyConnect: false, maxRetriesPerRequest: 2 });
}

/**
 * Colyseus' Redis presence, connected before Colyseus subscribes. ioredis runs a ready check
 * (INFO) right after connecting; a SUBSCRIBE sent in between puts the connection into subscriber
 * mode, the check fails, and the process channel stays unsubscribed (every request from other
 * processes then times out). Without the ready check and with both connections up first, that
 * cannot happen — neither at start nor after a reconnect.
 */
export async function redisPresence(url: string, keyPrefix: string): Promise<RedisPresence> {
  const presence = new ConnectedPresence({ ...redisOptions(url, keyPrefix), enableReadyCheck: false });
  await presence.connected();
  return presence;
}

class ConnectedPresence extends RedisPresence {
  connected(): Promise<void> {
    const up = (c: Redis | Cluster) =>
      c.status === 'ready'
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            c.once('ready', () => resolve());
            c.once('error', reject);
          });
    return Promise.all([up(this.sub), up(this.pub)]).then(() => {});
  }
}

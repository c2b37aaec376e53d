/**
 * Storage failures: what the drivers throw when the database cannot take a write or answer a
 * read (SQLite busy, full or damaged; PostgreSQL disconnected, shutting down, out of space). The
 * server never lets one of them end the process: the change it belonged to is not applied, the
 * player gets `unavailable`, and the table tries again with a backoff.
 */

/** Driver error codes that mean "the store is not available", not "the query is wrong". */
const SQLITE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CANTOPEN|READONLY|CORRUPT|NOTADB|PROTOCOL|NOMEM|INTERRUPT)/;
/**
 * PostgreSQL SQLSTATEs: classes 08 connection, 53 resources (disk full 53100), 57 operator
 * intervention (pg_terminate_backend 57P01), 58 system; a lock not available, a serialization
 * failure and a deadlock.
 */
const PG_CLASS = /^(08|53|57|58)[0-9A-Z]{3}$|^(55P03|40001|40P01)$/;
const ERRNO = /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|ENOSPC|EIO)$/;
const MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is|server closed the connection/i;

/** Whether `e` is the store being unavailable (and so worth trying again), rather than a bug. */
export function isStorageFailure(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  // A table room that could not be opened for this reason (matchmaking error 4503).
  if (code === 4503) return true;
  if (typeof code === 'string' && (SQLITE.test(code) || PG_CLASS.test(code) || ERRNO.test(code))) return true;
  return e instanceof Error && MESSAGES.test(e.message);
}

/** One line for the log: the driver's code and message. */
export function describeFailure(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  const msg = e instanceof Error ? e.message : String(e);
  return typeof code === 'string' ? `${code}: ${msg}` : msg;
}

/**
 * Waits between attempts after failures: 250 ms, doubling to at most 8 s, each ± a quarter at
 * random so that tables hit by the same outage do not all come back in the same millisecond.
 */
export class Backoff {
  private failures = 0;

  constructor(
    private readonly firstMs = 250,
    private readonly maxMs = 8000,
  ) {}

  get attempts(): number {
    return this.failures;
  }

  /** The wait before the next attempt, counting one more failure. */
  next(): number {
    const base = Math.min(this.maxMs, this.firstMs * 2 ** Math.min(this.failures, 16));
    this.failures++;
    return Math.round(base * (0.75 + Math.random() * 0.5));
  }

  reset(): void {
    this.failures = 0;
  }
}

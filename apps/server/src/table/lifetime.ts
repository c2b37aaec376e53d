import { Backoff, describeFailure } from '../store/faults.ts';

/**
 * A table's queue and its end. All changes of a table run one at a time through `serial`, so a
 * timer, a bot and a player never race; a change that fails is logged and the next one runs.
 * Work that must happen even when the store fails for a while (a bot's move, recording a result)
 * goes through `keepTrying`. Once disposed, nothing queued runs any more.
 */
export class Lifetime {
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly retries = new Set<ReturnType<typeof setTimeout>>();
  private readonly backoff = new Backoff();
  private disposed = false;

  constructor(
    private readonly tableId: string,
    private readonly log: (line: string) => void,
    private readonly onClose: () => void,
  ) {}

  get closed(): boolean {
    return this.disposed;
  }

  /** Runs `task` after everything queued before it; the caller gets its result or its error. */
  serial<T>(task: () => Promise<T> | T): Promise<T> {
    const p = this.queue.then(() => (this.disposed ? (undefined as T) : task()));
    this.queue = p.catch((e: unknown) => this.log(`table ${this.tableId}: ${e instanceof Error ? e.stack : String(e)}`));
    return p;
  }

  /**
   * Runs `task` (which queues itself where it must) until it succeeds: after a failure it is
   * logged and tried again after a backoff (250 ms doubling to 8 s, shared by the table's tasks
   * and reset by any success). Never rejects; stops when the table is disposed.
   */
  keepTrying(what: string, task: () => Promise<void>): void {
    if (this.disposed) return;
    task().then(
      () => this.backoff.reset(),
      (e: unknown) => {
        if (this.disposed) return;
        const wait = this.backoff.next();
        this.log(`table ${this.tableId}: ${what} failed (${describeFailure(e)}); attempt ${this.backoff.attempts + 1} in ${wait} ms`);
        const timer = setTimeout(() => {
          this.retries.delete(timer);
          this.keepTrying(what, task);
        }, wait);
        this.retries.add(timer);
      },
    );
  }

  /** A store write of the table worked: later retries start again from the shortest wait. */
  stored(): void {
    this.backoff.reset();
  }

  /** `expire` runs (in the queue) after `ms`, unless the idle timer is cleared or armed again first. */
  armIdle(ms: number, expire: () => Promise<void>): void {
    this.clearIdle();
    this.idleTimer = setTimeout(() => this.keepTrying('closing the idle table', () => this.serial(expire)), ms);
  }

  clearIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  close(why: string): void {
    if (this.disposed) return;
    this.log(`table ${this.tableId} closes (${why})`);
    this.onClose();
  }

  dispose(): void {
    this.disposed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    for (const t of this.retries) clearTimeout(t);
    this.retries.clear();
  }
}

/**
 * A table's queue and its end. All changes of a table run one at a time through `serial`, so a
 * timer, a bot and a player never race; a change that fails is logged and the next one runs.
 * Once disposed, nothing queued runs any more.
 */
export class Lifetime {
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;

  constructor(
    private readonly tableId: string,
    private readonly log: (line: string) => void,
    private readonly onClose: () => void,
  ) {}

  get closed(): boolean {
    return this.disposed;
  }

  serial<T>(task: () => Promise<T> | T): Promise<T> {
    const p = this.queue.then(() => (this.disposed ? (undefined as T) : task()));
    this.queue = p.catch((e: unknown) => this.log(`table ${this.tableId}: ${e instanceof Error ? e.stack : String(e)}`));
    return p;
  }

  /** `expire` runs (in the queue) after `ms`, unless the idle timer is cleared or armed again first. */
  armIdle(ms: number, expire: () => Promise<void>): void {
    this.clearIdle();
    this.idleTimer = setTimeout(() => void this.serial(expire), ms);
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
  }
}

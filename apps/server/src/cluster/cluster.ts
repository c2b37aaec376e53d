/**
 * Which process runs which table. One process (no Redis): the process runs every table it has
 * opened. Several processes (Redis): `leases.ts` — a table runs in the process that claimed it
 * while that process's lease lives, and nowhere else.
 */
export interface Cluster {
  /** Whether other processes share the rooms (Redis). */
  readonly shared: boolean;
  /** Where clients reach this process's WebSockets; null for the address they already use. */
  readonly publicAddress: string | null;
  /**
   * Takes a table for this process: null when it is now ours, else why not (another live
   * process runs it, or this one runs it already). Every table room's `onCreate` claims first.
   */
  claim(tableId: string): Promise<string | null>;
  /** The table is done (finished, closed) or failed to open: nobody resumes it. */
  release(tableId: string): Promise<void>;
  /**
   * Whether this process may still append to a game's log: false once its lease may have run
   * out (another process may be resuming its tables), so no action is ever logged twice.
   */
  mayWrite(): boolean;
  /** Of these tables, the ones some process runs now. */
  running(tableIds: readonly string[]): Promise<Set<string>>;
  /** Of these unfinished tables, the ones no live process runs: to resume at start. */
  orphans(tables: readonly { readonly id: string; readonly createdAt: number }[], now: number): Promise<string[]>;
  /** Starts leases and the watchdog; `resume` opens a dead process's table here (or anywhere). */
  start(processId: string, publicAddress: string | null, resume: (tableId: string) => Promise<void>): Promise<void>;
  /** Gives the tables up (graceful stop): the lease ends now, so others resume them at once. */
  stop(): Promise<void>;
}

/** One process: the tables it opened are its own. */
export function localCluster(): Cluster {
  const mine = new Set<string>();
  let processId = '';
  return {
    shared: false,
    publicAddress: null,
    async claim(tableId) {
      if (mine.has(tableId)) return `table ${tableId} ${CLAIMED_ELSEWHERE} ${processId}`;
      mine.add(tableId);
      return null;
    },
    async release(tableId) {
      mine.delete(tableId);
    },
    mayWrite: () => true,
    running: async (ids) => new Set(ids.filter((id) => mine.has(id))),
    orphans: async (tables) => tables.filter((t) => !mine.has(t.id)).map((t) => t.id),
    async start(pid) {
      processId = pid;
    },
    async stop() {},
  };
}

/** The words a claim refusal carries (through Colyseus' IPC only the message survives). */
export const CLAIMED_ELSEWHERE = 'already runs in process';

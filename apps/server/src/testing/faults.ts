import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * Test-only: a store that fails on demand. A Kysely plugin in front of every query of the server
 * throws the error the real driver throws for each kind of outage — shaped exactly like it (code
 * and message), so that the server's own classification (`store/faults.ts`) sees what it would
 * see in production:
 *
 * - `busy` — SQLite `SQLITE_BUSY` ("database is locked", another process holds the write lock);
 *   PostgreSQL `55P03` (lock not available). Writes fail, reads work.
 * - `disconnect` — SQLite `SQLITE_IOERR`; PostgreSQL "Connection terminated unexpectedly".
 *   Every query fails.
 * - `full` — SQLite `SQLITE_FULL` ("database or disk is full"); PostgreSQL `53100` (could not
 *   extend file: no space left on device). Writes fail, reads work.
 */
export const FAULTS = ['busy', 'disconnect', 'full'] as const;
export type Fault = (typeof FAULTS)[number];

type Kind = 'sqlite' | 'postgres';

function faultError(fault: Fault, db: Kind): Error {
  const shapes: Record<Fault, Record<Kind, [string | undefined, string]>> = {
    busy: { sqlite: ['SQLITE_BUSY', 'database is locked'], postgres: ['55P03', 'could not obtain lock on row in relation "actions"'] },
    disconnect: { sqlite: ['SQLITE_IOERR', 'disk I/O error'], postgres: [undefined, 'Connection terminated unexpectedly'] },
    full: { sqlite: ['SQLITE_FULL', 'database or disk is full'], postgres: ['53100', 'could not extend file "base/16384/16385": No space left on device'] },
  };
  const [code, message] = shapes[fault][db];
  const e = new Error(message) as Error & { code?: string };
  if (code) e.code = code;
  return e;
}

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);

/** The table a write goes to (`insert into T`, `update T`, `delete from T`). */
export function writtenTable(node: RootOperationNode): string | null {
  const n = node as { into?: { table?: { identifier?: { name?: string } } }; table?: { table?: { identifier?: { name?: string } } }; from?: { froms?: { table?: { identifier?: { name?: string } } }[] } };
  return n.into?.table?.identifier?.name ?? n.table?.table?.identifier?.name ?? n.from?.froms?.[0]?.table?.identifier?.name ?? null;
}

export class FaultyStore implements KyselyPlugin {
  private fault: Fault | null = null;
  private only: ((kind: string, table: string | null) => boolean) | null = null;
  /** Queries refused so far. */
  injected = 0;

  constructor(private readonly db: Kind) {}

  /**
   * From now on every query of this kind fails (writes only, or all for `disconnect`); with
   * `only`, just the queries it picks by node kind and table (e.g. `update games`).
   */
  fail(fault: Fault, only?: (kind: string, table: string | null) => boolean): void {
    this.fault = fault;
    this.only = only ?? null;
  }

  heal(): void {
    this.fault = null;
    this.only = null;
  }

  get failing(): boolean {
    return this.fault !== null;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const picked = this.only ? this.only(args.node.kind, writtenTable(args.node)) : this.fault === 'disconnect' || WRITES.has(args.node.kind);
    if (this.fault && picked) {
      this.injected++;
      throw faultError(this.fault, this.db);
    }
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

import { CLAIMED_ELSEWHERE } from '../cluster/cluster.ts';
import type { Social } from '../social/social.ts';
import { step } from './director.ts';
import { TournamentStore } from './store.ts';

/** Tournament ids (`W…`): never a table id (`T…`), so the shared leases can tell them apart. */
export const isTournamentId = (id: string): boolean => /^W[A-Za-z0-9]{6,40}$/.test(id);

/**
 * The directors of this process. A tournament is driven by exactly one process: the one that
 * claimed it under the same leases as tables (`cluster/leases.ts`: the `owner` hash, one Lua
 * script, only while the claimer's lease lives). When a process dies, the survivors' watchdog
 * hands its tournaments to `adopt` like its tables; a sweep also adopts active tournaments nobody
 * owns (after a restart of a single process, or when Redis lost its data). Steps of one
 * tournament never overlap; every step is driven by the database (`director.ts`).
 */
export class Directors {
  readonly store: TournamentStore;
  private readonly owned = new Set<string>();
  private readonly busy = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private tickTimer: ReturnType<typeof setInterval> | null = null;
  private sweepTimer: ReturnType<typeof setInterval> | null = null;
  private stopped = false;

  constructor(private readonly social: Social) {
    this.store = new TournamentStore(social.ctx.store.db);
  }

  get mine(): ReadonlySet<string> {
    return this.owned;
  }

  async start(): Promise<void> {
    await this.sweep();
    const { tournamentTickMs, tournamentSweepMs } = this.social.config;
    this.tickTimer = setInterval(() => {
      for (const id of this.owned) this.kick(id);
    }, tournamentTickMs);
    this.sweepTimer = setInterval(() => {
      this.sweep().catch((e: unknown) => this.social.ctx.log(`tournaments: sweep: ${e instanceof Error ? e.message : String(e)}`));
    }, tournamentSweepMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.tickTimer) clearInterval(this.tickTimer);
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await Promise.allSettled([...this.busy.values()]);
  }

  /**
   * Takes a tournament for this process (after creation, from the sweep, or from the watchdog when
   * its process died); throws the claim's refusal when another live process has it.
   */
  async adopt(id: string): Promise<void> {
    if (this.owned.has(id)) return;
    const refused = await this.social.ctx.cluster.claim(id);
    if (refused) throw new Error(refused);
    this.owned.add(id);
    this.social.ctx.log(`tournament ${id}: directed by this process`);
    this.kick(id);
  }

  /** A game ended at a table here: if the table is a tournament's, its director looks now. */
  wake(tableId: string): void {
    void this.store
      .tournamentOfTable(tableId)
      .then((id) => {
        if (id && this.owned.has(id)) this.kick(id);
      })
      .catch((e: unknown) => this.social.ctx.log(`tournament wake: ${String(e)}`));
  }

  /** Runs a step now, or right after the one in progress. */
  kick(id: string): void {
    if (this.stopped) return;
    if (this.busy.has(id)) {
      this.again.add(id);
      return;
    }
    const run = (async () => {
      try {
        if (!this.social.ctx.mayWrite()) return;
        const state = await step(this.social, id);
        if (state === 'done') await this.release(id);
      } catch (e) {
        this.social.ctx.log(`tournament ${id}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      } finally {
        this.busy.delete(id);
        if (this.again.delete(id) && this.owned.has(id)) this.kick(id);
      }
    })();
    this.busy.set(id, run);
  }

  /** Waits until no step is running or queued (tests). */
  async idle(): Promise<void> {
    while (this.busy.size > 0) await Promise.allSettled([...this.busy.values()]);
  }

  private async release(id: string): Promise<void> {
    this.owned.delete(id);
    await this.social.ctx.cluster.release(id);
  }

  /** Active tournaments that no live process directs are adopted here. */
  async sweep(): Promise<void> {
    if (this.stopped || !this.social.ctx.mayWrite()) return;
    try {
      const active = (await this.store.active()).filter((t) => !this.owned.has(t.id));
      if (active.length === 0) return;
      const orphans = await this.social.ctx.cluster.orphans(active, this.social.ctx.now());
      for (const id of orphans) {
        try {
          await this.adopt(id);
        } catch (e) {
          const why = e instanceof Error ? e.message : String(e);
          if (!why.includes(CLAIMED_ELSEWHERE)) this.social.ctx.log(`tournament ${id}: ${why}`);
        }
      }
    } catch (e) {
      this.social.ctx.log(`tournament sweep: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}

import type { GameId } from '@stammtisch/engine';
import type { ReplayStep } from '@stammtisch/protocol';
import type { Refusal, Update } from '../offline/protocol.ts';
import type { Session } from '../play/session.ts';
import { HeldUpdates } from '../play/updates.ts';

/**
 * A finished game stepped through as a `Session`: each step is the chosen seat's (or the
 * spectator's) view after that many actions, exactly as the server's replay endpoint makes it.
 * Read-only: nothing can be played.
 */
export class ReplaySession implements Session {
  readonly watching = true;
  private readonly updates = new HeldUpdates();
  step = -1;

  constructor(
    readonly game: GameId,
    readonly seat: number,
    readonly names: readonly string[],
    readonly bots: readonly number[],
    private readonly steps: readonly ReplayStep[],
    readonly levels: Readonly<Record<number, string>> = {},
  ) {}

  get count(): number {
    return this.steps.length - 1;
  }

  stepAt(k: number): ReplayStep | undefined {
    return this.steps[k];
  }

  /** Shows step `k` (0 = the deal … `count` = the end). */
  show(k: number): void {
    const s = this.steps[Math.max(0, Math.min(this.count, k))];
    if (!s) return;
    this.step = s.step;
    const u: Update = { seq: s.step, view: s.view, legal: [], last: s.action ? { seat: s.action.seat, action: s.action.action } : null, over: s.over };
    this.updates.publish(u);
  }

  act(): void {}

  onUpdate(fn: (u: Update) => void): () => void {
    return this.updates.listen(fn);
  }

  onRefused(_fn: (action: string, r: Refusal) => void): () => void {
    return () => {};
  }

  onFailed(_fn: (r: Refusal) => void): () => void {
    return () => {};
  }

  close(): void {
    this.updates.clear();
  }
}

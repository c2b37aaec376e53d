import { Rng } from '@stammtisch/engine';
import type { ErrorMessage, ViewMessage } from '@stammtisch/protocol';
import type { Player } from './harness.ts';

/**
 * Test-only: a client that plays on through an outage the way a real one should — a random legal
 * action on each of its turns, and the same action again a moment after an `unavailable`. It keeps
 * what it sent and what the server acknowledged (a view that moved past it), so that a test can
 * check every acknowledged action against the stored log.
 */
export class SteadyPlayer {
  /** Actions the server acknowledged: `idx` is their place in the log. */
  readonly acknowledged: { readonly idx: number; readonly action: string }[] = [];
  refusedUnavailable = 0;
  private pending: { v: number; action: string } | null = null;
  private readonly rng: Rng;

  constructor(
    readonly player: Player,
    seed: string,
    private readonly thinkMs = 40,
    private readonly retryMs = 100,
  ) {
    this.rng = Rng.fromSeed(seed);
    player.room.onMessage('*', (t, d) => {
      if (t === 'view') this.view(d as ViewMessage);
      else if (t === 'error' && (d as ErrorMessage).code === 'unavailable') this.refused();
    });
    const last = player.lastView;
    if (last) this.view(last);
  }

  private view(view: ViewMessage): void {
    const pending = this.pending;
    if (pending && view.v > pending.v) {
      this.acknowledged.push({ idx: pending.v, action: pending.action });
      this.pending = null;
    }
    if (view.over || !view.legal || view.legal.length === 0 || this.pending?.v === view.v) return;
    const next = { v: view.v, action: this.rng.pick(view.legal) };
    this.pending = next;
    setTimeout(() => {
      if (this.pending === next) this.player.send('act', next.action);
    }, this.thinkMs);
  }

  private refused(): void {
    this.refusedUnavailable++;
    const pending = this.pending;
    if (!pending) return;
    setTimeout(() => {
      if (this.pending === pending && this.player.lastView?.v === pending.v) this.player.send('act', pending.action);
    }, this.retryMs);
  }
}

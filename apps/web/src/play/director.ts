import type { Update } from '../offline/protocol.ts';

/**
 * Paces what the table shows. Updates arrive as fast as the worker (or server) makes them; the
 * director shows them one by one: a pause before each bot move, a moment to see a full trick
 * before it is taken, and a stop at the end of a hand until the player continues.
 */
export type Stage = 'normal' | 'trick' | 'hand';

export interface Frame<V = unknown> {
  readonly update: Update<V>;
  readonly stage: Stage;
  /** The previous frame's view (for "what just happened"). */
  readonly previous: V | null;
}

export interface Pacing {
  /** Before showing a bot's move. */
  readonly botMs: number;
  /** A completed trick stays in the middle this long. */
  readonly trickMs: number;
  /**
   * The end of a hand waits for the player's "Weiter" — or, online, where the game goes on
   * without them, at most this long.
   */
  readonly handMs?: number;
}

export type StageOf<V> = (previous: V | null, next: V) => Stage;

export class Director<V> {
  private queue: Update<V>[] = [];
  private busy = false;
  private shown: V | null = null;
  private release: (() => void) | null = null;
  private closed = false;

  constructor(
    private readonly human: number,
    private readonly stageOf: StageOf<V>,
    private pacing: Pacing,
    private readonly show: (f: Frame<V>) => void,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  push(u: Update<V>): void {
    this.queue.push(u);
    void this.pump();
  }

  /** Continue after the end of a hand. */
  ack(): void {
    const r = this.release;
    this.release = null;
    r?.();
  }

  /** True while a hand result waits for the player. */
  get waiting(): boolean {
    return this.release !== null;
  }

  setPacing(p: Pacing): void {
    this.pacing = p;
  }

  close(): void {
    this.closed = true;
    this.queue = [];
    this.ack();
  }

  private async pump(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      while (this.queue.length > 0 && !this.closed) {
        const u = this.queue.shift()!;
        if (this.shown !== null && u.last && u.last.seat !== this.human && this.pacing.botMs > 0) await this.sleep(this.pacing.botMs);
        if (this.closed) return;
        const previous = this.shown;
        const stage = previous === null ? 'normal' : this.stageOf(previous, u.view);
        this.show({ update: u, stage, previous });
        this.shown = u.view;
        if (stage === 'trick' && this.pacing.trickMs > 0) {
          await this.sleep(this.pacing.trickMs);
          if (!this.closed) this.show({ update: u, stage: 'normal', previous });
        } else if (stage === 'trick') {
          this.show({ update: u, stage: 'normal', previous });
        } else if (stage === 'hand') {
          const handMs = this.pacing.handMs;
          await new Promise<void>((r) => {
            this.release = r;
            if (handMs !== undefined) void this.sleep(handMs).then(() => this.release === r && this.ack());
          });
          if (!this.closed) this.show({ update: u, stage: 'normal', previous });
        }
      }
    } finally {
      this.busy = false;
    }
  }
}

import { performance } from 'node:perf_hooks';
import type { GameId, Rng } from '@stammtisch/engine';
import type { ErrorMessage, OverMessage, ViewMessage } from '@stammtisch/protocol';
import { Client, type Room } from 'colyseus.js';
import type { Histogram } from 'hdr-histogram-js';
import { type Counters, countError } from './stats.ts';

export type Phase = 'ramp' | 'measure' | 'drain' | 'stop';

/** What the players of one worker share. */
export interface Swarm {
  readonly counters: Counters;
  readonly latency: Histogram;
  /** From a dropped connection to the client being back at its table. */
  readonly rejoins: Histogram;
  readonly phase: Phase;
  /** Mean think time now (a pause is uniform in [0.5, 1.5] × this). */
  readonly thinkMs: number;
  /** A client saw game `gameId` at `v` actions (and whether it is over). */
  seen(gameId: string, tableId: string, game: GameId, v: number, over: boolean): void;
}

export interface SeatAt {
  readonly tableId: string;
  readonly code: string | null;
  readonly game: GameId;
  readonly seat: number;
}

const REJOIN_FOR_MS = 60_000;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * One person at a table, over the real protocol (colyseus.js): when it is their turn they think,
 * then play a random legal action; after a game they ask for a rematch. Latency runs from an
 * action sent to this client's next view of the same game. A dropped connection is followed by
 * a rejoin by table id through any of the processes (its own first) until it is back.
 */
export class LoadPlayer {
  private room: Room | null = null;
  private view: ViewMessage | null = null;
  private pending: { gameId: string; v: number; at: number; measured: boolean } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private leaving = false;

  constructor(
    private readonly swarm: Swarm,
    readonly at: SeatAt,
    private readonly token: string,
    /** Its own process first, then the others (where a rejoin goes when its own is gone). */
    private readonly urls: readonly string[],
    private readonly rng: Rng,
  ) {}

  /** Joins its seat; throws when the server refuses. */
  async join(): Promise<void> {
    this.attach(await this.connect(this.urls[0]!));
  }

  private async connect(url: string): Promise<Room> {
    const client = new Client(url);
    client.auth.token = this.token;
    return client.joinById(this.at.tableId, { seat: this.at.seat, ...(this.at.code ? { code: this.at.code } : {}) });
  }

  private attach(room: Room): void {
    this.room = room;
    room.onMessage('*', (t, d) => this.receive(String(t), d));
    room.onLeave((code) => {
      if (this.room !== room) return;
      this.room = null;
      // rejoin catches what it meets; anything else still counts as an error, never unhandled.
      if (!this.leaving) this.rejoin(code).catch(() => countError(this.swarm.counters, `rejoin-failed-${code}`));
    });
  }

  private receive(t: string, d: unknown): void {
    if (t === 'view') this.onView(d as ViewMessage);
    else if (t === 'over') this.onOver(d as OverMessage);
    else if (t === 'error') this.onError(d as ErrorMessage);
  }

  private onView(view: ViewMessage): void {
    const p = this.pending;
    if (p && view.gameId === p.gameId && view.v > p.v) {
      if (p.measured) this.swarm.latency.recordValue(Math.max(1, Math.round((performance.now() - p.at) * 1000)));
      this.pending = null;
    }
    if (view.last?.by === 'timeout' && view.last.seat === this.at.seat && view.v !== this.view?.v) this.swarm.counters.timeouts++;
    this.view = view;
    this.swarm.seen(view.gameId, this.at.tableId, this.at.game, view.v, view.over);
    if (view.legal && view.legal.length > 0 && !this.pending) this.later(() => this.act(view));
  }

  private act(seen: ViewMessage): void {
    const view = this.view;
    if (!this.room || !view || view !== seen || !view.legal?.length || this.pending || this.swarm.phase === 'stop') return;
    const action = this.rng.pick(view.legal);
    this.pending = { gameId: view.gameId, v: view.v, at: performance.now(), measured: this.swarm.phase === 'measure' };
    this.swarm.counters.actionsTotal++;
    if (this.swarm.phase === 'measure') this.swarm.counters.actions++;
    this.room.send('act', action);
  }

  private onOver(over: OverMessage): void {
    this.swarm.seen(over.gameId, this.at.tableId, this.at.game, over.actions, true);
    if (this.swarm.phase === 'ramp' || this.swarm.phase === 'measure') this.later(() => this.room?.send('rematch'));
  }

  private onError(err: ErrorMessage): void {
    countError(this.swarm.counters, err.code);
    // Whatever it was, the current view decides what to do next.
    this.pending = null;
    this.room?.send('sync');
  }

  private later(task: () => void): void {
    if (this.timer) clearTimeout(this.timer);
    const mean = this.swarm.thinkMs;
    this.timer = setTimeout(() => {
      this.timer = null;
      task();
    }, mean * (0.5 + this.rng.next()));
  }

  private async rejoin(code: number): Promise<void> {
    this.swarm.counters.disconnects++;
    this.pending = null;
    if (this.timer) clearTimeout(this.timer);
    const from = performance.now();
    const until = Date.now() + REJOIN_FOR_MS;
    for (let attempt = 0; !this.leaving; attempt++) {
      try {
        this.attach(await this.connect(this.urls[attempt % this.urls.length]!));
        this.swarm.counters.reconnects++;
        this.swarm.rejoins.recordValue(Math.max(1, Math.round((performance.now() - from) * 1000)));
        return;
      } catch {
        if (Date.now() > until) {
          countError(this.swarm.counters, `rejoin-failed-${code}`);
          return;
        }
        await sleep(Math.min(2000, 100 * 2 ** Math.min(attempt, 5)));
      }
    }
  }

  async leave(): Promise<void> {
    this.leaving = true;
    if (this.timer) clearTimeout(this.timer);
    await this.room?.leave(true).catch(() => {});
  }
}

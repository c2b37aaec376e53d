import type { Refusal } from '../offline/protocol.ts';
import { Director, type Frame, type Pacing, type StageOf } from './director.ts';
import type { Session } from './session.ts';

/**
 * A running table: the session (worker or server), paced by a director. It outlives the screen
 * that shows it, so looking up a rule and coming back finds the game exactly where it was.
 */
export class Controller<V = unknown> {
  frame: Frame<V> | null = null;
  private readonly frames = new Set<(f: Frame<V>) => void>();
  private readonly refusals = new Set<(action: string, r: Refusal) => void>();
  private failure: Refusal | null = null;
  private readonly failures = new Set<(r: Refusal) => void>();
  private readonly director: Director<V>;
  private readonly offs: (() => void)[] = [];

  constructor(
    readonly session: Session,
    stageOf: StageOf<V>,
    pacing: Pacing,
  ) {
    this.director = new Director<V>(session.seat, stageOf, pacing, (f) => {
      this.frame = f;
      for (const fn of this.frames) fn(f);
    });
    this.offs.push(
      session.onUpdate((u) => this.director.push(u as Frame<V>['update'])),
      session.onRefused((a, r) => {
        for (const fn of this.refusals) fn(a, r);
      }),
      session.onFailed((r) => {
        this.failure = r;
        for (const fn of this.failures) fn(r);
      }),
    );
  }

  /**
   * Calls `fn` with every frame, starting with the one on show. That first call comes a microtask
   * later: screens subscribe inside a reactive effect, and a synchronous call would make the effect
   * depend on the state the callback writes (and re-run for ever).
   */
  subscribe(fn: (f: Frame<V>) => void): () => void {
    this.frames.add(fn);
    queueMicrotask(() => {
      if (this.frame && this.frames.has(fn)) fn(this.frame);
    });
    return () => this.frames.delete(fn);
  }

  onRefused(fn: (action: string, r: Refusal) => void): () => void {
    this.refusals.add(fn);
    return () => this.refusals.delete(fn);
  }

  onFailed(fn: (r: Refusal) => void): () => void {
    this.failures.add(fn);
    queueMicrotask(() => {
      if (this.failure && this.failures.has(fn)) fn(this.failure);
    });
    return () => this.failures.delete(fn);
  }

  act(action: string): void {
    this.session.act(action);
  }

  /** Continue after a hand's result. */
  ack(): void {
    this.director.ack();
  }

  setPacing(p: Pacing): void {
    this.director.setPacing(p);
  }

  close(): void {
    for (const off of this.offs) off();
    this.director.close();
    this.session.close();
  }
}

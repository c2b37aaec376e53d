import type { Update } from '../offline/protocol.ts';

/** A session's updates to its screen: those that come before anyone listens wait for the first listener. */
export class HeldUpdates {
  private readonly listeners = new Set<(u: Update) => void>();
  private held: Update[] = [];

  publish(u: Update): void {
    if (this.listeners.size === 0) this.held.push(u);
    for (const fn of this.listeners) fn(u);
  }

  listen(fn: (u: Update) => void): () => void {
    this.listeners.add(fn);
    const waiting = this.held;
    this.held = [];
    for (const u of waiting) fn(u);
    return () => this.listeners.delete(fn);
  }

  clear(): void {
    this.listeners.clear();
  }
}

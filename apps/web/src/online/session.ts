import type { GameId } from '@stammtisch/engine';
import type { ViewMessage } from '@stammtisch/protocol';
import type { Refusal, Update } from '../offline/protocol.ts';
import type { Session } from '../play/session.ts';

/**
 * One game at a server table as a `Session`: the table screens play it exactly like an offline
 * game. Views come from the room (each the full `viewFor` of this seat, or the spectator view),
 * actions go back as canonical strings; the engine's refusals come back as `error` messages.
 */
export class ServerSession implements Session {
  private readonly updates = new Set<(u: Update) => void>();
  private readonly refusals = new Set<(action: string, r: Refusal) => void>();
  private readonly failures = new Set<(r: Refusal) => void>();
  /** The latest view: a screen that (re)subscribes starts from it (views are whole). */
  private latest: Update | null = null;
  private pending: string | null = null;
  private closed = false;

  constructor(
    readonly game: GameId,
    readonly gameId: string,
    readonly seat: number,
    readonly watching: boolean,
    readonly names: readonly string[],
    readonly bots: readonly number[],
    private readonly send: (action: string) => boolean,
    readonly levels: Readonly<Record<number, string>> = {},
  ) {}

  /** A view of this game from the room. */
  push(msg: ViewMessage): void {
    if (this.closed) return;
    const u: Update = {
      seq: msg.v,
      view: msg.view,
      legal: this.watching ? [] : (msg.legal ?? []),
      last: msg.last ? { seat: msg.last.seat, action: msg.last.action } : null,
      over: msg.over,
    };
    this.latest = u;
    for (const fn of this.updates) fn(u);
  }

  /** The server refused the last action (engine rule or table reason): nothing changed. */
  refuse(r: Refusal): void {
    const action = this.pending ?? '';
    this.pending = null;
    for (const fn of this.refusals) fn(action, r);
  }

  act(action: string): void {
    if (this.watching) return;
    this.pending = action;
    if (!this.send(action)) this.refuse({ kind: 'rule', code: 'offline', rule: null, params: {}, message: 'not connected' });
  }

  onUpdate(fn: (u: Update) => void): () => void {
    this.updates.add(fn);
    if (this.latest) fn(this.latest);
    return () => this.updates.delete(fn);
  }

  onRefused(fn: (action: string, r: Refusal) => void): () => void {
    this.refusals.add(fn);
    return () => this.refusals.delete(fn);
  }

  onFailed(fn: (r: Refusal) => void): () => void {
    this.failures.add(fn);
    return () => this.failures.delete(fn);
  }

  /**
   * The screen let go of this game (it may come back: the table connection stays, and the next
   * listener gets the latest view).
   */
  close(): void {
    this.updates.clear();
    this.refusals.clear();
    this.failures.clear();
  }

  /** This game is no longer the table's (a rematch dealt a new one, or the table was left). */
  end(): void {
    this.closed = true;
    this.close();
    this.latest = null;
  }
}

/**
 * Views carry `v`, the number of actions applied in their game: each is the full view after `v`
 * actions. What to do with one that arrives, given the last one shown of the same table.
 */
export type ViewVerdict =
  /** The next one (or the first of a game): show it. */
  | 'next'
  /** The same version again (a resend after `sync` or a reconnect, or a seat now covered): show it in place. */
  | 'same'
  /** An older one (a late duplicate): nothing to do. */
  | 'stale'
  /** Some views were missed: show this full view and ask for a `sync` to be sure of the rest. */
  | 'gap'
  /** A new game at the table (a rematch): start afresh. */
  | 'new-game';

export interface Seen {
  readonly gameId: string;
  readonly v: number;
}

export function judgeView(last: Seen | null, next: Seen): ViewVerdict {
  if (!last || last.gameId !== next.gameId) return last ? 'new-game' : 'next';
  if (next.v === last.v) return 'same';
  if (next.v < last.v) return 'stale';
  return next.v === last.v + 1 ? 'next' : 'gap';
}

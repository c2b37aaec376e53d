import { EngineError, type Seat } from '@stammtisch/engine';
import { sha256 } from '@stammtisch/engine/cards/sha256';
import { gameById } from '@stammtisch/engine/games/index';

/**
 * Provably fair, checked in the browser: the revealed seed must hash to the commitment shown at
 * the start, and replaying the logged actions from `(options, seed)` with the same engine must be
 * legal move by move and end in the recorded result. Nothing here trusts the server's word.
 */
export interface Recorded {
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: string;
  /** The commitment the table showed while the game ran. */
  readonly seedHash: string;
  readonly actions: readonly { readonly seat: number; readonly action: string }[];
  readonly result: unknown;
}

export interface Verdict {
  readonly hashMatches: boolean;
  readonly replayLegal: boolean;
  readonly resultMatches: boolean;
  readonly actions: number;
  /** The first action that does not replay (its index and the engine's words), or null. */
  readonly problem: { readonly index: number; readonly rule: string | null; readonly message: string } | null;
}

export function verifyRecord(r: Recorded): Verdict {
  const hashMatches = sha256(r.seed) === r.seedHash;
  const fail = (index: number, e: { message: string; rule?: string | null }): Verdict => ({
    hashMatches,
    replayLegal: false,
    resultMatches: false,
    actions: r.actions.length,
    problem: { index, rule: e.rule ?? null, message: e.message },
  });
  const game = gameById(r.game);
  if (!game) return fail(-1, { message: `no engine for "${r.game}"` });
  let state = game.setup(r.options, r.seed);
  if (state instanceof EngineError) return fail(-1, state);
  for (const [index, a] of r.actions.entries()) {
    const action = game.parseAction(a.action);
    if (action instanceof EngineError) return fail(index, action);
    const next = game.apply(state, a.seat as Seat, action);
    if (next instanceof EngineError) return fail(index, { message: next.message, rule: 'rule' in next ? (next.rule as string) : null });
    state = next;
  }
  const ended = game.isOver(state);
  return {
    hashMatches,
    replayLegal: true,
    resultMatches: ended && sameJson(game.summary(state), r.result),
    actions: r.actions.length,
    problem: ended ? null : { index: r.actions.length, rule: null, message: 'the log stops before the end of the game' },
  };
}

/** Deep equality of JSON values, whatever the order of object keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => sameJson(x, bb[i]));
  }
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

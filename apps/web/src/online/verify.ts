import { EngineError, type Seat } from '@stammtisch/engine';
import { checkFair, type FairRecord } from '@stammtisch/engine/cards/fair';
import { sha256 } from '@stammtisch/engine/cards/sha256';
import { gameById } from '@stammtisch/engine/games/index';

/**
 * Provably fair, checked in the browser: the revealed seed must hash to the commitment shown at
 * the start, every seat's revealed value must open its commitment, the deals come from the seed
 * mixed with the seats' values (docs/fairness.md, the engine's own generator), and replaying the logged actions from `(options, seed)` with the same engine must be
 * legal move by move and end in the recorded result. Nothing here trusts the server's word.
 */
export interface Recorded {
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: string;
  /** The commitment the table showed while the game ran. */
  readonly seedHash: string;
  /** The seats' commitments and values (docs/fairness.md); null or absent: dealt from the seed alone. */
  readonly fair?: FairRecord | null;
  readonly actions: readonly { readonly seat: number; readonly action: string }[];
  readonly result: unknown;
}

export interface Verdict {
  readonly hashMatches: boolean;
  /** Every revealed seat value opens its commitment (true when the game had none). */
  readonly revealsMatch: boolean;
  /** How many seats' revealed values were mixed into the deals. */
  readonly revealed: number;
  readonly replayLegal: boolean;
  readonly resultMatches: boolean;
  readonly actions: number;
  /** The first action that does not replay (its index and the engine's words), or null. */
  readonly problem: { readonly index: number; readonly rule: string | null; readonly message: string } | null;
}

export function verifyRecord(r: Recorded): Verdict {
  const hashMatches = sha256(r.seed) === r.seedHash;
  const mixed = r.fair ? checkFair(r.seed, r.fair) : { seed: r.seed, problem: null };
  const revealsMatch = mixed.problem === null;
  const revealed = r.fair ? r.fair.reveals.filter((v) => v !== null).length : 0;
  const fail = (index: number, e: { message: string; rule?: string | null }): Verdict => ({
    hashMatches,
    revealsMatch,
    revealed,
    replayLegal: false,
    resultMatches: false,
    actions: r.actions.length,
    problem: { index, rule: e.rule ?? null, message: e.message },
  });
  const game = gameById(r.game);
  if (!game) return fail(-1, { message: `no engine for "${r.game}"` });
  if (mixed.seed === null) return fail(-1, { message: mixed.problem });
  let state = game.setup(r.options, mixed.seed);
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
    revealsMatch,
    revealed,
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

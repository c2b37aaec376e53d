import { Rng } from '../../cards/rng.ts';
import { isEngineError } from '../../errors.ts';
import type { Seat } from '../../game.ts';
import { schraem } from '../../games/schraem/index.ts';
import type { SchraemState } from '../../games/schraem/state.ts';

/** For tests: decision points of random games (random legal actions), across option sets. */
export const OPTION_SETS: readonly Record<string, unknown>[] = [
  { mode: 'anfaenger', players: 2 },
  { mode: 'anfaenger', players: 4 },
  { mode: 'fortgeschritten', players: 3 },
  { mode: 'fortgeschritten', players: 4 },
  { mode: 'profi', players: 2 },
  { mode: 'profi', players: 3 },
  { mode: 'profi', players: 4 },
  { mode: 'profi', players: 4, startLives: 3 },
  { mode: 'fortgeschritten', players: 4, ruleset: 'rheinland' },
  { mode: 'profi', players: 3, ruleset: 'rheinland' },
  { mode: 'profi', players: 6 },
  // V-10 … V-13 (small start lives reach hübschen, V-3, and the hammer of V-8).
  { mode: 'profi', players: 4, ruleset: 'wipperfuerth', startLives: 2 },
  { mode: 'fortgeschritten', players: 3, ruleset: 'marienheide' },
  { mode: 'profi', players: 4, ruleset: 'eifel', startLives: 3 },
  { mode: 'profi', players: 3, ruleset: 'sebbe' },
  { mode: 'fortgeschritten', players: 5, fourCourts: 'challenge', huebschen: true, startLives: 2, raising: 'leaderOnly', hammerRaisesAll: true },
];

export interface Position {
  readonly state: SchraemState;
  readonly seat: Seat;
}

/** `count` positions, spread over the option sets, taken every few actions of random games. */
export function randomPositions(count: number, seed: string, every = 3): Position[] {
  const rng = Rng.fromSeed(seed);
  const out: Position[] = [];
  for (let g = 0; out.length < count; g++) {
    const options = OPTION_SETS[g % OPTION_SETS.length];
    const s0 = schraem.setup(options, `${seed}/${g}`);
    if (isEngineError(s0)) throw new Error(s0.message);
    let s = s0;
    while (!schraem.isOver(s) && out.length < count) {
      const seat = schraem.toAct(s)!;
      const legal = schraem.legalActions(s, seat);
      if (rng.int(every) === 0) out.push({ state: s, seat });
      // Fold and pass less often than at random, so that hands reach their later tricks.
      let a = rng.pick(legal);
      if ((a.type === 'fold' || a.type === 'pass') && rng.next() < 0.8) a = legal[0]!;
      const next = schraem.apply(s, seat, a);
      if (isEngineError(next)) throw new Error(next.message);
      s = next;
    }
  }
  return out;
}

/**
 * For tests: the position after `steps` ("SEAT: ACTION", as in scenario files) from fixed deals
 * (`deals`: per seat its four cards, as in scenario files) and a start (`lives`, `leader`).
 */
export function positionAfter(options: Record<string, unknown>, start: Record<string, unknown>, deal: readonly (readonly string[])[], steps: readonly string[]): SchraemState {
  const s0 = schraem.setup(options, 'fixed', { start, deals: [deal] });
  if (isEngineError(s0)) throw new Error(s0.message);
  let s = s0;
  for (const step of steps) {
    const [seat, text] = step.split(':').map((x) => x.trim()) as [string, string];
    const action = schraem.parseAction(text);
    if (isEngineError(action)) throw new Error(action.message);
    const next = schraem.apply(s, Number(seat) as Seat, action);
    if (isEngineError(next)) throw new Error(`${step}: ${next.message}`);
    s = next;
  }
  return s;
}

import { gameById } from '@stammtisch/engine/games/index';
import { Rng, type Seat, sha256 } from '@stammtisch/engine';
import { checkFair, commitment, type FairRecord } from '@stammtisch/engine/cards/fair';
import { describe, expect, it } from 'vitest';
import { type Recorded, sameJson, verifyRecord } from './verify.ts';

/** A real game played by the engine with seeded random legal moves, recorded like the server does. */
function played(game: string, options: Record<string, unknown>, seed: string, fair: FairRecord | null = null): Recorded {
  const g = gameById(game)!;
  let state = g.setup(options, fair ? checkFair(seed, fair).seed! : seed) as unknown;
  const rng = Rng.fromSeed(`moves:${seed}`);
  const actions: { seat: number; action: string }[] = [];
  while (!g.isOver(state)) {
    const seat = g.toAct(state)! as Seat;
    const action = rng.pick([...g.legalActions(state, seat)]);
    state = g.apply(state, seat, action);
    actions.push({ seat, action: g.formatAction(action) });
  }
  return { game, options, seed, seedHash: sha256(seed), fair, actions, result: JSON.parse(JSON.stringify(g.summary(state))) };
}

describe('verifying a finished game in the browser', () => {
  const rec = played('schraem', { mode: 'fortgeschritten', players: 4 }, 'verify-1');

  it('accepts a genuine game: hash, every move, the result', () => {
    expect(verifyRecord(rec)).toEqual({ hashMatches: true, revealsMatch: true, revealed: 0, replayLegal: true, resultMatches: true, actions: rec.actions.length, problem: null });
  });

  describe('with the seats’ values mixed in (docs/fairness.md)', () => {
    const values = ['0123456789abcdef0123456789abcdef', null, 'fedcba9876543210fedcba9876543210', null];
    const fair: FairRecord = { commitments: values.map((v) => (v ? commitment(v) : null)), reveals: values };
    const mixed = played('schraem', { mode: 'fortgeschritten', players: 4 }, 'verify-2', fair);

    it('replays from the mixed seed: the deals are those of the seed and the values together', () => {
      expect(verifyRecord(mixed)).toMatchObject({ hashMatches: true, revealsMatch: true, revealed: 2, replayLegal: true, resultMatches: true });
      // The same log from the server's seed alone is another deal: it does not replay to the same end.
      const alone = verifyRecord({ ...mixed, fair: null });
      expect(alone.replayLegal && alone.resultMatches).toBe(false);
    });

    it('notices a value that does not open its commitment', () => {
      const forged = { ...fair, reveals: ['00000000000000000000000000000000', null, values[2]!, null] };
      const v = verifyRecord({ ...mixed, fair: forged });
      expect(v.revealsMatch).toBe(false);
      expect(v.problem?.message).toMatch(/seat 0's value does not open its commitment/);
    });
  });

  it('notices a seed that is not the committed one', () => {
    const v = verifyRecord({ ...rec, seedHash: sha256('another seed') });
    expect(v.hashMatches).toBe(false);
  });

  it('names the first move that does not replay', () => {
    const i = rec.actions.findIndex((a) => a.action.startsWith('play'));
    const forged = rec.actions.map((a, k) => (k === i ? { seat: (a.seat + 1) % 4, action: a.action } : a));
    const v = verifyRecord({ ...rec, actions: forged });
    expect(v.replayLegal).toBe(false);
    expect(v.problem?.index).toBe(i);
  });

  it('notices a result that the moves did not lead to', () => {
    const result = { ...(rec.result as Record<string, unknown>), gameWinner: 99 };
    expect(verifyRecord({ ...rec, result }).resultMatches).toBe(false);
  });

  it('compares JSON whatever the key order', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
  });
});

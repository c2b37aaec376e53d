import { describe, expect, it } from 'vitest';
import { popcount } from '../../cards/bits.ts';
import { Rng } from '../../cards/rng.ts';
import { viewFor } from '../../games/schraem/view.ts';
import { type BetModel, type BetStart, bettingPlayOut, opponentBetModel } from './betting-playout.ts';
import { knowledgeOf } from './knowledge.ts';
import { playOut } from './policy.ts';
import { Sim } from './sim.ts';
import { randomPositions } from './testing.ts';

const constant = (knock: number, hold: number): BetModel => ({ knock: () => knock, hold: () => hold });

/** Positions of 4-player Profi hands in card play, each seat's cards as dealt. */
const sims = randomPositions(300, 'betting-playout')
  .filter((p) => p.state.phase === 'play' && p.state.lives.length === 4 && p.state.options.mode === 'profi')
  .map((p) => Sim.fromKnowledge(knowledgeOf(viewFor(p.state, p.seat)), p.state.hands))
  .filter((s) => s.toAct >= 0);

/** Cards still to be played in the hand. */
const turnsOf = (sim: Sim): number => sim.tricksLeft * popcount(sim.inHand) - sim.trickLen;

const startOf = (value: number, limit = 7): BetStart => ({ value, heldAt: [0, 0, 0, 0], lastKnocker: -1, knocked: 0, limits: [limit, limit, limit, limit], firstMayKnock: true });

describe('play-out with betting (S-11..S-15)', () => {
  it('has positions to test', () => expect(sims.length).toBeGreaterThan(10));

  it('without knocks: the plain play-out, at the value it started with', () => {
    const rng = Rng.fromSeed('none');
    for (const sim of sims) {
      const out = bettingPlayOut(sim.clone(), startOf(2), constant(0, 1), rng);
      expect(out).toMatchObject({ winner: playOut(sim.clone()), value: 2, stay: sim.inHand, paid: [], knocks: 0 });
    }
  });

  it('every seat knocking and holding: the value climbs to 7, or to the knock limit (S-18), nobody leaves', () => {
    const rng = Rng.fromSeed('all');
    let long = 0;
    for (const sim of sims) {
      const turns = turnsOf(sim);
      const out = bettingPlayOut(sim.clone(), startOf(1), constant(1, 1), rng);
      expect(out.paid).toEqual([]);
      expect(out.stay).toBe(sim.inHand);
      expect(out.value).toBeLessThanOrEqual(Math.min(7, 1 + turns));
      expect(bettingPlayOut(sim.clone(), startOf(1, 3), constant(1, 1), rng).value).toBeLessThanOrEqual(3);
      // S-12 can skip a trick's leader at most once a trick: ten turns are six knocks at least.
      if (turns >= 10) {
        long++;
        expect(out.value).toBe(7);
        expect(bettingPlayOut(sim.clone(), startOf(1, 3), constant(1, 1), rng).value).toBe(3);
      }
    }
    expect(long).toBeGreaterThan(3);
  });

  it('a knock everybody passes wins at once (S-15); each passer pays its stake (S-14)', () => {
    const rng = Rng.fromSeed('pass');
    for (const sim of sims) {
      const seat = sim.toAct;
      const start = { ...startOf(3), heldAt: [3, 0, 2, 0] };
      const out = bettingPlayOut(sim.clone(), start, constant(1, 0), rng);
      expect(out).toMatchObject({ winner: seat, value: 4, stay: 1 << seat, knocks: 1 });
      const others = [0, 1, 2, 3].filter((s) => s !== seat && (sim.inHand >>> s) & 1);
      expect(out.paid.map(([s]) => s).sort()).toEqual(others);
      for (const [s, cost] of out.paid) expect(cost).toBe(start.heldAt[s]! > 0 ? start.heldAt[s] : 1);
    }
  });

  it('a knock must wait when a card must come first (S-16), and nobody knocks twice in a row (S-12)', () => {
    const rng = Rng.fromSeed('wait');
    for (const sim of sims) {
      if (turnsOf(sim) < 2) continue;
      const seat = sim.toAct;
      let early = 0;
      const asked: BetModel = { knock: (s) => (s.played === sim.played ? ++early : 1), hold: () => 0 };
      expect(bettingPlayOut(sim.clone(), { ...startOf(6), firstMayKnock: false }, asked, rng).knocks).toBe(1);
      expect(early).toBe(0);
      const knockedLast = bettingPlayOut(sim.clone(), { ...startOf(6), lastKnocker: seat }, constant(1, 0), rng);
      expect(knockedLast.knocks).toBe(1);
      expect(knockedLast.winner).not.toBe(seat);
    }
  });

  it("the opponents' models give chances", () => {
    const lives = [7, 5, 3, 2];
    for (const fitted of [false, true]) {
      const m = opponentBetModel(lives, fitted, 0.2, 0);
      for (const sim of sims.slice(0, 20)) {
        const st = { value: 2, heldAt: [0, 2, 0, 0], lastKnocker: 1, knocked: 2 };
        const k = m.knock(sim, sim.toAct, st);
        const h = m.hold(sim, (sim.toAct + 1) % 4, st, 0);
        for (const p of [k, h]) expect(p >= 0 && p <= 1).toBe(true);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { Rng } from '../../cards/rng.ts';
import { isEngineError } from '../../errors.ts';
import { schraem } from '../../games/schraem/index.ts';
import { PLAY } from '../../games/schraem/notation.ts';
import type { SchraemState } from '../../games/schraem/state.ts';
import { viewFor } from '../../games/schraem/view.ts';
import { cardIndex, maskOfCards } from './cards.ts';
import { knowledgeOf } from './knowledge.ts';
import { Sim } from './sim.ts';
import { Solver } from './solver.ts';
import { randomPositions } from './testing.ts';

const simOf = (s: SchraemState, seat: number): Sim => Sim.fromKnowledge(knowledgeOf(viewFor(s, seat as 0)), s.hands);

/** Exhaustive reference: does `root` win against every defence (the others may cooperate)? */
function brute(sim: Sim, root: number): boolean {
  if (sim.toAct < 0) return sim.winner === root;
  const mine = sim.toAct === root;
  for (let m = sim.playable(sim.toAct); m !== 0; m &= m - 1) {
    const next = sim.clone();
    next.play(31 - Math.clz32(m & -m));
    const r = brute(next, root);
    if (mine ? r : !r) return r;
  }
  return !mine;
}

describe('simulator', () => {
  it('plays like the engine: the same cards give the same turns, tricks and hand winner (S-6..S-9, S-17)', () => {
    const rng = Rng.fromSeed('sim');
    let hands = 0;
    for (const { state, seat } of randomPositions(300, 'sim-positions')) {
      if (state.phase !== 'play' || state.toAct !== seat) continue;
      const sim = simOf(state, seat);
      let s = state;
      const hand = s.handNumber;
      while (s.handNumber === hand && s.phase === 'play') {
        expect(sim.toAct).toBe(s.toAct);
        const cards: number[] = [];
        for (let m = sim.playable(sim.toAct); m !== 0; m &= m - 1) cards.push(31 - Math.clz32(m & -m));
        const c = rng.pick(cards);
        sim.play(c);
        const next = schraem.apply(s, s.toAct!, PLAY[c]!);
        if (isEngineError(next)) throw new Error(next.message);
        s = next;
      }
      if (s.handNumber !== hand || s.phase === 'over') {
        expect(sim.winner).toBe(s.lastHand!.winner);
        hands++;
      }
    }
    expect(hands).toBeGreaterThan(50);
  });

  it('a seat leaving mid-trick hands the turn on and its card stops competing (S-15, S-17)', () => {
    // Seat 0 leads Jh, seat 1 plays 9h and then leaves: seat 2's 7h now wins the trick.
    const idx = cardIndex;
    const hands = [['Jh', 'Jc'], ['9h', 'Qc'], ['7h', 'Ac']].map((h) => maskOfCards(h));
    const sim = new Sim(3, 7, hands, 0, [0, 0, 0], 2, 0);
    sim.play(idx('Jh'));
    sim.play(idx('9h'));
    sim.leave(1);
    expect(sim.toAct).toBe(2);
    sim.play(idx('7h'));
    expect(sim.toAct).toBe(2); // 7h beats Jh; 9h no longer counts
    sim.leave(0);
    expect(sim.toAct).toBe(-1);
    expect(sim.winner).toBe(2);
  });
});

describe('exact solver', () => {
  it('agrees with exhaustive search on random endings (2–5 seats, 1–4 tricks left)', () => {
    const rng = Rng.fromSeed('solver');
    const solver = new Solver();
    for (let i = 0; i < 400; i++) {
      const n = 2 + rng.int(4);
      const tricks = 1 + rng.int(i % 5 === 0 ? 4 : 3);
      const deck = rng.shuffle(Array.from({ length: 32 }, (_, c) => c));
      const hands = Array.from({ length: n }, (_, s) => deck.slice(s * tricks, (s + 1) * tricks).reduce((m, c) => m | (1 << c), 0));
      const sim = new Sim(n, (1 << n) - 1, hands, 0, new Array<number>(n).fill(0), tricks, rng.int(n));
      // Sometimes start mid-trick.
      for (let p = rng.int(n); p > 0; p--) {
        const legal: number[] = [];
        for (let m = sim.playable(sim.toAct); m !== 0; m &= m - 1) legal.push(31 - Math.clz32(m & -m));
        sim.play(rng.pick(legal));
      }
      const root = rng.int(n);
      expect(solver.wins(sim, root)).toBe(brute(sim, root));
    }
  });
});

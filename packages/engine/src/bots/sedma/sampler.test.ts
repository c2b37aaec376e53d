import { describe, expect, it } from 'vitest';
import { popcount } from '../../cards/bits.ts';
import { Rng } from '../../cards/rng.ts';
import { viewFor } from '../../games/sedma/view.ts';
import { knowledgeOf } from './knowledge.ts';
import { sampleDeal } from './sampler.ts';
import { randomPositions } from './testing.ts';

const positions = randomPositions(900, 'sampler').filter((p) => p.state.phase !== 'over');

describe('Sedma knowledge from a view', () => {
  it('is true of the real game: own cards, unseen cards (other hands and stock), ranks a seat lacks (D-10), sizes', () => {
    let forbidden = 0;
    for (const { state, seat } of positions) {
      const k = knowledgeOf(viewFor(state, seat));
      expect(k.hand).toBe(state.hands[seat]);
      expect(k.stock).toBe(state.stock.length);
      let hidden = 0;
      for (let s = 0; s < k.n; s++) {
        expect(k.sizes[s]).toBe(popcount(state.hands[s]!));
        expect(state.hands[s]! & k.forbidden[s]!).toBe(0);
        if (k.forbidden[s]) forbidden++;
        if (s !== seat) hidden |= state.hands[s]!;
      }
      for (const c of state.stock) hidden |= 1 << c;
      expect(k.unseen).toBe(hidden);
    }
    expect(forbidden).toBeGreaterThan(20);
  });
});

describe('Sedma deal sampler', () => {
  it('every sampled deal is consistent with the view: hand sizes, stock size, unseen cards only, disjoint, D-10', () => {
    const rng = Rng.fromSeed('consistency');
    let checked = 0;
    for (const { state, seat } of positions) {
      const k = knowledgeOf(viewFor(state, seat));
      for (let i = 0; i < 5; i++) {
        const d = sampleDeal(k, rng);
        expect(d.weight).toBeGreaterThan(1e-6);
        expect(d.stock.length).toBe(k.stock);
        let used = 0;
        for (let s = 0; s < k.n; s++) {
          const h = d.hands[s]!;
          expect(popcount(h)).toBe(k.sizes[s]);
          if (s === seat) {
            expect(h).toBe(k.hand);
            continue;
          }
          expect(h & ~k.unseen).toBe(0);
          expect(h & k.forbidden[s]!).toBe(0);
          expect(h & used).toBe(0);
          used |= h;
        }
        for (const c of d.stock) {
          expect(((k.unseen & ~used) >>> c) & 1).toBe(1);
          used |= 1 << c;
        }
        expect(used).toBe(k.unseen);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it('is deterministic by seed', () => {
    for (const { state, seat } of positions.slice(0, 100)) {
      const k = knowledgeOf(viewFor(state, seat));
      expect(sampleDeal(k, Rng.fromSeed('x'))).toEqual(sampleDeal(k, Rng.fromSeed('x')));
    }
  });

  it('treats the stock as chance: each unseen card reaches every other hand and every stock place', () => {
    const { state, seat } = positions.find((p) => p.state.options.players === 2 && p.state.tricks.length === 0 && p.state.phase === 'play')!;
    const k = knowledgeOf(viewFor(state, seat));
    const rng = Rng.fromSeed('coverage');
    let inHand = 0;
    let onTop = 0;
    for (let i = 0; i < 600; i++) {
      const d = sampleDeal(k, rng);
      inHand |= d.hands[1 - seat]!;
      onTop |= 1 << d.stock[0]!;
    }
    expect(inHand).toBe(k.unseen);
    expect(onTop).toBe(k.unseen);
  });
});

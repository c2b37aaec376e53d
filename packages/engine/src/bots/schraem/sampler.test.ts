import { describe, expect, it } from 'vitest';
import { popcount } from '../../cards/bits.ts';
import { Rng } from '../../cards/rng.ts';
import { viewFor } from '../../games/schraem/view.ts';
import { knowledgeOf } from './knowledge.ts';
import { hiddenSeats, sampleDeal, voidMask } from './sampler.ts';
import { randomPositions } from './testing.ts';

const positions = randomPositions(600, 'sampler');

describe('knowledge from a view', () => {
  it('is true of the real deal: own cards, unseen cards, voids (S-7), hand sizes', () => {
    for (const { state, seat } of positions) {
      const k = knowledgeOf(viewFor(state, seat));
      if (k.myHand !== null) expect(k.myHand).toBe(state.hands[seat]);
      for (let s = 0; s < k.n; s++) {
        expect(k.sizes[s]).toBe(popcount(state.hands[s]!));
        if (s === seat && k.myHand !== null) continue;
        // Every hidden card is unseen, and no seat holds a suit it has shown it lacks.
        expect(state.hands[s]! & ~k.unseen).toBe(0);
        expect(state.hands[s]! & voidMask(k.voids[s]!)).toBe(0);
      }
      expect(k.played & (state.played | 0)).toBe(k.played);
    }
  });
});

describe('deal sampler', () => {
  it('every sampled deal is consistent with the view: sizes, unseen cards only, disjoint, voids respected', () => {
    const rng = Rng.fromSeed('consistency');
    let checked = 0;
    for (const { state, seat } of positions) {
      const k = knowledgeOf(viewFor(state, seat));
      const hidden = hiddenSeats(k);
      for (let i = 0; i < 10; i++) {
        const d = sampleDeal(k, rng);
        expect(d.weight).toBeGreaterThan(0);
        let used = 0;
        for (let s = 0; s < k.n; s++) {
          const h = d.hands[s]!;
          if (s === seat && k.myHand !== null) {
            expect(h).toBe(k.myHand);
            continue;
          }
          if (!hidden.includes(s)) {
            expect(h).toBe(0);
            continue;
          }
          expect(popcount(h)).toBe(k.sizes[s]);
          expect(h & ~k.unseen).toBe(0); // never a card face up or in the viewer's hand
          expect(h & voidMask(k.voids[s]!)).toBe(0);
          expect(h & used).toBe(0);
          used |= h;
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('is deterministic by seed', () => {
    for (const { state, seat } of positions.slice(0, 100)) {
      const k = knowledgeOf(viewFor(state, seat));
      const a = sampleDeal(k, Rng.fromSeed('x'));
      const b = sampleDeal(k, Rng.fromSeed('x'));
      expect(Array.from(a.hands)).toEqual(Array.from(b.hands));
      expect(a.weight).toBe(b.weight);
    }
  });

  it('reaches every consistent card: over many samples each unseen card of a free suit lands in some hidden hand', () => {
    const { state, seat } = positions.find((p) => p.state.phase === 'play' && p.state.tricks.length === 0 && p.state.trick.length === 0)!;
    const k = knowledgeOf(viewFor(state, seat));
    const rng = Rng.fromSeed('coverage');
    let union = 0;
    for (let i = 0; i < 400; i++) {
      const d = sampleDeal(k, rng);
      for (const s of hiddenSeats(k)) union |= d.hands[s]!;
    }
    expect(union).toBe(k.unseen);
  });
});

import { describe, expect, it } from 'vitest';
import { Rng } from '../../cards/rng.ts';
import { popcount9 } from '../../games/schieber/cards.ts';
import { viewFor } from '../../games/schieber/view.ts';
import { knowledgeOf } from './knowledge.ts';
import { explainsClaims, sampleDeal } from './sampler.ts';
import { randomPositions } from './testing.ts';

const positions = randomPositions(700, 'sampler');

describe('Schieber knowledge from a view', () => {
  it('is true of the real deal: own cards, cards face up, forbidden cards (J-8 … J-10), shown Weis (J-12), sizes', () => {
    let forbidden = 0;
    for (const { state, seat } of positions) {
      const k = knowledgeOf(viewFor(state, seat));
      for (let suit = 0; suit < 4; suit++) expect(k.hand[suit]).toBe(state.hands[seat * 4 + suit]);
      for (let s = 0; s < 4; s++) {
        let size = 0;
        for (let suit = 0; suit < 4; suit++) {
          const real = state.hands[s * 4 + suit]!;
          size += popcount9(real);
          expect(real & k.played[suit]!).toBe(0);
          expect(real & k.forbidden[s * 4 + suit]!).toBe(0);
          expect(k.required[s * 4 + suit]! & ~real).toBe(0);
          if (k.forbidden[s * 4 + suit]) forbidden++;
        }
        expect(k.sizes[s]).toBe(size);
      }
    }
    expect(forbidden).toBeGreaterThan(200);
  });
});

describe('Schieber deal sampler', () => {
  it('every sampled deal is consistent with the view: sizes, own and face-up cards, forbidden and required cards, Weis not yet shown', () => {
    const rng = Rng.fromSeed('consistency');
    let checked = 0;
    let claims = 0;
    for (const { state, seat } of positions) {
      const k = knowledgeOf(viewFor(state, seat));
      if (k.weisClaims.length > 0) claims++;
      for (let i = 0; i < 6; i++) {
        const d = sampleDeal(k, rng);
        expect(d.weight).toBeGreaterThan(1e-3);
        const used = [0, 0, 0, 0];
        for (let s = 0; s < 4; s++) {
          let size = 0;
          for (let suit = 0; suit < 4; suit++) {
            const h = d.hands[s * 4 + suit]!;
            size += popcount9(h);
            if (s === seat) {
              expect(h).toBe(k.hand[suit]);
              continue;
            }
            expect(h & (k.played[suit]! | k.hand[suit]!)).toBe(0);
            expect(h & k.forbidden[s * 4 + suit]!).toBe(0);
            expect(k.required[s * 4 + suit]! & ~h).toBe(0);
            expect(h & used[suit]!).toBe(0);
            used[suit]! |= h;
          }
          expect(size).toBe(k.sizes[s]);
        }
        expect(explainsClaims(k, d.hands)).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(4000);
    expect(claims).toBeGreaterThan(5);
  });

  it('is deterministic by seed', () => {
    for (const { state, seat } of positions.slice(0, 100)) {
      const k = knowledgeOf(viewFor(state, seat));
      const a = sampleDeal(k, Rng.fromSeed('x'));
      const b = sampleDeal(k, Rng.fromSeed('x'));
      expect(a.hands).toEqual(b.hands);
      expect(a.weight).toBe(b.weight);
    }
  });

  it('reaches every unseen card: before the first card, each lands in every other seat over many samples', () => {
    const { state, seat } = positions.find((p) => p.state.phase === 'contract')!;
    const k = knowledgeOf(viewFor(state, seat));
    const rng = Rng.fromSeed('coverage');
    const union = new Array<number>(16).fill(0);
    for (let i = 0; i < 300; i++) {
      const d = sampleDeal(k, rng);
      for (let j = 0; j < 16; j++) union[j]! |= d.hands[j]!;
    }
    for (let s = 0; s < 4; s++) {
      if (s === seat) continue;
      for (let suit = 0; suit < 4; suit++) expect(union[s * 4 + suit]).toBe(0x1ff & ~k.hand[suit]!);
    }
  });
});

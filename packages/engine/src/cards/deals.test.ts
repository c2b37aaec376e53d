import { describe, expect, it } from 'vitest';
import { absentValue, checkFair, commitment, gameSeed } from './fair.ts';
import { DealStream, dealKey, firstDraw, shuffledDeck } from './deals.ts';

// The known-answer vectors of docs/fairness.md §9 (computed with node:crypto by scripts/verify-deal.mjs).
describe('the deal generator (docs/fairness.md)', () => {
  const key = dealKey('kat');
  const words = (deal: number, n: number) => {
    const s = new DealStream(key, deal);
    return Array.from({ length: n }, () => s.nextUint32().toString(16).padStart(8, '0')).join(' ');
  };

  it('§9 key, block words of deals 0 and 1 (across the block boundary)', () => {
    expect(key).toBe('5455fc3fb94cf1d5cac49792b3c79be4376671a1c1fffaf3edf630d61840e838');
    expect(words(0, 9)).toBe('9e950d3d 1e11dafc 6e7f3fc2 d401458f 06f0630a c8e56a1f fcd95537 0a87b64a b7cddf29');
    expect(words(1, 3)).toBe('7a71dd23 6b386b45 c946a6b9');
  });

  it('§9 draws and shuffles', () => {
    expect(new DealStream(key, 0).int(4)).toBe(1);
    expect(shuffledDeck(key, 1, 10).join(',')).toBe('1,7,3,0,4,6,8,9,5,2');
    expect(shuffledDeck(key, 2, 36).join(',')).toBe(
      '1,32,15,6,26,31,5,28,14,13,10,8,18,16,0,34,3,17,2,29,7,24,21,4,22,27,11,33,20,12,30,23,19,35,9,25',
    );
  });

  it('the shared-stream draws equal the stream\'s: firstDraw, and shuffledDeck against DealStream.shuffle (bounds past the limit table too)', () => {
    expect(firstDraw(key, 0, 4)).toBe(1);
    for (const [deal, bound] of [[0, 3], [5, 7], [9, 64], [3, 65], [4, 1000], [8, 4294967296]] as const) {
      expect(firstDraw(key, deal, bound), `deal ${deal}, bound ${bound}`).toBe(new DealStream(key, deal).int(bound));
    }
    for (const size of [4, 32, 36, 70]) {
      const ordered = Array.from({ length: size }, (_, i) => i);
      expect(shuffledDeck(key, 3, size), `size ${size}`).toEqual(new DealStream(key, 3).shuffle(ordered));
      // The front alone: the same first places, whatever other deal or key was drawn in between.
      firstDraw(dealKey('other'), 1, 5);
      expect(shuffledDeck(key, 3, size, 16).slice(0, 16)).toEqual(ordered.slice(0, 16));
    }
    expect(() => firstDraw(key, 0, 0)).toThrow(RangeError);
  });

  it('per-deal independence: the same seed gives every deal number its own stream', () => {
    const firsts = new Set(Array.from({ length: 200 }, (_, n) => shuffledDeck(key, n, 36).join(',')));
    expect(firsts.size).toBe(200);
    // and another seed gives other deals for the same numbers
    expect(shuffledDeck(dealKey('kat2'), 1, 36)).not.toEqual(shuffledDeck(key, 1, 36));
  });

  it('int(bound) rejects the top of the range, so draws are exactly uniform', () => {
    // 2^32 mod 3 = 1: the word 0xffffffff is thrown away.
    const s = new DealStream(key, 0);
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) counts[s.int(3)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
    expect(() => s.int(0)).toThrow(RangeError);
  });

  it('§9 the seed mix: commitment, absent value, game seed', () => {
    const value = '00112233445566778899aabbccddeeff';
    expect(commitment(value)).toBe('5947d7c33d783f94b3b4c1a96ebc8991ed28f1b069b71e03376cba8caa98a720');
    expect(absentValue('server-seed', 1)).toBe('a1f99861982dff15976c6d173a8c8ee7');
    const fair = { commitments: [commitment(value), null], reveals: [value, null] };
    expect(checkFair('server-seed', fair)).toEqual({ seed: 'd0035639eeb65ba587401ea21f30f888010b7bdb65f8871b03b00158b2165aa2', problem: null });
    expect(gameSeed('server-seed', [value, absentValue('server-seed', 1)])).toBe('d0035639eeb65ba587401ea21f30f888010b7bdb65f8871b03b00158b2165aa2');
  });

  it('a reveal that does not open its commitment is refused', () => {
    const value = '00112233445566778899aabbccddeeff';
    const fair = { commitments: [commitment(value)], reveals: ['ffffffffffffffffffffffffffffffff'] };
    expect(checkFair('s', fair)).toEqual({ seed: null, problem: "seat 0's value does not open its commitment" });
  });
});

import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256 } from './sha256.ts';

describe('sha256', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ])('FIPS 180-2 test vector %j', (text, hex) => {
    expect(sha256(text)).toBe(hex);
  });

  it('agrees with Node’s crypto on any text, across block boundaries', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(sha256(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with Node’s crypto on ASCII text of every length around one block (the one-block path, 55 characters and below)', () => {
    for (let n = 0; n <= 70; n++) {
      const text = 'seed-0123456789'.repeat(5).slice(0, n);
      expect(sha256(text), `length ${n}`).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
    const ascii = fc.integer({ min: 0, max: 127 }).map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(fc.string({ unit: ascii, maxLength: 60 }), (text) => {
        expect(sha256(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
      }),
      { numRuns: 300 },
    );
  });
});

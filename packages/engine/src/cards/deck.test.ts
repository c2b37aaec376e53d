import { describe, expect, it } from 'vitest';
import { ParseError } from '../errors.ts';
import { FRENCH32, formatCard, GERMAN32, parseCard, parseCardIndex, SWISS36 } from './deck.ts';

describe('decks', () => {
  it.each([
    [FRENCH32, 32, ['Th', 'Jc', '7d', 'As']],
    [SWISS36, 36, ['Ue', '6r', 'Ts', 'At']],
    [GERMAN32, 32, ['Kh', '7a', 'Ub', 'Ol']],
  ] as const)('%s has its cards and round-trips them', (deck, size, samples) => {
    expect(deck.size).toBe(size);
    expect(new Set(deck.cards).size).toBe(size);
    for (const c of samples) {
      const i = parseCardIndex(deck, c);
      expect(typeof i).toBe('number');
      expect(formatCard(deck, i as number)).toBe(c);
    }
  });

  it('accepts 10 for T', () => {
    expect(parseCard(FRENCH32, '10h')).toBe('Th');
  });

  it.each([
    [FRENCH32, 'Xq', '"Xq" is not a card of the French deck'],
    [FRENCH32, '6h', '"6h" is not a card of the French deck'], // S-1: no sixes in the Skat deck
    [SWISS36, 'Jh', '"Jh" is not a card of the Swiss deck'],
    [GERMAN32, 'Qh', '"Qh" is not a card of the German deck'],
    [FRENCH32, '', '"" is not a card of the French deck'],
  ] as const)('%s refuses %s with a clear message', (deck, text, message) => {
    const r = parseCard(deck, text);
    expect(r).toBeInstanceOf(ParseError);
    expect((r as ParseError).message).toBe(message);
  });
});

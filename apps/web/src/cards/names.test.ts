import { describe, expect, it } from 'vitest';
import { cardShort } from './names.ts';

describe('a card in a few characters (notes on a small phone)', () => {
  it('shows the suit sign and the corner index of the language', () => {
    expect(cardShort('french32', 'Tc', 'de')).toBe('♣10');
    expect(cardShort('french32', 'Jd', 'de')).toBe('♦B');
    expect(cardShort('french32', 'Jd', 'en')).toBe('♦J');
    expect(cardShort('french32', 'Qh', 'gsw')).toBe('♥D');
  });
  it('falls back to the name (here the code itself) for what is not a card of the deck', () => {
    expect(cardShort('french32', 'zz', 'de')).toBe('zz');
  });
});

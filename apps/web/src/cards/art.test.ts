import type { DeckId } from '@stammtisch/engine/cards/deck';
import { describe, expect, it } from 'vitest';
import { backSvg, cardSvg, type FaceStyle } from './art.ts';
import { LOCALES } from './locale.ts';
import { cardName, cornerIndex, DECK_OF, faceDownName, SWISS_FACES } from './names.ts';

const DECKS: readonly DeckId[] = ['french32', 'swiss36', 'german32'];

/** A small well-formedness check: every tag closes in order. */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, close, name, selfClose] = m;
    if (selfClose) continue;
    if (close) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

describe('card art', () => {
  for (const deck of DECKS) {
    for (const faces of deck === 'swiss36' ? SWISS_FACES : (['swiss'] as const)) {
      for (const fourColour of deck === 'french32' ? [false, true] : [false]) {
        it(`renders every ${deck} card (${faces} faces${fourColour ? ', four colours' : ''})`, () => {
          const style: FaceStyle = { locale: 'de', fourColour, swissFaces: faces };
          for (const code of DECK_OF[deck].cards) {
            const svg = cardSvg(deck, code, style, cardName(deck, code, 'de', faces));
            expect(svg.startsWith('<svg')).toBe(true);
            expect(svg).toContain('viewBox="0 0 100 140"');
            expect(wellFormed(svg), `${deck} ${code}`).toBe(true);
            expect(svg).not.toMatch(/NaN|undefined/);
          }
        });
      }
    }
  }

  it('draws each card of a deck differently', () => {
    for (const deck of DECKS) {
      const style: FaceStyle = { locale: 'de', fourColour: false, swissFaces: 'swiss' };
      const faces = new Set(DECK_OF[deck].cards.map((c) => cardSvg(deck, c, style, '')));
      expect(faces.size).toBe(DECK_OF[deck].cards.length);
    }
  });

  it('draws the back', () => {
    expect(wellFormed(backSvg('x'))).toBe(true);
  });

  it('refuses a code that is not a card of the deck', () => {
    expect(() => cardSvg('french32', 'Ue', { locale: 'de', fourColour: false, swissFaces: 'swiss' }, '')).toThrow(RangeError);
  });
});

describe('card names', () => {
  for (const locale of LOCALES) {
    it(`names every card of every deck in ${locale}, each name unique in its deck`, () => {
      for (const deck of DECKS) {
        for (const faces of SWISS_FACES) {
          const names = DECK_OF[deck].cards.map((c) => cardName(deck, c, locale, faces));
          for (const [i, name] of names.entries()) {
            expect(name.length, `${deck} ${DECK_OF[deck].cards[i]}`).toBeGreaterThan(3);
            expect(name).not.toMatch(/undefined/);
          }
          expect(new Set(names).size).toBe(names.length);
        }
      }
      expect(faceDownName(locale).length).toBeGreaterThan(3);
    });
  }

  it.each([
    ['french32', 'Th', 'de', 'swiss', 'Herz Zehn'],
    ['french32', 'Jc', 'de', 'swiss', 'Kreuz Bube'],
    ['french32', 'Qs', 'en', 'swiss', 'Queen of Spades'],
    ['french32', 'Ad', 'cs', 'swiss', 'Kárové eso'],
    ['swiss36', 'Ue', 'de', 'swiss', 'Eichel Under'],
    ['swiss36', 'Tr', 'gsw', 'swiss', 'Rose Banner'],
    ['swiss36', 'Ks', 'gsw', 'swiss', 'Schälle Chünig'],
    ['swiss36', 'Ue', 'de', 'french', 'Kreuz Bube'],
    ['swiss36', 'Or', 'en', 'french', 'Queen of Hearts'],
    ['german32', 'Ol', 'cs', 'swiss', 'Zelený svršek'],
    ['german32', '7h', 'cs', 'swiss', 'Červená sedma'],
    ['german32', 'Ab', 'cs', 'swiss', 'Kulové eso'],
    ['german32', 'Ua', 'de', 'swiss', 'Eichel Unter'],
  ] as const)('%s %s in %s (%s faces) is "%s"', (deck, code, locale, faces, name) => {
    expect(cardName(deck, code, locale, faces)).toBe(name);
  });

  it.each([
    ['french32', 'T', 'de', 'swiss', '10'],
    ['french32', 'J', 'de', 'swiss', 'B'],
    ['french32', 'Q', 'de', 'swiss', 'D'],
    ['french32', 'J', 'en', 'swiss', 'J'],
    ['french32', 'Q', 'en', 'swiss', 'Q'],
    ['swiss36', 'U', 'gsw', 'swiss', 'U'],
    ['swiss36', 'U', 'gsw', 'french', 'B'],
    ['german32', 'O', 'cs', 'swiss', 'Sv'],
  ] as const)('the corner of %s %s in %s (%s) says %s', (deck, rank, locale, faces, index) => {
    expect(cornerIndex(deck, rank, locale, faces)).toBe(index);
  });
});

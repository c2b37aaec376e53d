import { describe, expect, it } from 'vitest';
import { GERMAN32 } from '../../cards/deck.ts';
import { ParseError } from '../../errors.ts';
import { cardIndex, DEAL, formatAction, KEEP, parseAction, PLAY, STOP, SWAP } from './notation.ts';

const NOT_AN_ACTION = (text: string) => `"${text}" is not a Sedma action (deal, swap, keep, play CARD, stop)`;

describe('Sedma action notation (DESIGN.md)', () => {
  it.each(['deal', 'swap', 'keep', 'stop', 'play 7h', 'play Kh', 'play Ta', 'play Ub', 'play Ol'])('round-trips %s', (text) => {
    expect(formatAction(parseAction(text) as never)).toBe(text);
  });

  it('round-trips every card of the German deck (D-1)', () => {
    for (const card of GERMAN32.cards) expect(formatAction(parseAction(`play ${card}`) as never)).toBe(`play ${card}`);
  });

  it('tolerates spacing and 10 for T', () => {
    expect(formatAction(parseAction('  play   10h ') as never)).toBe('play Th');
  });

  it('returns the shared frozen action objects', () => {
    expect(parseAction('deal')).toBe(DEAL);
    expect(parseAction(' swap ')).toBe(SWAP);
    expect(parseAction('keep')).toBe(KEEP);
    expect(parseAction('stop')).toBe(STOP);
    expect(parseAction('play 7h')).toBe(PLAY[0]);
    expect(parseAction('play 10a')).toBe(parseAction('play Ta'));
    for (const a of [DEAL, SWAP, KEEP, STOP, ...PLAY]) expect(Object.isFrozen(a)).toBe(true);
  });

  it.each([
    ['play Qh', '"Qh" is not a card of the German deck'],
    ['play Jh', '"Jh" is not a card of the German deck'],
    ['play 7c', '"7c" is not a card of the German deck'],
    ['play', NOT_AN_ACTION('play')],
    ['play 7h 8h', NOT_AN_ACTION('play 7h 8h')],
    ['deal now', NOT_AN_ACTION('deal now')],
    ['pass', NOT_AN_ACTION('pass')],
    ['toString', NOT_AN_ACTION('toString')],
    ['', NOT_AN_ACTION('')],
  ])('refuses %j', (text, message) => {
    const r = parseAction(text);
    expect(r).toBeInstanceOf(ParseError);
    expect((r as ParseError).message).toBe(message);
  });
});

describe('cardIndex', () => {
  it('agrees with the deck for every card', () => {
    GERMAN32.cards.forEach((card, i) => expect(cardIndex(card)).toBe(i));
  });

  it.each(['Qh', 'K', 'Khh', '', 'kh', 'K\u0168', '\u0137h'])('is -1 for %j', (text) => {
    expect(cardIndex(text)).toBe(-1);
  });
});

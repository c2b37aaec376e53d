import { describe, expect, it } from 'vitest';
import { ParseError } from '../../errors.ts';
import { formatAction, parseAction } from './notation.ts';

describe('7-Schräm action notation (DESIGN.md)', () => {
  it.each(['play Th', 'fold Jd', 'knock', 'hold', 'pass', 'blind', 'reveal', 'keep', 'exchange', 'accept', 'turn', 'challenge', 'propose', 'agree', 'refuse'])('round-trips %s', (text) => {
    expect(formatAction(parseAction(text) as never)).toBe(text);
  });

  it('tolerates spacing and 10 for T', () => {
    expect(formatAction(parseAction('  play   10h ') as never)).toBe('play Th');
  });

  it.each([
    ['play Xq', '"Xq" is not a card of the French deck'],
    ['play', '"play" is not a 7-Schräm action (play CARD, fold CARD, knock, hold, pass, blind, reveal, keep, exchange, accept, turn, challenge, propose, agree, refuse)'],
    ['klopfen', '"klopfen" is not a 7-Schräm action (play CARD, fold CARD, knock, hold, pass, blind, reveal, keep, exchange, accept, turn, challenge, propose, agree, refuse)'],
    ['knock Th', '"knock Th" is not a 7-Schräm action (play CARD, fold CARD, knock, hold, pass, blind, reveal, keep, exchange, accept, turn, challenge, propose, agree, refuse)'],
  ])('refuses %j', (text, message) => {
    const r = parseAction(text);
    expect(r).toBeInstanceOf(ParseError);
    expect((r as ParseError).message).toBe(message);
  });
});

import type { SchraemView } from '@stammtisch/engine/games/schraem/index';
import { describe, expect, it } from 'vitest';
import { actionSentence, seatStatus } from './events.ts';

/** The table's words about a seat: second person on the viewer's own plate and in its own moves. */
const view = (events: SchraemView['events']): SchraemView => ({ events, value: 3 }) as unknown as SchraemView;
const card = (c: string): string => (c === 'Th' ? 'Herz Zehn' : c);

describe('7-Schräm words', () => {
  it.each([
    ['play Th', 'you', 'Du spielst Herz Zehn'],
    ['play Th', 'other', 'Hein spielt Herz Zehn'],
    ['hold', 'you', 'Du hältst'],
    ['pass', 'you', 'Du passt'],
    ['knock', 'you', 'Du klopfst – Wert 3'],
    ['fold Th', 'you', 'Du legst verdeckt ab'],
    ['knock', 'other', 'Hein klopft – Wert 3'],
  ] as const)('%s by %s: "%s"', (action, person, want) => {
    expect(actionSentence(person === 'you' ? 'Du' : 'Hein', person, action, view([]), card)).toBe(want);
  });

  it('says what the viewer did last in the second person on the own plate', () => {
    const v = view([
      { type: 'knock', seat: 0, value: 2, how: 'open' },
      { type: 'hold', seat: 1 },
    ] as unknown as SchraemView['events']);
    expect(seatStatus(v, 0, 'you')).toBe('klopfst: 2');
    expect(seatStatus(v, 1, 'other')).toBe('hält');
    expect(seatStatus(v, 1, 'you')).toBe('hältst');
  });
});

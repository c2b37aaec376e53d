import { m } from '../paraglide/messages.js';
import type { Lesson } from './lesson.ts';

/**
 * "Lern das Spiel" for 7-Schräm: a hand in Anfänger (your cards, the ranking, following suit, the
 * last trick, the Strichliste), then a hand in Fortgeschritten (a knock and what holding and
 * passing cost). Seat 1 is Hein, seat 2 Resi (the table's bot names). The claims are checked
 * against the engine in schraem.test.ts.
 */
export const SCHRAEM_LESSON: Lesson = {
  game: 'schraem',
  chapters: [
    {
      id: 'basics',
      game: 'schraem',
      options: { players: 3, mode: 'anfaenger', startLives: 3 },
      seed: 'a1',
      level: 'mittel',
      record: ['0: play Jc', '1: play Js', '2: play Kc', '2: play 7c', '0: play 8c', '1: play Jd', '0: play Qs', '1: play Qd', '2: play Jh', '0: play Th', '1: play Ad', '2: play Qh'],
      steps: [
        { id: 'cards', seq: 0, at: 'turn', target: { kind: 'hand' }, text: () => m.tutorial_schraem_cards() },
        { id: 'lead', seq: 0, at: 'turn', target: { kind: 'card', card: 'Jc' }, act: 'play Jc', text: (s) => m.tutorial_schraem_lead({ card: s.card('Jc') }) },
        {
          id: 'ranking',
          seq: 4,
          at: 'turn',
          target: { kind: 'testid', id: 'rank-strip' },
          claims: [{ kind: 'trick', trick: 0, seat: 2, card: 'Kc' }],
          text: (s) => m.tutorial_schraem_ranking({ name: s.name(2), card: s.card('Kc') }),
        },
        {
          id: 'follow',
          seq: 4,
          at: 'turn',
          target: { kind: 'card', card: '8c' },
          act: 'play 8c',
          claims: [
            { kind: 'led', seat: 2, card: '7c' },
            { kind: 'legal', only: ['play 8c'] },
          ],
          text: (s) => m.tutorial_schraem_follow({ name: s.name(2), led: s.card('7c'), card: s.card('8c') }),
        },
        {
          id: 'won',
          seq: 6,
          at: 'turn',
          target: { kind: 'card', card: 'Qs' },
          act: 'play Qs',
          claims: [{ kind: 'trick', trick: 1, seat: 0, card: '8c' }],
          text: (s) => m.tutorial_schraem_won({ card: s.card('8c'), next: s.card('Qs') }),
        },
        {
          id: 'last',
          seq: 9,
          at: 'turn',
          target: { kind: 'card', card: 'Th' },
          act: 'play Th',
          claims: [{ kind: 'trick', trick: 2, seat: 0, card: 'Qs' }],
          text: (s) => m.tutorial_schraem_last({ card: s.card('Th') }),
        },
        {
          id: 'strichliste',
          seq: 12,
          at: 'hand',
          target: { kind: 'plate', seat: 1 },
          claims: [
            { kind: 'trick', trick: 3, seat: 0, card: 'Th' },
            { kind: 'hand', winner: 0, lost: [0, 1, 1] },
          ],
          text: () => m.tutorial_schraem_strichliste(),
        },
      ],
    },
    {
      id: 'knocking',
      game: 'schraem',
      options: { players: 3, mode: 'fortgeschritten', startLives: 3 },
      seed: 't1',
      level: 'mittel',
      record: ['2: play Ah', '0: play 9h', '1: play Kh', '0: play 7d', '1: play 8d', '2: play Ad', '1: knock', '2: pass', '0: hold', '1: play 9d', '0: play Kd', '1: play Qd', '0: play 8c'],
      steps: [
        { id: 'knock', seq: 1, at: 'turn', target: { kind: 'testid', id: 'knock' }, text: () => m.tutorial_schraem_knock() },
        {
          id: 'beat',
          seq: 1,
          at: 'turn',
          target: { kind: 'card', card: '9h' },
          act: 'play 9h',
          claims: [
            { kind: 'led', seat: 2, card: 'Ah' },
            { kind: 'legal', only: ['play 9h', 'knock'] },
          ],
          text: (s) => m.tutorial_schraem_beat({ name: s.name(2), led: s.card('Ah'), card: s.card('9h') }),
        },
        {
          id: 'lead-again',
          seq: 3,
          at: 'turn',
          target: { kind: 'card', card: '7d' },
          act: 'play 7d',
          claims: [{ kind: 'trick', trick: 0, seat: 0, card: '9h' }],
          text: (s) => m.tutorial_schraem_lead_again({ card: s.card('7d') }),
        },
        {
          id: 'answer',
          seq: 8,
          at: 'turn',
          target: { kind: 'testid', id: 'answer' },
          act: 'hold',
          claims: [
            { kind: 'trick', trick: 1, seat: 1, card: '8d' },
            { kind: 'knocked', seat: 1, value: 2 },
            { kind: 'passed', seat: 2 },
            { kind: 'lives', seat: 2, lives: 2 },
          ],
          text: (s) => m.tutorial_schraem_answer({ name: s.name(1), passer: s.name(2) }),
        },
        {
          id: 'follow-again',
          seq: 10,
          at: 'turn',
          target: { kind: 'card', card: 'Kd' },
          act: 'play Kd',
          claims: [
            { kind: 'led', seat: 1, card: '9d' },
            { kind: 'legal', only: ['play Kd', 'knock'] },
          ],
          text: (s) => m.tutorial_schraem_follow_again({ name: s.name(1), led: s.card('9d'), card: s.card('Kd') }),
        },
        {
          id: 'no-suit',
          seq: 12,
          at: 'turn',
          target: { kind: 'card', card: '8c' },
          act: 'play 8c',
          claims: [{ kind: 'led', seat: 1, card: 'Qd' }],
          text: (s) => m.tutorial_schraem_no_suit({ name: s.name(1), led: s.card('Qd') }),
        },
        {
          id: 'cost',
          seq: 13,
          at: 'hand',
          target: { kind: 'plate', seat: 0 },
          claims: [{ kind: 'hand', winner: 1, lost: [2, 0, 1] }],
          text: (s) => m.tutorial_schraem_cost({ name: s.name(1) }),
        },
      ],
    },
  ],
};

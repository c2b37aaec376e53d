import { m } from '../paraglide/messages.js';
import type { Lesson } from './lesson.ts';

/**
 * "Lern das Spiel" for Sedma, two players (you and seat 1): leading any card, a 7 beating,
 * continuing a trick with a 7, drawing from the stock, a beat with the same rank, stopping, and
 * beating with a 7 yourself. The claims are checked against the engine in sedma.test.ts.
 */
export const SEDMA_LESSON: Lesson = {
  game: 'sedma',
  teaches: ['continue'],
  chapters: [
    {
      id: 'tricks',
      game: 'sedma',
      options: { players: 2, gamesToWin: 1 },
      seed: 'd12',
      level: 'mittel',
      record: ['0: play Kb', '1: play 7b', '0: play 7l', '1: play Ob', '0: play 9a', '1: play Uh', '0: play Ka', '1: play Oa', '0: play Ua', '1: play Ub', '0: stop', '1: play Ol', '0: play 8h', '1: play 9l', '0: play 8b', '1: play Oh', '0: play 7h', '1: stop'],
      steps: [
        { id: 'cards', seq: 0, at: 'turn', target: { kind: 'hand' }, text: () => m.tutorial_sedma_cards() },
        { id: 'lead', seq: 0, at: 'turn', target: { kind: 'card', card: 'Kb' }, act: 'play Kb', text: (s) => m.tutorial_sedma_lead({ card: s.card('Kb') }) },
        {
          id: 'continue',
          seq: 2,
          at: 'turn',
          target: { kind: 'card', card: '7l' },
          act: 'play 7l',
          claims: [
            { kind: 'led', seat: 0, card: 'Kb' },
            { kind: 'beats', seat: 1 },
            { kind: 'legal', only: ['play 7l', 'stop'] },
          ],
          text: (s) => m.tutorial_sedma_continue({ name: s.name(1), seven: s.card('7b'), card: s.card('7l') }),
        },
        {
          id: 'draw',
          seq: 4,
          at: 'turn',
          target: { kind: 'testid', id: 'stock' },
          claims: [
            { kind: 'trick', trick: 0, seat: 0, card: '7l' },
            { kind: 'stock', count: 20, hand: 4 },
          ],
          text: (s) => m.tutorial_sedma_draw({ name: s.name(1) }),
        },
        { id: 'lead-on', seq: 4, at: 'turn', target: { kind: 'card', card: '9a' }, act: 'play 9a', text: (s) => m.tutorial_sedma_lead_on({ card: s.card('9a') }) },
        {
          id: 'lead-on-2',
          seq: 6,
          at: 'turn',
          target: { kind: 'card', card: 'Ka' },
          act: 'play Ka',
          claims: [{ kind: 'trick', trick: 1, seat: 0, card: '9a' }],
          text: (s) => m.tutorial_sedma_lead_on({ card: s.card('Ka') }),
        },
        {
          id: 'lead-under',
          seq: 8,
          at: 'turn',
          target: { kind: 'card', card: 'Ua' },
          act: 'play Ua',
          claims: [{ kind: 'trick', trick: 2, seat: 0, card: 'Ka' }],
          text: (s) => m.tutorial_sedma_lead_on({ card: s.card('Ua') }),
        },
        {
          id: 'stop',
          seq: 10,
          at: 'turn',
          target: { kind: 'testid', id: 'stop' },
          act: 'stop',
          claims: [
            { kind: 'led', seat: 0, card: 'Ua' },
            { kind: 'beats', seat: 1 },
            { kind: 'legal', only: ['stop'] },
          ],
          text: (s) => m.tutorial_sedma_stop({ name: s.name(1), card: s.card('Ub') }),
        },
        {
          id: 'no-beat',
          seq: 12,
          at: 'turn',
          target: { kind: 'card', card: '8h' },
          act: 'play 8h',
          claims: [
            { kind: 'trick', trick: 3, seat: 1, card: 'Ub' },
            { kind: 'led', seat: 1, card: 'Ol' },
            { kind: 'legal', only: ['play 8h', 'play 8b', 'play Ta', 'play Aa'] },
          ],
          text: (s) => m.tutorial_sedma_no_beat({ name: s.name(1), led: s.card('Ol'), card: s.card('8h'), keep: s.card('Ta') }),
        },
        {
          id: 'no-beat-2',
          seq: 14,
          at: 'turn',
          target: { kind: 'card', card: '8b' },
          act: 'play 8b',
          claims: [{ kind: 'led', seat: 1, card: '9l' }],
          text: (s) => m.tutorial_sedma_no_beat_again({ led: s.card('9l'), card: s.card('8b') }),
        },
        {
          id: 'seven',
          seq: 16,
          at: 'turn',
          target: { kind: 'card', card: '7h' },
          act: 'play 7h',
          claims: [
            { kind: 'led', seat: 1, card: 'Oh' },
            { kind: 'can', action: 'play 7h' },
          ],
          text: (s) => m.tutorial_sedma_seven({ name: s.name(1), led: s.card('Oh'), card: s.card('7h') }),
        },
        {
          id: 'points',
          seq: 18,
          at: 'turn',
          target: { kind: 'testid', id: 'sedma-points' },
          claims: [{ kind: 'trick', trick: 6, seat: 0, card: '7h' }],
          text: (s) => m.tutorial_sedma_points({ name: s.name(1) }),
        },
      ],
    },
  ],
};

import { m } from '../paraglide/messages.js';
import type { Lesson } from './lesson.ts';

/**
 * "Lern das Spiel" for Schieber: a round where you choose trump (Schilte), announce a Weis, lead
 * trump, follow suit or trump in, and score Stöck; then a round where you push to your partner and
 * meet the Buur exception (J-10). Seat 2 is your partner. The claims are checked against the engine
 * in schieber.test.ts.
 */
export const SCHIEBER_LESSON: Lesson = {
  game: 'schieber',
  teaches: ['push', 'weis', 'stoeck'],
  chapters: [
    {
      id: 'trump',
      game: 'schieber',
      options: { target: 1000 },
      seed: 'j74',
      level: 'mittel',
      record: ['0: trump t', '0: weis', '0: play Ot', '1: play Tt', '2: play 6t', '3: weis', '3: play 7e', '0: play Ut', '1: play At', '2: play 9t', '3: play Ur', '0: play 8s', '1: play Ts', '2: play As', '3: play 9s', '2: play 8r', '3: play Kr', '0: play Kt', '1: play 9r'],
      steps: [
        { id: 'cards', seq: 0, at: 'turn', target: { kind: 'hand' }, text: (s) => m.tutorial_schieber_cards({ partner: s.name(2) }) },
        {
          id: 'choose',
          seq: 0,
          at: 'turn',
          target: { kind: 'testid', id: 'trump-t' },
          act: 'trump t',
          claims: [
            { kind: 'can', action: 'push' },
            { kind: 'can', action: 'trump t' },
          ],
          text: (s) => m.tutorial_schieber_choose({ partner: s.name(2), suit: s.suit('t'), buur: s.card('Ut') }),
        },
        {
          id: 'weis',
          seq: 1,
          at: 'turn',
          target: { kind: 'testid', id: 'weis' },
          act: 'weis',
          claims: [{ kind: 'contract', trump: 't', declarer: 0, pushed: false }],
          text: (s) => m.tutorial_schieber_weis({ cards: ['Ut', 'Ot', 'Kt'].map(s.card).join(', ') }),
        },
        { id: 'lead', seq: 2, at: 'turn', target: { kind: 'card', card: 'Ot' }, act: 'play Ot', text: (s) => m.tutorial_schieber_lead({ card: s.card('Ot') }) },
        {
          id: 'weis-won',
          seq: 7,
          at: 'turn',
          target: { kind: 'card', card: 'Ut' },
          act: 'play Ut',
          claims: [
            { kind: 'trick', trick: 0, seat: 0, card: 'Ot' },
            { kind: 'weis', team: 0, declared: [0, 3] },
          ],
          text: (s) => m.tutorial_schieber_weis_won({ name: s.name(3), buur: s.card('Ut') }),
        },
        {
          id: 'lead-side',
          seq: 11,
          at: 'turn',
          target: { kind: 'card', card: '8s' },
          act: 'play 8s',
          claims: [{ kind: 'trick', trick: 1, seat: 0, card: 'Ut' }],
          text: (s) => m.tutorial_schieber_lead_side({ card: s.card('8s') }),
        },
        {
          id: 'follow',
          seq: 17,
          at: 'turn',
          target: { kind: 'card', card: 'Kt' },
          act: 'play Kt',
          claims: [
            { kind: 'trick', trick: 2, seat: 2, card: 'As' },
            { kind: 'led', seat: 2, card: '8r' },
            { kind: 'legal', only: ['play 8t', 'play Kt', 'play 6r', 'play Tr', 'play Or'] },
          ],
          text: (s) => m.tutorial_schieber_follow({ name: s.name(2), led: s.card('8r'), card: s.card('Kt') }),
        },
        {
          id: 'stoeck',
          seq: 19,
          at: 'turn',
          target: { kind: 'testid', id: 'jasstafel' },
          claims: [
            { kind: 'trick', trick: 3, seat: 0, card: 'Kt' },
            { kind: 'stoeck', seat: 0 },
          ],
          text: () => m.tutorial_schieber_stoeck(),
        },
      ],
    },
    {
      id: 'push',
      game: 'schieber',
      options: { target: 1000 },
      seed: 'j300',
      level: 'mittel',
      record: ['0: push', '2: trump r', '0: play At', '1: play As', '2: play Ar', '3: play Tt', '2: play Oe', '3: play Ue', '0: play Te', '1: play Ae', '1: play 8r', '2: play 7r', '3: play 6r', '0: play Ot', '1: play 7s', '2: play Ks', '3: play Kt'],
      steps: [
        {
          id: 'push',
          seq: 0,
          at: 'turn',
          target: { kind: 'testid', id: 'push' },
          act: 'push',
          claims: [{ kind: 'can', action: 'push' }],
          text: (s) => m.tutorial_schieber_push({ partner: s.name(2) }),
        },
        {
          id: 'pushed',
          seq: 2,
          at: 'turn',
          target: { kind: 'card', card: 'At' },
          act: 'play At',
          claims: [{ kind: 'contract', trump: 'r', declarer: 2, pushed: true }],
          text: (s) => m.tutorial_schieber_pushed({ partner: s.name(2), suit: s.suit('r'), card: s.card('At') }),
        },
        {
          id: 'follow-suit',
          seq: 8,
          at: 'turn',
          target: { kind: 'card', card: 'Te' },
          act: 'play Te',
          claims: [
            { kind: 'trick', trick: 0, seat: 2, card: 'Ar' },
            { kind: 'led', seat: 2, card: 'Oe' },
            { kind: 'legal', only: ['play 9e', 'play Te', 'play Ur'] },
          ],
          text: (s) => m.tutorial_schieber_follow_suit({ partner: s.name(2), trumped: s.card('Ar'), led: s.card('Oe'), buur: s.card('Ur'), card: s.card('Te') }),
        },
        {
          id: 'buur',
          seq: 13,
          at: 'turn',
          target: { kind: 'card', card: 'Ot' },
          act: 'play Ot',
          claims: [
            { kind: 'trick', trick: 1, seat: 1, card: 'Ae' },
            { kind: 'led', seat: 1, card: '8r' },
            { kind: 'legal', only: ['play 9e', 'play 7t', 'play Ot', 'play 9s', 'play Ts', 'play Os', 'play Ur'] },
          ],
          text: (s) => m.tutorial_schieber_buur({ name: s.name(1), led: s.card('8r'), buur: s.card('Ur'), card: s.card('Ot') }),
        },
        {
          id: 'alone',
          seq: 17,
          at: 'turn',
          target: { kind: 'hand' },
          claims: [{ kind: 'trick', trick: 2, seat: 1, card: '8r' }],
          text: (s) => m.tutorial_schieber_alone({ name: s.name(1) }),
        },
      ],
    },
  ],
};

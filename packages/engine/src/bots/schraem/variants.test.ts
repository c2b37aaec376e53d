import { describe, expect, it } from 'vitest';
import type { Seat } from '../../game.ts';
import { schraem } from '../../games/schraem/index.ts';
import type { SchraemState } from '../../games/schraem/state.ts';
import { LEVELS } from '../bot.ts';
import { schraemBots } from './index.ts';
import { knowledgeOf } from './knowledge.ts';
import { bluffChance, VARIANT_STYLES } from './variants.ts';

/** V-2 and V-3 decisions of the bots: an exchange judged like a knock, from the cards ruled out. */

const bots = LEVELS.map((level) => [level, schraemBots[level]({})] as const);

function play(options: object, deals: unknown[], steps: string[]): SchraemState {
  let s = schraem.setup(options, 1, { start: { leader: 0 }, deals }) as SchraemState;
  for (const step of steps) {
    const [seat, text] = step.split(': ') as [string, string];
    s = schraem.apply(s, Number(seat) as Seat, schraem.parseAction(text) as never) as SchraemState;
  }
  return s;
}

const decide = (s: SchraemState, seat: Seat, name: (typeof LEVELS)[number]) =>
  schraemBots[name]({}).decide({ view: schraem.viewFor(s, seat), legal: schraem.legalActions(s, seat), seed: 'v' });

describe('7-Schräm bots and the variants (V-2, V-3)', () => {
  const COURTS = [['Ac', 'Kc', 'Qc', 'Jc'], ['7h', '8h', '9h', 'Th'], ['As', 'Ks', 'Qs', 'Js'], ['7d', '8d', '9d', 'Td']];

  it('every level exchanges a hand of four courts (V-2 honest)', () => {
    const s = play({ players: 4, fourCourts: 'honest' }, [COURTS], []);
    for (const [name] of bots) expect(decide(s, 0, name).type).toBe('exchange');
  });

  it('V-2 challenge: Mittel and Schwer challenge when their own courts make four courts unlikely, and accept when they do not', () => {
    const s = play({ players: 4, fourCourts: 'challenge' }, [{ hands: COURTS, unused: ['7c', '8c', '9c', 'Tc'] }], ['0: exchange', '1: accept']);
    // Seat 2 holds four courts itself: fewer courts are left for the exchanger.
    expect(bluffChance(schraem.viewFor(s, 2), knowledgeOf(schraem.viewFor(s, 2)), VARIANT_STYLES.schwer)).toBeGreaterThan(0.5);
    expect(decide(s, 2, 'mittel').type).toBe('challenge');
    expect(decide(s, 2, 'schwer').type).toBe('challenge');
    const t = play({ players: 4, fourCourts: 'challenge' }, [{ hands: COURTS, unused: ['7c', '8c', '9c', 'Tc'] }], ['0: exchange']);
    // Seat 1 holds number cards only: four courts were as likely as the bluffs it expects.
    expect(bluffChance(schraem.viewFor(t, 1), knowledgeOf(schraem.viewFor(t, 1)), VARIANT_STYLES.schwer)).toBeLessThan(0.5);
    expect(decide(t, 1, 'mittel').type).toBe('accept');
    expect(decide(t, 1, 'schwer').type).toBe('accept');
  });

  it('V-2 turn: the free first turn is always taken; after three courts the fourth is left alone', () => {
    const s = play({ players: 4, fourCourts: 'turn' }, [{ hands: COURTS, unused: ['7c', '8c', '9c', 'Tc'] }], ['0: exchange']);
    for (const [name] of bots) expect(decide(s, 1, name).type).toBe('turn');
    const t = schraem.apply(schraem.withShown!(s, ['Ac', 'Kc', 'Qc']) as SchraemState, 1, schraem.parseAction('turn') as never) as SchraemState;
    expect(t.phase).toBe('verify');
    expect(decide(t, 1, 'mittel').type).toBe('accept');
    expect(decide(t, 1, 'schwer').type).toBe('accept');
  });

  it('V-3: a weak hand proposes and agrees to hübschen, a strong one refuses', () => {
    const weakStrong = [['Jc', 'Qc', 'Jd', 'Qd'], ['Th', 'Ts', 'Tc', 'Td'], ['7h', '8h', '9h', '7s']];
    const s = play({ players: 3, huebschen: true }, [weakStrong], []);
    expect(decide(s, 0, 'schwer').type).toBe('keep'); // lives 7: no hübschen yet
    const one = schraem.setup({ players: 3, huebschen: true }, 1, { start: { leader: 0, lives: [1, 1, 1] }, deals: [weakStrong] }) as SchraemState;
    expect(decide(one, 0, 'schwer').type).toBe('propose');
    const asked = schraem.apply(one, 0, schraem.parseAction('propose') as never) as SchraemState;
    expect(decide(asked, 1, 'schwer').type).toBe('refuse');
    expect(decide(asked, 1, 'mittel').type).toBe('refuse');
  });
});

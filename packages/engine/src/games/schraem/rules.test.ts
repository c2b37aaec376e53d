import { describe, expect, it } from 'vitest';
import { RuleError, unwrap } from '../../errors.ts';
import type { Seat } from '../../game.ts';
import { schraem } from './index.ts';
import type { SchraemAction } from './notation.ts';

const deal = [['Th', 'Tc', 'Ts', '7d'], ['7h', '7c', '7s', 'Td'], ['8h', '8c', '8s', '8d'], ['Jh', 'Jc', 'Js', 'Jd']];
const start = () => unwrap(schraem.setup({ mode: 'profi' }, 1, { start: { leader: 0 }, deals: [deal] }));

describe('7-Schräm apply: bad input changes nothing', () => {
  it.each([
    [{ type: 'play', card: 'Xx' }, 'S-4'],
    [{ type: 'fold', card: '' }, 'S-4'],
    [{ type: 'play', card: 'Td' }, 'S-4'],
  ])('%j is refused with %s', (action, rule) => {
    const s = start();
    const before = JSON.stringify(s);
    const r = schraem.apply(s, 0, action as SchraemAction);
    expect(r).toBeInstanceOf(RuleError);
    expect((r as RuleError).rule).toBe(rule);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('S-2: a seat that is not at the table', () => {
    const r = schraem.apply(start(), 5 as Seat, { type: 'knock' });
    expect((r as RuleError).rule).toBe('S-2');
    expect((r as RuleError).message).toBe('S-2: there is no seat 5 at this table');
  });

  it('errors carry a code and parameters for translation', () => {
    const s = unwrap(schraem.apply(start(), 0, { type: 'play', card: 'Th' }));
    const r = schraem.apply(s, 1, { type: 'play', card: 'Td' }) as RuleError;
    expect(r).toMatchObject({ rule: 'S-7', code: 'must-follow', params: { led: 'Th', card: 'Td' } });
    expect(r.message).toBe('S-7: you hold the led suit of Th: follow it');
  });
});

describe('7-Schräm setup', () => {
  it('S-5: the first leader is drawn from the seed; the same seed gives the same game', () => {
    const leaders = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const a = unwrap(schraem.setup({}, seed));
      expect(JSON.stringify(unwrap(schraem.setup({}, seed)))).toBe(JSON.stringify(a));
      leaders.add(a.leader);
    }
    expect(leaders.size).toBe(4);
  });

  it('S-4: every active player gets four cards, the rest stays unused', () => {
    const s = unwrap(schraem.setup({ players: 3 }, 'x'));
    expect(schraem.summary(s).hands.map((h) => h.length)).toEqual([4, 4, 4]);
  });
});

describe('7-Schräm states share unchanged parts (DESIGN.md: a state is immutable from the outside)', () => {
  it('the shared parts are frozen: the table cards, the rows of zeros; two successors of one state stay apart', () => {
    const s = start();
    const a = unwrap(schraem.apply(s, 0, { type: 'play', card: 'Th' }));
    const b = unwrap(schraem.apply(s, 0, { type: 'play', card: 'Tc' }));
    expect(Object.isFrozen(a.trick[0])).toBe(true);
    expect(Object.isFrozen(s.heldAt)).toBe(true);
    expect(() => ((a.trick[0] as { card: number }).card = 0)).toThrow(TypeError);
    expect(() => ((s.lost as number[])[0] = 3)).toThrow(TypeError);
    expect(a.trick.map((t) => t.card)).not.toEqual(b.trick.map((t) => t.card));
    expect(s.trick).toEqual([]);
    // A row a play does not change is shared, not copied.
    expect(b.heldAt).toBe(s.heldAt);
  });
});

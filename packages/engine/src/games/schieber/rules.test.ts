import { describe, expect, it } from 'vitest';
import { OptionsError, ParseError, RuleError } from '../../errors.ts';
import { schieber } from './index.ts';
import type { SchieberState } from './state.ts';

const DEAL = [
  ['6e', '7e', '8e', '9e', 'Te', 'Ue', 'Oe', 'Ke', 'Ae'],
  ['6t', '7t', '8t', '9t', 'Tt', 'Ut', 'Ot', 'Kt', 'At'],
  ['6s', '7s', '8s', '9s', 'Ts', 'Us', 'Os', 'Ks', 'As'],
  ['6r', '7r', '8r', '9r', 'Tr', 'Ur', 'Or', 'Kr', 'Ar'],
];

describe('Schieber notation', () => {
  it.each([
    ['trump e', { type: 'trump', suit: 'e' }],
    ['trump r', { type: 'trump', suit: 'r' }],
    ['  obenabe ', { type: 'obenabe' }],
    ['undenufe', { type: 'undenufe' }],
    ['push', { type: 'push' }],
    ['weis', { type: 'weis' }],
    ['play Ue', { type: 'play', card: 'Ue' }],
    ['play 10r', { type: 'play', card: 'Tr' }],
  ])('parses %s', (text, action) => {
    expect(schieber.parseAction(text)).toEqual(action);
  });

  it.each([
    ['play Jh', '"Jh" is not a card of the Swiss deck'],
    ['play 5e', '"5e" is not a card of the Swiss deck'],
    ['trump h', '"h" is not a Swiss suit (e, r, s, t)'],
    ['trump', '"trump" is not a Schieber action (trump e|r|s|t, obenabe, undenufe, push, weis, play CARD)'],
    ['schiebe', '"schiebe" is not a Schieber action (trump e|r|s|t, obenabe, undenufe, push, weis, play CARD)'],
    ['toString', '"toString" is not a Schieber action (trump e|r|s|t, obenabe, undenufe, push, weis, play CARD)'],
  ])('refuses %s with a clear message', (text, message) => {
    const r = schieber.parseAction(text);
    expect(r).toBeInstanceOf(ParseError);
    expect((r as ParseError).message).toBe(message);
  });
});

describe('Schieber options and fixtures', () => {
  it('defaults to a match to 1000 (J-17)', () => {
    expect(schieber.parseOptions({})).toEqual({ target: 1000 });
    expect(schieber.parseOptions(undefined)).toEqual({ target: 1000 });
    expect(schieber.parseOptions({ target: 2500 })).toEqual({ target: 2500 });
  });

  it.each([
    [{ players: 4 }, 'unknown Schieber option "players" (known: target)'],
    [{ target: 50 }, 'option "target" must be a whole number from 100 to 10000'],
    [{ target: '1000' }, 'option "target" must be a whole number from 100 to 10000'],
    ['fast', 'Schieber options must be an object'],
  ])('refuses options %j', (raw, message) => {
    const r = schieber.parseOptions(raw);
    expect(r).toBeInstanceOf(OptionsError);
    expect((r as OptionsError).message).toBe(message);
    expect(schieber.setup(raw, 1)).toBeInstanceOf(OptionsError);
  });

  it.each([
    [{ start: { dealer: 4 } }, 'start.dealer must be a seat from 0 to 3'],
    [{ start: { scores: [1000, 0] } }, 'start.scores must list the two team totals, whole numbers from 0 to 999'],
    [{ start: { scores: [10] } }, 'start.scores must list the two team totals, whole numbers from 0 to 999'],
    [{ start: { leader: 1 } }, 'start: unknown keys leader (known: dealer, scores)'],
    [{ deals: 'DEAL' as unknown as unknown[] }, 'deals must be a list of deals'],
    [{ deals: [DEAL.slice(0, 3)] }, 'deal 1 must list the hands of all 4 seats'],
    [{ deals: [[DEAL[0]!.slice(1), ...DEAL.slice(1)]] }, 'deal 1, seat 0: a hand is 9 cards'],
    [{ deals: [[[...DEAL[0]!.slice(1), '6t'], ...DEAL.slice(1)]] }, 'deal 1: 6t is dealt twice'],
    [{ deals: [[[...DEAL[0]!.slice(1), 'Jh'], ...DEAL.slice(1)]] }, 'deal 1, seat 0: "Jh" is not a card of the Swiss deck'],
  ])('refuses the fixture %j', (fixture, message) => {
    const r = schieber.setup({}, 1, fixture);
    expect(r).toBeInstanceOf(OptionsError);
    expect((r as OptionsError).message).toBe(message);
  });

  it('J-3: the first dealer is drawn at random from the seed; Vorhand is the next seat', () => {
    const dealers = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const s = schieber.setup({}, seed) as SchieberState;
      dealers.add(s.dealer);
      expect(schieber.toAct(s)).toBe((s.dealer + 1) % 4);
    }
    expect(dealers.size).toBe(4);
  });

  it('J-2: deals nine cards to each seat from the seed, the same for the same seed', () => {
    const a = schieber.summary(schieber.setup({}, 'x') as SchieberState);
    const b = schieber.summary(schieber.setup({}, 'x') as SchieberState);
    expect(a.hands).toEqual(b.hands);
    expect(a.hands.map((h) => h.length)).toEqual([9, 9, 9, 9]);
    expect(new Set(a.hands.flat()).size).toBe(36);
  });

  it('honours start and deals', () => {
    const s = schieber.setup({}, 1, { start: { dealer: 2, scores: [100, 200] }, deals: [DEAL] }) as SchieberState;
    const sum = schieber.summary(s);
    expect(sum).toMatchObject({ dealer: 2, vorhand: 3, toAct: 3, scores: [100, 200], contract: null, phase: 'contract' });
    expect(sum.hands).toEqual(DEAL);
  });
});

describe('Schieber errors name their rule and change nothing', () => {
  const s0 = schieber.setup({}, 1, { start: { dealer: 3 }, deals: [DEAL] }) as SchieberState;
  it.each([
    ['1: trump e', 'J-2'],
    ['0: play 6e', 'J-4'],
    ['0: weis', 'J-12'],
  ])('%s → %s', (text, rule) => {
    const [seat, action] = text.split(': ') as [string, string];
    const before = structuredClone(s0);
    const r = schieber.apply(s0, Number(seat) as 0, schieber.parseAction(action) as never);
    expect(r).toBeInstanceOf(RuleError);
    expect((r as RuleError).rule).toBe(rule);
    expect(s0).toEqual(before);
  });

  it('J-2: a seat that is not at the table', () => {
    const r = schieber.apply(s0, 5 as 0, { type: 'push' });
    expect((r as RuleError).message).toBe('J-2: there is no seat 5 at this table (seats 0 to 3)');
  });
});

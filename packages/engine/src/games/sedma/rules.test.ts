import { describe, expect, it } from 'vitest';
import { popcount } from '../../cards/bits.ts';
import { OptionsError, RuleError } from '../../errors.ts';
import type { Fixture, Seat } from '../../game.ts';
import { REMOVED_FOR_THREE } from './cards.ts';
import { sedma } from './index.ts';
import { parseAction, type SedmaAction } from './notation.ts';
import type { SedmaState } from './state.ts';

const act = (text: string) => parseAction(text) as SedmaAction;

function start(players: number, fixture: Fixture = {}, seed: string | number = 1): SedmaState {
  const s = sedma.setup({ players }, seed, fixture);
  if (s instanceof OptionsError) throw new Error(s.message);
  return s;
}

const DEAL4 = [['7h', '8h', '9h', 'Th'], ['Uh', 'Oh', 'Kh', 'Ah'], ['7b', '8b', '9b', 'Tb'], ['Ub', 'Ob', 'Kb', 'Ab']];

describe('Sedma match (D-14 Decision: first to gamesToWin games)', () => {
  it('ends the match when a seat reaches the target: nobody deals, every action is refused', () => {
    // Seat 2 is dealt four aces: a burned game (D-13) that gives side 0 its second game.
    const deal = [['7h', '8h', '9h', 'Th'], ['Uh', 'Oh', 'Kh', 'Tb'], ['Ah', 'Ab', 'Al', 'Aa'], ['Ub', 'Ob', 'Kb', '7b']];
    const s = sedma.setup({ players: 4, gamesToWin: 2 }, 1, { start: { leader: 0, gamesWon: [1, 0] }, deals: [deal] }) as SedmaState;
    expect(sedma.isOver(s)).toBe(true);
    expect(sedma.summary(s)).toMatchObject({ gamesWon: [2, 0], matchWinners: [0, 2], toAct: null, phase: 'over' });
    expect(sedma.legalActions(s, 1)).toEqual([]);
    const r = sedma.apply(s, 1, { type: 'deal' }) as RuleError;
    expect(r.rule).toBe('D-14');
    expect(r.message).toBe('D-14: the match is over: first to 2 games');
  });
});

describe('Sedma options (D-2)', () => {
  it.each([
    [undefined, 4],
    [{}, 4],
    [{ players: 2 }, 2],
    [{ players: 3 }, 3],
    [{ players: 4 }, 4],
  ])('%j → %i players', (raw, players) => {
    expect(sedma.parseOptions(raw)).toEqual({ players, gamesToWin: 5 });
  });

  it.each([
    [{ players: 1 }, 'option "players" must be a whole number from 2 to 4'],
    [{ players: 5 }, 'option "players" must be a whole number from 2 to 4'],
    [{ players: '4' }, 'option "players" must be a whole number from 2 to 4'],
    [{ players: 3.5 }, 'option "players" must be a whole number from 2 to 4'],
    [{ players: 4, trumps: true }, 'unknown Sedma option "trumps" (known: players, gamesToWin)'],
    [{ gamesToWin: 0 }, 'option "gamesToWin" must be a whole number from 1 to 1000'],
    [[4], 'Sedma options must be an object'],
    ['four', 'Sedma options must be an object'],
  ])('refuses %j', (raw, message) => {
    const r = sedma.parseOptions(raw);
    expect(r).toBeInstanceOf(OptionsError);
    expect((r as OptionsError).message).toBe(message);
    expect(sedma.setup(raw, 1)).toBeInstanceOf(OptionsError);
  });
});

describe('Sedma fixtures (scenario hooks)', () => {
  it.each([
    [4, { start: { leader: 4 } }, 'start: leader must be a seat from 0 to 3'],
    [4, { start: { dealer: 1 } }, 'start: unknown keys dealer (known: leader, gamesWon, gamesWonBySeat, game)'],
    [4, { start: { gamesWon: [1, 2, 3] } }, 'start: gamesWon must list 2 whole numbers from 0'],
    [3, { start: { gamesWonBySeat: [1, 2] } }, 'start: gamesWonBySeat must list 3 whole numbers from 0'],
    [4, { start: { game: 0 } }, 'start: game must be a whole number from 1'],
    [4, { start: [] }, 'start: must be an object'],
    [4, { deals: [DEAL4.slice(0, 3)] }, 'deal 1 must list the hands of all 4 seats'],
    [4, { deals: [[...DEAL4.slice(0, 3), ['Ub', 'Ob', 'Kb']]] }, 'deal 1, seat 3: a hand is 4 cards (D-5)'],
    [4, { deals: [[...DEAL4.slice(0, 3), ['Ub', 'Ob', 'Kb', 'Qb']]] }, 'deal 1, seat 3: "Qb" is not a card of the German deck'],
    [4, { deals: [[...DEAL4.slice(0, 3), ['Ub', 'Ob', 'Kb', '7h']]] }, 'deal 1, seat 3: 7h is dealt twice'],
    [4, { deals: [{ hands: DEAL4, stock: ['Ta', 'Ah'] }] }, 'deal 1, stock: Ah is dealt twice'],
    [4, { deals: [{ hands: DEAL4, stock: ['Ta', 'Ta'] }] }, 'deal 1, stock: Ta is dealt twice'],
    [4, { deals: [{ hands: DEAL4, talon: [] }] }, 'deal 1: unknown keys talon (known: hands, stock)'],
    [3, { deals: [[['7h', '8h', '9h', 'Th'], ['Uh', 'Oh', 'Kh', 'Ah'], ['8a', 'Ob', 'Kb', 'Ab']]] }, 'deal 1, seat 2: 8a is not in the three-player deck (D-3)'],
    [3, { deals: [{ hands: DEAL4.slice(0, 3), stock: ['9a'] }] }, 'deal 1, stock: 9a is not in the three-player deck (D-3)'],
  ])('%i players, %j → %s', (players, fixture, message) => {
    const r = sedma.setup({ players }, 1, fixture as Fixture);
    expect(r).toBeInstanceOf(OptionsError);
    expect((r as OptionsError).message).toBe(message);
  });

  it('puts the listed stock on top and the rest of the deck below it', () => {
    const s = start(4, { deals: [{ hands: DEAL4, stock: ['Ta', '7a'] }] });
    expect(sedma.summary(s).stockCards.slice(0, 2)).toEqual(['Ta', '7a']);
    expect(s.stock).toHaveLength(16);
  });
});

describe('Sedma deal (D-1, D-3, D-5)', () => {
  it.each([
    [2, 24, 32],
    [3, 18, 30],
    [4, 16, 32],
  ])('%i players: four cards each, a stock of %i, %i cards in all', (players, stock, total) => {
    for (let seed = 0; seed < 50; seed++) {
      const s = start(players, {}, seed);
      let all = 0;
      for (const h of s.hands) {
        expect(popcount(h)).toBe(4);
        all |= h;
      }
      for (const c of s.stock) all |= 1 << c;
      expect(s.stock).toHaveLength(stock);
      expect(popcount(all)).toBe(total);
      expect(all & (players === 3 ? REMOVED_FOR_THREE : 0)).toBe(0);
    }
  });

  it('is reproduced by its seed, and differs between seeds', () => {
    expect(JSON.stringify(start(4, {}, 'a'))).toBe(JSON.stringify(start(4, {}, 'a')));
    expect(start(4, {}, 'a').hands).not.toEqual(start(4, {}, 'b').hands);
  });

  it('draws the first leader at random, every seat sometimes', () => {
    const leaders = new Set(Array.from({ length: 60 }, (_, seed) => start(4, {}, seed).gameLeader));
    expect([...leaders].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('Sedma rule errors name their rule', () => {
  const fresh = () => start(4, { start: { leader: 0 }, deals: [DEAL4] });
  it.each([
    [5, 'play 7h', 'D-2', 'D-2: there is no seat 5 at this table'],
    [1, 'play Uh', 'D-7', "D-7: it is seat 0's turn, not seat 1's"],
    [0, 'play Ah', 'D-5', 'D-5: Ah is not in your hand'],
    [0, 'swap', 'D-6', 'D-6: cards are exchanged only before the first card of a game after the first (four players)'],
    [0, 'stop', 'D-9', 'D-9: stop is only for the leader deciding whether to continue a beaten trick'],
    [0, 'deal', 'D-14', 'D-14: the game is not over: nobody deals yet'],
  ] as const)('seat %i: %s → %s', (seat, text, rule, message) => {
    const s = fresh();
    const before = JSON.stringify(s);
    const r = sedma.apply(s, seat as Seat, act(text));
    expect(r).toBeInstanceOf(RuleError);
    expect((r as RuleError).rule).toBe(rule);
    expect((r as RuleError).message).toBe(message);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('D-9 and D-10 messages say what to do', () => {
    let s = start(4, { start: { leader: 0 }, deals: [[['9h', '9b', 'Ah', '8h'], ['9l', 'Kb', 'Ab', 'Tb'], ['9a', 'Al', 'Tl', 'Ul'], ['Oh', 'Ob', 'Ol', 'Ka']]] });
    s = sedma.apply(s, 0, act('play 9h')) as SedmaState;
    s = sedma.apply(s, 1, act('play 9l')) as SedmaState;
    expect((sedma.apply(s, 2, act('play Al')) as RuleError).message).toBe('D-10: the two cards before yours are both 9: play your 9');
    s = sedma.apply(s, 2, act('play 9a')) as SedmaState;
    s = sedma.apply(s, 3, act('play Oh')) as SedmaState;
    expect(sedma.summary(s).phase).toBe('continue');
    expect((sedma.apply(s, 0, act('play Ah')) as RuleError).message).toBe(
      'D-9: to continue, play a card that beats 9h (the same rank or a 7), or stop',
    );
  });

  it.each([
    [{ type: 'play', card: 'Qh' }, 'D-5'],
    [{ type: 'play', card: 7 }, 'D-5'],
    [{ type: 'play' }, 'D-5'],
    [{ type: 'pass' }, 'D-7'],
  ])('refuses the raw action %j (%s)', (raw, rule) => {
    const s = fresh();
    const r = sedma.apply(s, 0, raw as unknown as SedmaAction);
    expect(r).toBeInstanceOf(RuleError);
    expect((r as RuleError).rule).toBe(rule);
  });

  it('once the game is over only the dealer acts, and only with deal (D-14)', () => {
    const s = start(4, { start: { leader: 0 }, deals: [[['7h', '8h', '9h', 'Th'], ['Uh', 'Oh', 'Kh', 'Tb'], ['Ah', 'Ab', 'Al', 'Aa'], ['Ub', 'Ob', 'Kb', '7b']]] });
    expect(sedma.toAct(s)).toBe(1);
    expect(sedma.legalActions(s, 1)).toEqual([act('deal')]);
    expect((sedma.apply(s, 1, act('play Uh')) as RuleError).message).toBe('D-14: the game is over: seat 1 deals the next one');
    expect((sedma.apply(s, 2, act('deal')) as RuleError).rule).toBe('D-7');
    expect(sedma.isOver(s)).toBe(false);
  });
});

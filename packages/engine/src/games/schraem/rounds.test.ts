import { describe, expect, it } from 'vitest';
import { bitsOf } from '../../cards/bits.ts';
import { dealKey, shuffledDeck } from '../../cards/deals.ts';
import { OptionsError, unwrap } from '../../errors.ts';
import type { Seat } from '../../game.ts';
import { cardText } from './cards.ts';
import { parseAction, type SchraemAction } from './notation.ts';
import { parseSchraemOptions } from './options.ts';
import { dealPackets } from './rounds.ts';
import { apply, legalActions, setup } from './rules.ts';
import type { SchraemState } from './state.ts';
import { summary } from './summary.ts';
import { viewFor } from './view.ts';

const act = (s: SchraemState, seat: number, text: string) => unwrap(apply(s, seat as Seat, parseAction(text) as SchraemAction));
const errorOf = (input: unknown): string => {
  const o = parseSchraemOptions(input);
  return o instanceof OptionsError ? o.message : 'accepted';
};

describe('7-Schräm V-20 dedenbach and V-21 tuppen', () => {
  it('V-20: options — 2 to 5 players, mode Anfänger, nothing that costs lives', () => {
    expect(parseSchraemOptions({ ruleset: 'dedenbach', players: 5 })).toMatchObject({ ruleset: 'dedenbach', mode: 'anfaenger', knocking: false, fold: false, startLives: 1 });
    expect(errorOf({ ruleset: 'dedenbach', players: 6 })).toMatch(/2 to 5 players \(V-20\)/);
    expect(errorOf({ ruleset: 'dedenbach', mode: 'profi' })).toMatch(/no knocking \(V-20\)/);
    expect(errorOf({ ruleset: 'dedenbach', fourCourts: 'turn' })).toMatch(/V-20.*fourCourts/);
    expect(errorOf({ ruleset: 'dedenbach', startLives: 5 })).toMatch(/V-20.*startLives/);
  });

  it('V-21: options — rheinland (V-0) with the tuppen ruleset; Anfänger is a setup error', () => {
    expect(parseSchraemOptions({ ruleset: 'tuppen', players: 6 })).toMatchObject({ ruleset: 'tuppen', capByLives: true, blindKnocks: true, hammer: true, winnerDeals: true });
    expect(errorOf({ ruleset: 'tuppen', mode: 'anfaenger' })).toMatch(/tuppen ruleset needs Fortgeschritten or Profi \(V-0\)/);
  });

  it('V-21: the long game is dealt 3–2–3 clockwise from its leader', () => {
    const deck = shuffledDeck(dealKey('k'), 3, 32);
    const hands = [0, 0, 0];
    const dealt = dealPackets(deck, hands, 0b110, 2, [3, 2, 3]);
    expect(dealt).toBe(16);
    const mask = (cards: number[]) => cards.reduce((m, c) => m | (1 << c), 0);
    expect(hands).toEqual([0, mask([...deck.slice(3, 6), ...deck.slice(8, 10), ...deck.slice(13, 16)]), mask([...deck.slice(0, 3), ...deck.slice(6, 8), ...deck.slice(10, 13)])]);
  });

  it('V-21: a seeded long game deals 8 cards each to the two in it, nobody else; the view shows the round, not the cards', () => {
    // Seat 2 wins with all the high clubs; seats 0 and 1 go from 2 lives to 1 at once.
    const deals = [[['Js', 'Qs', 'Ks', 'As'], ['Jh', 'Qh', 'Kh', 'Ah'], ['7c', '8c', '9c', 'Tc']]];
    let s = unwrap(setup({ players: 3, ruleset: 'tuppen' }, 'seed', { start: { leader: 2, lives: [2, 2, 7] }, deals }));
    for (const t of ['2: reveal', '0: reveal', '1: reveal']) s = act(s, Number(t[0]), t.slice(3));
    for (const card of ['7', '8', '9', 'T']) {
      s = act(s, 2, `play ${card}c`);
      s = act(s, 0, `play ${legalActions(s, 0)[0]!.type === 'play' ? (legalActions(s, 0)[0] as { card: string }).card : ''}`);
      s = act(s, 1, `play ${(legalActions(s, 1)[0] as { card: string }).card}`);
    }
    expect(summary(s)).toMatchObject({ stage: 'long', round: [0, 1], handSize: 8, lives: [1, 1, 7], phase: 'play', toAct: 0 });
    expect(s.hands.map((h) => bitsOf(h).length)).toEqual([8, 8, 0]);
    const v = viewFor(s, 2);
    expect(v).toMatchObject({ stage: 'long', round: [0, 1], handSize: 8, hand: [], handSizes: [8, 8, 0] });
    // The last trick of the hand before stays on view (lastHand); no other card of the two hands does.
    const lastTrick = new Set(s.lastHand!.lastTrick.map((t) => t.card));
    for (const c of [...bitsOf(s.hands[0]!), ...bitsOf(s.hands[1]!)]) if (!lastTrick.has(c)) expect(JSON.stringify(v)).not.toContain(`"${cardText(c)}"`);
    expect(legalActions(s, 0).every((a) => a.type === 'play')).toBe(true);
  });

  it('V-20: the view and summary name the half, its losers and the game loser', () => {
    let s = unwrap(setup({ players: 2, ruleset: 'dedenbach' }, 7, { start: { leader: 0 } }));
    expect(viewFor(s, 0)).toMatchObject({ stage: 'half', half: 1, handSize: 8, halfLosers: [], gameLoser: null, round: [0, 1] });
    expect(viewFor(s, 0).hand).toHaveLength(8);
    let guard = 0;
    while (s.phase !== 'over' && guard++ < 200) s = act(s, s.toAct!, `play ${(legalActions(s, s.toAct!)[0] as { card: string }).card}`);
    const v = viewFor(s, 'spectator');
    expect(v.gameLoser).not.toBeNull();
    expect(v.halfLosers).toHaveLength(2);
    expect(v.scores[v.gameLoser!]).toBe(0);
    expect(v.scores.reduce((a, b) => a + b, 0)).toBe(1);
  });
});

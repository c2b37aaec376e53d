import { describe, expect, it } from 'vitest';
import { parseCardIndex, SWISS36 } from '../../cards/deck.ts';
import type { Seat } from '../../game.ts';
import { CONTRACTS, rankOf, suitOf } from './cards.ts';
import { bestWeisSeat, compareWeis, type Declaration, findWeis, hasWeis, showWeis, type Weis } from './weis.ts';

const contractId = (name: (typeof CONTRACTS)[number]): number => CONTRACTS.indexOf(name);

function hand(cards: string): number[] {
  const masks = [0, 0, 0, 0];
  for (const text of cards.split(' ')) {
    const i = parseCardIndex(SWISS36, text) as number;
    masks[suitOf(i)]! |= 1 << rankOf(i);
  }
  return masks;
}

const shown = (cards: string, contract = 'obenabe' as (typeof CONTRACTS)[number]) =>
  findWeis(hand(cards), contractId(contract)).map((w) => `${w.points}:${showWeis(w).cards.join(',')}`);

const seq = (suit: number, low: number, high: number): Weis => {
  const size = high - low + 1;
  return { kind: 'sequence', suit, low, high, size, points: [0, 0, 0, 20, 50, 100, 150, 200, 250, 300][size]! };
};
const four = (rank: number, points = 100): Weis => ({ kind: 'four', suit: -1, low: rank, high: rank, size: 4, points });

describe('Weis finder (J-12, J-13)', () => {
  it.each([
    ['J-12 three in sequence: 20', '6e 7e 8e Tt At 6s 8s Tr Ar', ['20:6e,7e,8e']],
    ['J-12 four in sequence: 50', '9t Tt Ut Ot 6e 8e Ae 7s Kr', ['50:9t,Tt,Ut,Ot']],
    ['J-12 five in sequence: 100', '6s 7s 8s 9s Ts Ae Kt Or Ar', ['100:6s,7s,8s,9s,Ts']],
    ['J-12 six in sequence: 150', 'Tr Ur Or Kr Ar 9r 6e 7t 8s', ['150:9r,Tr,Ur,Or,Kr,Ar']],
    ['J-12 seven in sequence: 200', '6e 7e 8e 9e Te Ue Oe At Ar', ['200:6e,7e,8e,9e,Te,Ue,Oe']],
    ['J-12 eight in sequence: 250', '7t 8t 9t Tt Ut Ot Kt At 6e', ['250:7t,8t,9t,Tt,Ut,Ot,Kt,At']],
    ['J-12 nine cards in sequence: 300', '6r 7r 8r 9r Tr Ur Or Kr Ar', ['300:6r,7r,8r,9r,Tr,Ur,Or,Kr,Ar']],
    ['J-12 four Unders: 200', 'Ue Ut Us Ur 6e 8t Ts Kr Ae', ['200:Ue,Ut,Us,Ur']],
    ['J-12 four 9s: 150', '9e 9t 9s 9r 6e 8t Ts Kr Ae', ['150:9e,9t,9s,9r']],
    ['J-12 four Aces: 100', 'Ae At As Ar 6e 8t Ts Kr Oe', ['100:Ae,At,As,Ar']],
    ['J-12 four 6s: 100', '6e 6t 6s 6r 8e Tt Us Kr Ae', ['100:6e,6t,6s,6r']],
    ['J-12 two sequences in one suit', '6e 7e 8e Te Ue Oe Kt Ar As', ['20:Te,Ue,Oe', '20:6e,7e,8e']],
    ['J-12 sequences in the natural order whatever the contract', '9t Tt Ut 6e 8e Ae 7s Kr Or', ['20:9t,Tt,Ut']],
    ['no Weis', '6e 8e Te Ot At 7s 9s Kr Ar', []],
  ] as const)('%s', (_, cards, expected) => {
    expect(shown(cards)).toEqual(expected);
  });

  it('J-13 four Unders beat the sequence through the Eichel Under (220 against 150)', () => {
    expect(shown('Ue Ut Us Ur 9e Te Oe Ke Ae')).toEqual(['200:Ue,Ut,Us,Ur', '20:Oe,Ke,Ae']);
  });

  it('J-13 four Unders and the four-card rest beat the five-card sequence (250 against 100)', () => {
    expect(shown('7e 8e 9e Te Ue Ut Us Ur 6t')).toEqual(['200:Ue,Ut,Us,Ur', '50:7e,8e,9e,Te']);
  });

  it('J-13 a card counts once: the sequence through a King or the four Kings', () => {
    // 9e…Ae = 150; four Kings + 9e Te Ue Oe = 150: equal points, the split with the stronger Weis.
    expect(shown('9e Te Ue Oe Ke Ae Kt Ks Kr')).toEqual(['150:9e,Te,Ue,Oe,Ke,Ae']);
  });

  it('J-13 two fours in one hand', () => {
    expect(shown('Oe Ot Os Or Ke Kt Ks Kr Ae')).toEqual(['100:Ke,Kt,Ks,Kr', '100:Oe,Ot,Os,Or']);
  });

  it('J-13 a four and sequences around it', () => {
    // Four 8s leave 6e 7e and 9t Tt Ut: only the Schilte run survives (100 + 20).
    expect(shown('8e 8t 8s 8r 6e 7e 9t Tt Ut')).toEqual(['100:8e,8t,8s,8r', '20:9t,Tt,Ut']);
  });

  it('hasWeis agrees with the finder', () => {
    for (const cards of ['6e 7e 8e Tt At 6s 8s Tr Ar', 'Ae At As Ar 6e 8t Ts Kr Oe', '6e 8e Te Ot At 7s 9s Kr Ar']) {
      const h = hand(cards);
      expect(hasWeis(h[0]!, h[1]!, h[2]!, h[3]!)).toBe(findWeis(h, 0).length > 0);
    }
  });
});

describe('Weis comparison (J-14)', () => {
  const trumpT = contractId('trump t');
  it.each([
    ['most points', seq(0, 0, 3), seq(1, 4, 6), trumpT, 1],
    ['more cards: a five-card sequence beats four Kings (both 100)', seq(2, 0, 4), four(7), trumpT, 1],
    ['higher top card', seq(0, 1, 3), seq(2, 0, 2), trumpT, 1],
    ['higher top card, also against the trump suit', seq(0, 1, 3), seq(1, 0, 2), trumpT, 1],
    ['Undenufe: the lower top card', seq(0, 0, 2), seq(2, 1, 3), contractId('undenufe'), 1],
    ['four Aces beat four Kings', four(8), four(7), contractId('obenabe'), 1],
    ['Undenufe: four Kings beat four Aces', four(7), four(8), contractId('undenufe'), 1],
    ['equal, the Weis in the trump suit', seq(1, 4, 6), seq(0, 4, 6), trumpT, 1],
    ['equal without trump: a tie', seq(1, 4, 6), seq(0, 4, 6), contractId('obenabe'), 0],
  ] as const)('%s', (_, a, b, contract, sign) => {
    expect(Math.sign(compareWeis(a, b, contract))).toBe(sign);
    expect(Math.sign(compareWeis(b, a, contract)) + 0).toBe(-sign + 0);
  });

  const decl = (seat: Seat, weis: Weis[]): Declaration => ({ seat, weis, points: weis.reduce((s, w) => s + w.points, 0) });

  it('J-14 last tie-break: the declaration first in playing order from Vorhand', () => {
    const list = [decl(3, [seq(0, 4, 6)]), decl(1, [seq(2, 4, 6)])];
    expect(bestWeisSeat(list, 2, contractId('obenabe'))).toBe(3); // order from Vorhand 2: 2, 3, 0, 1
    expect(bestWeisSeat(list, 0, contractId('obenabe'))).toBe(1); // order from Vorhand 0: 0, 1, 2, 3
  });

  it('J-14 the single best Weis decides, not the sum', () => {
    const list = [decl(0, [seq(0, 0, 2), seq(1, 0, 2), seq(2, 0, 2)]), decl(1, [seq(3, 0, 3)])];
    expect(bestWeisSeat(list, 0, contractId('obenabe'))).toBe(1);
  });

  it('nobody declared', () => {
    expect(bestWeisSeat([], 0, 0)).toBeNull();
  });
});

import type { SchraemView } from '@stammtisch/engine/games/schraem/index';
import { describe, expect, it } from 'vitest';
import { handRecap, standings } from './recap.ts';

const asView = (o: Record<string, unknown>): SchraemView => o as unknown as SchraemView;

describe('7-Schräm: the end of a hand and of the game', () => {
  const lastHand = {
    handNumber: 3,
    winner: 2,
    value: 3,
    reason: 'lastTrick',
    lost: [3, 1, 0, 1],
    lastTrick: [
      { seat: 2, card: 'Th' },
      { seat: 0, card: 'Ah' },
    ],
  };
  const previous = asView({
    handNumber: 3,
    events: [
      { type: 'knock', seat: 2, value: 2, how: 'normal', played: 1 },
      { type: 'pass', seat: 1, cost: 1, played: 1 },
      { type: 'knock', seat: 2, value: 3, how: 'normal', played: 5 },
      { type: 'fold', seat: 3, cost: 1, played: 6 },
    ],
  });
  const next = asView({ handNumber: 4, lastHand, lives: [0, 4, 7, 5], events: [] });

  it('S-10, S-14, S-21: who won with which card, who passed or folded and what it cost, who lost the value', () => {
    const r = handRecap(previous, next)!;
    expect(r.winner).toBe(2);
    expect(r.card).toBe('Th');
    expect(r.value).toBe(3);
    expect(r.rows.map((x) => [x.seat, x.how, x.lost, x.out])).toEqual([
      [0, 'lost', 3, true],
      [1, 'pass', 1, false],
      [2, 'won', 0, false],
      [3, 'fold', 1, false],
    ]);
  });

  it('S-15: the pass that ended the hand counts as a pass, though no view showed it yet', () => {
    const r = handRecap(asView({ handNumber: 3, events: [] }), next, { seat: 0, action: 'pass' })!;
    expect(r.rows[0]!.how).toBe('pass');
    expect(r.rows[3]!.how).toBe('lost');
    expect(handRecap(asView({ handNumber: 3, events: [] }), next, { seat: 3, action: 'fold' })!.rows[3]!.how).toBe('fold');
  });

  it('without the hand’s own view (a resumed game), the losses still add up, passes unnamed', () => {
    const r = handRecap(null, next)!;
    expect(r.rows.map((x) => x.how)).toEqual(['lost', 'lost', 'won', 'lost']);
    expect(handRecap(null, asView({ lastHand: null, lives: [] }))).toBeNull();
  });

  it('S-23: the survivor first, then by the hand each went out in; the same hand shares a place', () => {
    const over = asView({ gameWinner: 1, lives: [0, 2, 0, 0], scores: [0, 9, 0, 0] });
    const s = standings(over, new Map([[0, 5], [2, 9], [3, 5]]));
    expect(s.map((x) => [x.seat, x.place])).toEqual([
      [1, 1],
      [2, 2],
      [0, 3],
      [3, 3],
    ]);
    expect(s[0]!.score).toBe(9);
  });
});

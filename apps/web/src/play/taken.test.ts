import type { SchieberView } from '@stammtisch/engine/games/schieber/index';
import type { SchraemView } from '@stammtisch/engine/games/schraem/index';
import type { Seat } from '@stammtisch/engine';
import type { SedmaView } from '@stammtisch/engine/games/sedma/index';
import { describe, expect, it } from 'vitest';
import { justTaken as schieberTaken, lastTaken as schieberLast } from '../games/schieber/table.ts';
import { justTaken as schraemTaken, lastTaken as schraemLast } from '../games/schraem/table.ts';
import { trickHolder } from '../games/sedma/table.ts';
import { takingCard } from './taken.ts';

const schraem = (v: Record<string, unknown>): SchraemView => ({ inHand: [0, 1, 2, 3], tricks: [], trick: [], lastHand: null, ...v }) as unknown as SchraemView;
// S-1: the Ace loses to the Nine of the led suit; a card of another suit never takes it (S-8).
const aceLoses: { seat: Seat; card: string }[] = [
  { seat: 1, card: 'As' },
  { seat: 2, card: '9s' },
  { seat: 3, card: 'Th' },
  { seat: 0, card: 'Ks' },
];

describe('who took the trick', () => {
  it('takingCard: the winner’s last card in the trick, none for no winner', () => {
    expect(takingCard(aceLoses, 2)).toEqual({ seat: 2, card: '9s' });
    expect(takingCard([{ seat: 0, card: '7h' }, { seat: 1, card: 'Kh' }, { seat: 0, card: '7a' }], 0)).toEqual({ seat: 0, card: '7a' });
    expect(takingCard(aceLoses, null)).toBeNull();
    expect(takingCard(aceLoses, 5)).toBeNull();
  });

  it('7-Schräm (S-1, S-8): the Nine beats the Ace; only while the trick is on show', () => {
    const v = schraem({ tricks: [aceLoses] });
    expect(schraemTaken(v, 'trick')).toEqual({ seat: 2, card: '9s' });
    expect(schraemTaken(v, 'normal')).toBeNull();
    expect(schraemLast(v)).toEqual({ cards: aceLoses, winner: 2 });
  });

  it('7-Schräm (S-17): a seat that left the hand takes nothing', () => {
    const v = schraem({ tricks: [aceLoses], inHand: [0, 1, 3] });
    expect(schraemTaken(v, 'trick')).toEqual({ seat: 1, card: 'As' });
  });

  it('7-Schräm: at the end of a hand, its last trick and the hand’s winner', () => {
    const lastHand = { handNumber: 1, winner: 2, value: 1, reason: 'lastTrick', lost: [1, 1, 0, 1], lastTrick: aceLoses } as unknown as SchraemView['lastHand'];
    const v = schraem({ lastHand, handNumber: 2 });
    expect(schraemTaken(v, 'hand')).toEqual({ seat: 2, card: '9s' });
    expect(schraemLast(v)).toEqual({ cards: aceLoses, winner: 2 });
    // S-18: won because the others left, on a trick the winner had no card in: no taker named.
    const left = schraem({ lastHand: { ...lastHand!, winner: 3, lastTrick: aceLoses.slice(0, 2) }, handNumber: 2 });
    expect(schraemLast(left)?.winner).toBeNull();
  });

  it('Schieber: the engine’s winner of the trick, and of the round’s last', () => {
    const trick = { leader: 1, cards: [{ seat: 1, card: 'Ae' }, { seat: 2, card: '6e' }, { seat: 3, card: 'Ue' }, { seat: 0, card: 'Ke' }], winner: 3, points: 20 };
    const v = { tricks: [trick], lastRound: null } as unknown as SchieberView;
    expect(schieberTaken(v, 'trick')).toEqual({ seat: 3, card: 'Ue' });
    expect(schieberTaken(v, 'normal')).toBeNull();
    expect(schieberLast(v)).toBe(trick);
    const after = { tricks: [], lastRound: { finalTrick: trick } } as unknown as SchieberView;
    expect(schieberTaken(after, 'hand')).toEqual({ seat: 3, card: 'Ue' });
    expect(schieberLast(after)).toBe(trick);
  });

  it('Sedma (D-8, D-9): a trick on the table is held, a completed one is taken', () => {
    const cards = [{ seat: 0, card: 'Kh' }, { seat: 1, card: '7b' }, { seat: 0, card: 'Ka' }];
    const playing = { trick: cards, trickWinner: 0, tricks: [], lastTrick: null } as unknown as SedmaView;
    expect(trickHolder(playing, 'normal')).toEqual({ seat: 0, card: 'Ka', done: false });
    const done = { trick: [], trickWinner: null, tricks: [{ winner: 1, cards: cards.slice(0, 2) }], lastTrick: { winner: 1, cards: cards.slice(0, 2) } } as unknown as SedmaView;
    expect(trickHolder(done, 'trick')).toEqual({ seat: 1, card: '7b', done: true });
    expect(trickHolder(done, 'normal')).toBeNull();
    expect(trickHolder(done, 'hand')).toEqual({ seat: 1, card: '7b', done: true });
  });
});

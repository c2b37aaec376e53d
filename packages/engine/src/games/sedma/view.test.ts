import { describe, expect, it } from 'vitest';
import { OptionsError } from '../../errors.ts';
import type { Fixture, Seat } from '../../game.ts';
import { sedma } from './index.ts';
import { parseAction, type SedmaAction } from './notation.ts';
import type { SedmaState } from './state.ts';

function play(players: number, fixture: Fixture, steps: readonly string[]): SedmaState {
  let s = sedma.setup({ players }, 1, fixture);
  if (s instanceof OptionsError) throw new Error(s.message);
  for (const step of steps) {
    const [seat, text] = step.split(': ');
    const next = sedma.apply(s, Number(seat) as Seat, parseAction(text!) as SedmaAction);
    if (next instanceof Error || 'rule' in next) throw new Error(String(next));
    s = next;
  }
  return s;
}

const DEAL = {
  hands: [['9h', '9b', '7h', 'Ah'], ['9l', '7b', '7l', 'Kh'], ['Ab', 'Ub', 'Ua', 'Ka'], ['Tb', 'Ob', 'Oa', 'Kb']],
  stock: ['8h', '8b', '8l', '8a'],
};

describe('Sedma view', () => {
  it('shows the own hand, never another, and only the size of the stock', () => {
    const s = play(4, { start: { leader: 0 }, deals: [DEAL] }, ['0: play 9h']);
    const v = sedma.viewFor(s, 1);
    expect(v.hand).toEqual(['Kh', '7b', '7l', '9l']);
    expect(v.handSizes).toEqual([3, 4, 4, 4]);
    expect(v.stock).toBe(16);
    expect(v.trick).toEqual([{ seat: 0, card: '9h' }]);
    expect(v.trickWinner).toBe(0);
    expect(v.decision).toBe('card');
    expect(v.toAct).toBe(1);
    expect(JSON.stringify(v)).not.toMatch(/"(Ab|Tb|8h|9b)"/);
    expect(sedma.viewFor(s, 'spectator').hand).toBeNull();
  });

  it('D-9 amended: whether the beaten leader is asked tells the others nothing about its cards', () => {
    // Seat 0 leads 9h and is beaten by seat 1's 7b. With 9b or 7h it could continue; with Ob, Ub nothing beats.
    const rest = [['9l', '7b', '7l', 'Kh'], ['Ab', 'Ua', 'Ka', 'Ah'], ['Tb', 'Oa', 'Kb', '8l']];
    const round = ['0: play 9h', '1: play 7b', '2: play Ab', '3: play Tb'];
    const holds = play(4, { start: { leader: 0 }, deals: [{ hands: [['9h', '9b', '7h', 'Ob'], ...rest], stock: ['8h', '8b', 'Ub', '8a'] }] }, round);
    const lacks = play(4, { start: { leader: 0 }, deals: [{ hands: [['9h', 'Ob', 'Ub', '8a'], ...rest], stock: ['8h', '8b', '9b', '7h'] }] }, round);
    expect(sedma.legalActions(holds, 0).map(sedma.formatAction)).toEqual(['play 7h', 'play 9b', 'stop']);
    expect(sedma.legalActions(lacks, 0).map(sedma.formatAction)).toEqual(['stop']);
    for (const viewer of [1, 2, 3, 'spectator'] as const) {
      expect(sedma.viewFor(lacks, viewer)).toEqual(sedma.viewFor(holds, viewer));
      expect(sedma.viewFor(lacks, viewer).decision).toBe('continue');
    }
  });

  it('is plain JSON data', () => {
    const s = play(4, { start: { leader: 0 }, deals: [DEAL] }, ['0: play 9h', '1: play 9l']);
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
      const v = sedma.viewFor(s, viewer);
      expect(JSON.parse(JSON.stringify(v))).toEqual(v);
    }
  });

  it('names the rank D-10 forces, and the leader\'s pending decision (D-9)', () => {
    let s = play(4, { start: { leader: 0 }, deals: [DEAL] }, ['0: play 9h', '1: play 9l']);
    expect(sedma.viewFor(s, 2).mustMatch).toBe('9');
    s = play(4, { start: { leader: 0 }, deals: [DEAL] }, ['0: play 9h', '1: play 9l', '2: play Ab', '3: play Tb']);
    const v = sedma.viewFor(s, 0);
    expect(v.decision).toBe('continue');
    expect(v.mustMatch).toBeNull();
    expect(v.trickWinner).toBe(1);
    expect(v.round).toBe(1);
  });

  it('lists completed tricks and points per side: every card taken was played face up', () => {
    const s = play(4, { start: { leader: 0 }, deals: [DEAL] }, [
      '0: play 9h', '1: play 9l', '2: play Ab', '3: play Tb', '0: stop',
    ]);
    const v = sedma.viewFor(s, 2);
    expect(v.tricks).toEqual([
      { winner: 1, cards: [{ seat: 0, card: '9h' }, { seat: 1, card: '9l' }, { seat: 2, card: 'Ab' }, { seat: 3, card: 'Tb' }] },
    ]);
    expect(v.lastTrick).toEqual(v.tricks[0]);
    expect(v.points).toEqual([0, 20]);
    expect(v.trick).toEqual([]);
    expect(v.trickWinner).toBeNull();
    expect(v.round).toBe(0);
    expect(v.sides).toEqual([0, 1, 0, 1]);
  });

  it('three players: who plays alone and why (D-4), and the cards out of the deck (D-3)', () => {
    const s = play(3, { start: { leader: 0 }, deals: [[['7h', '8h', '9h', 'Th'], ['Uh', 'Oh', 'Kh', 'Ah'], ['Ua', 'Oa', 'Ka', 'Aa']]] }, []);
    const v = sedma.viewFor(s, 0);
    expect(v.alone).toEqual({ seat: 1, redKing: true });
    expect(v.sides).toEqual([1, 0, 1]);
    expect(v.removed).toEqual(['8a', '9a']);
    expect(sedma.viewFor(play(4, { deals: [DEAL] }, []), 0).alone).toBeNull();
  });

  it('shows a burned game by its rank and the next dealer\'s decision (D-13, D-14)', () => {
    const s = play(4, { start: { leader: 0, gamesWon: [2, 3] }, deals: [[['7h', '8h', '9h', 'Th'], ['Uh', 'Oh', 'Kh', 'Tb'], ['Ah', 'Ab', 'Al', 'Aa'], ['Ub', 'Ob', 'Kb', '7b']]] }, []);
    const v = sedma.viewFor(s, 3);
    expect(v.burned).toEqual({ seat: 2, rank: 'A', kind: 'hand' });
    expect(v.winnerSide).toBe(0);
    expect(v.gamesWon).toEqual([3, 3]);
    expect(v.matchOver).toBe(false);
    expect(v.phase).toBe('over');
    expect(v.decision).toBe('deal');
    expect(v.toAct).toBe(1);
    expect(v.leader).toBe(2);
  });

  it('shows the exchange once decided (D-6)', () => {
    const s = play(4, { start: { leader: 1, game: 2 }, deals: [DEAL] }, []);
    expect(sedma.viewFor(s, 1).decision).toBe('exchange');
    const after = play(4, { start: { leader: 1, game: 2 }, deals: [DEAL] }, ['1: swap']);
    expect(sedma.viewFor(after, 0).swapped).toBe(true);
    expect(sedma.viewFor(after, 1).hand).toEqual(['Tb', 'Ob', 'Kb', 'Oa']);
  });
});

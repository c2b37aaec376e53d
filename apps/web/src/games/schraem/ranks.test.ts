import { describe, expect, it } from 'vitest';
import { RANKS, rankStrip, stripShown } from './ranks.ts';

describe('7-Schräm rank strip', () => {
  it('S-1: ten strongest, Bube weakest', () => {
    expect(RANKS.join(' ')).toBe('T 9 8 7 A K Q J');
  });

  it('marks the led suit’s ranks in the trick and the one that takes it (S-8)', () => {
    const s = rankStrip(
      [
        { seat: 0, card: 'As' },
        { seat: 1, card: '9s' },
        { seat: 2, card: 'Th' },
      ],
      [0, 1, 2, 3],
    );
    expect(s.suit).toBe('s');
    expect(s.ranks.filter((r) => r.played).map((r) => r.rank)).toEqual(['9', 'A']);
    expect(s.ranks.filter((r) => r.best).map((r) => r.rank)).toEqual(['9']);
  });

  it('an empty trick: no suit, nothing marked', () => {
    const s = rankStrip([], [0, 1]);
    expect(s.suit).toBeNull();
    expect(s.ranks.some((r) => r.played || r.best)).toBe(false);
  });

  it('on by default in Anfänger only; the setting overrides', () => {
    expect(stripShown('auto', 'anfaenger')).toBe(true);
    expect(stripShown('auto', 'profi')).toBe(false);
    expect(stripShown('on', 'profi')).toBe(true);
    expect(stripShown('off', 'anfaenger')).toBe(false);
  });
});

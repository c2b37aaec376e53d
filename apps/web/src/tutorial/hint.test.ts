import type { SchraemView } from '@stammtisch/engine/games/schraem/index';
import { describe, expect, it } from 'vitest';
import { hintReason } from './hint.ts';

const view = (over: Partial<SchraemView>): SchraemView => ({ viewer: 0, hand: ['Tc', '7c', 'Ah'], trick: [], tricks: [], inHand: [0, 1, 2], ...over }) as SchraemView;

describe('why a hint (issue 16)', () => {
  it('S-7, S-8: following suit, winning or throwing the lowest', () => {
    expect(hintReason(view({ trick: [{ seat: 1, card: '9c' }] }), 'Tc')).toBe('win');
    expect(hintReason(view({ trick: [{ seat: 1, card: '9c' }] }), '7c')).toBe('follow-low');
    expect(hintReason(view({ trick: [{ seat: 1, card: '9d' }] }), 'Ah')).toBe('discard');
    expect(hintReason(view({ trick: [{ seat: 1, card: '9c' }], tricks: [[], [], []], hand: ['Tc', '7h'] }), 'Tc')).toBe('win-last');
  });

  it('leading: low or high, and the last card', () => {
    expect(hintReason(view({}), '7c')).toBe('lead-high');
    expect(hintReason(view({ hand: ['Kc', 'Ah', '9s'] }), 'Kc')).toBe('lead-low');
    expect(hintReason(view({ hand: ['Kc'] }), 'Kc')).toBe('last-card');
  });
});

import { describe, expect, it } from 'vitest';
import { coachAt } from './coach.ts';
import { SCHRAEM_LESSON } from './schraem.ts';

const basics = SCHRAEM_LESSON.chapters[0]!;

describe('the coach follows the table (issue 16)', () => {
  it('shows the first steps on the first turn, one after another', () => {
    const now = { seq: 0, stage: 'normal' as const, legal: ['play Jc'], actions: [] };
    expect(coachAt(basics, 0, now).shown?.id).toBe('cards');
    expect(coachAt(basics, 1, now).shown?.id).toBe('lead');
  });

  it('moves past a step once its move is made, and waits while the bots play', () => {
    const c = coachAt(basics, 1, { seq: 2, stage: 'normal', legal: [], actions: basics.record.slice(0, 2) });
    expect(c.index).toBe(2);
    expect(c.shown).toBeNull();
    expect(coachAt(basics, c.index, { seq: 4, stage: 'normal', legal: ['play 8c'], actions: basics.record.slice(0, 4) }).shown?.id).toBe('ranking');
  });

  it('waits for the hand result before the last step', () => {
    expect(coachAt(basics, 6, { seq: 12, stage: 'trick', legal: [], actions: basics.record }).shown).toBeNull();
    expect(coachAt(basics, 6, { seq: 12, stage: 'hand', legal: [], actions: basics.record }).shown?.id).toBe('strichliste');
  });

  it('stops when the player leaves the script', () => {
    const c = coachAt(basics, 1, { seq: 1, stage: 'normal', legal: [], actions: ['0: play Qs'] });
    expect(c.offScript).toBe(true);
    expect(c.shown).toBeNull();
  });
});

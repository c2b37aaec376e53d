import { describe, expect, it } from 'vitest';
import { DEFAULT_CHOICES, parseChoices } from './choices.ts';

describe('remembered offline choices (issue 16)', () => {
  it('reads back what was stored', () => {
    const c = { level: { schraem: 'schwer', schieber: 'mittel', sedma: 'leicht' }, mode: 'profi', ruleset: 'eifel', switches: { knockCap: 'lives', huebschen: false }, sedmaPlayers: 2 };
    expect(parseChoices(JSON.stringify(c))).toEqual(c);
  });

  it('nothing stored, or garbage, gives the defaults', () => {
    expect(parseChoices(null)).toEqual(DEFAULT_CHOICES);
    expect(parseChoices('{not json')).toEqual(DEFAULT_CHOICES);
    expect(parseChoices('42')).toEqual(DEFAULT_CHOICES);
  });

  it('an unknown value falls back on its own, the rest is kept', () => {
    const c = parseChoices(
      JSON.stringify({ level: { schraem: 'gott', schieber: 'schwer' }, mode: 'profi', ruleset: 'mars', switches: { knockCap: 'always', slate: 'xii', cheat: true }, sedmaPlayers: 7 }),
    );
    expect(c).toEqual({ level: { schraem: 'leicht', schieber: 'schwer', sedma: 'leicht' }, mode: 'profi', ruleset: 'app', switches: { slate: 'xii' }, sedmaPlayers: 4 });
  });
});

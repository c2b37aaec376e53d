import { describe, expect, it } from 'vitest';
import { defaultForm, formFrom, optionsFrom, presetFrom } from './rules.ts';

describe('house rules', () => {
  it('7-Schräm: mode, ruleset (S-31) and lives; Anfänger has no ruleset (S-22)', () => {
    const f = { ...defaultForm('schraem'), mode: 'profi' as const, ruleset: 'rheinland' as const, startLives: 5 };
    expect(optionsFrom('schraem', f)).toEqual({ mode: 'profi', ruleset: 'rheinland', startLives: 5 });
    expect(optionsFrom('schraem', { ...f, mode: 'anfaenger' })).toEqual({ mode: 'anfaenger', startLives: 5 });
  });

  it('7-Schräm: the presets V-10 … V-21 and the switches V-1 … V-8 travel and read back; dedenbach has no lives (V-20)', () => {
    const f = { ...defaultForm('schraem'), mode: 'profi' as const, ruleset: 'tuppen' as const, switches: { fourCourts: 'challenge' as const, hammerRaisesAll: true } };
    expect(optionsFrom('schraem', f)).toEqual({ mode: 'profi', ruleset: 'tuppen', fourCourts: 'challenge', hammerRaisesAll: true });
    expect(formFrom('schraem', presetFrom('schraem', f))).toEqual(f);
    expect(optionsFrom('schraem', { ...defaultForm('schraem'), mode: 'anfaenger', ruleset: 'dedenbach', startLives: 5 })).toEqual({ mode: 'anfaenger', ruleset: 'dedenbach' });
  });

  it('Sedma and Schieber get only their own options', () => {
    expect(optionsFrom('sedma', { ...defaultForm('sedma'), seats: 2, mode: 'profi' })).toEqual({});
    expect(optionsFrom('schieber', defaultForm('schieber'))).toEqual({});
    expect(optionsFrom('schieber', { ...defaultForm('schieber'), target: 2500 })).toEqual({ target: 2500 });
  });

  it('a preset with timer and bots, read back into the same form', () => {
    const f = { ...defaultForm('schraem'), mode: 'profi' as const, ruleset: 'rheinland' as const, seats: 3, cardSeconds: 60, bots: 'schwer' as const };
    const p = presetFrom('schraem', f);
    expect(p.timer).toEqual({ cardMs: 60_000, decisionMs: 15_000 });
    expect(p.seats).toBe(3);
    expect(formFrom('schraem', p)).toEqual(f);
    expect(formFrom('sedma', undefined)).toEqual(defaultForm('sedma'));
    // Seats a game does not offer fall back to its default.
    expect(formFrom('schieber', { options: {}, seats: 2, bots: 'mittel' }).seats).toBe(4);
  });
});

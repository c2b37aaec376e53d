import { describe, expect, it } from 'vitest';
import { defaultTournamentForm, formatsFor, tableSizes, tournamentRules } from './tournament.ts';

describe('tournament form', () => {
  it('Rheinland and Eifel are 7-Schräm formats only (S-31, V-22)', () => {
    expect(formatsFor('schraem')).toContain('rheinland');
    expect(formatsFor('schieber')).toEqual(['swiss', 'arena']);
    expect(formatsFor('sedma')).not.toContain('eifel');
  });

  it('sends only what the format reads', () => {
    const f = defaultTournamentForm('schraem', 'rheinland');
    expect(tournamentRules('schraem', 'rheinland', f, { ruleset: 'rheinland' })).toEqual({ options: { ruleset: 'rheinland' }, series: 5, gamesPerSeries: 5, tableSize: 4 });
    expect(tournamentRules('schraem', 'eifel', defaultTournamentForm('schraem', 'eifel'), {})).toMatchObject({ series: 3, gamesPerSeries: 10 });
    const sedma = defaultTournamentForm('sedma', 'swiss');
    expect(tournamentRules('sedma', 'swiss', sedma, {})).toEqual({ options: {}, rounds: 5, tableSize: 2 });
    expect(tournamentRules('schieber', 'swiss', { ...defaultTournamentForm('schieber', 'swiss'), entry: 'team' }, {})).toEqual({ options: {}, rounds: 5, entry: 'team' });
    expect(tournamentRules('schieber', 'arena', defaultTournamentForm('schieber', 'arena'), {})).toEqual({ options: {}, minutes: 60 });
  });

  it('table sizes per game', () => {
    expect(tableSizes('schieber', 'swiss')).toEqual([4]);
    expect(tableSizes('schraem', 'rheinland')).toEqual([4]);
    expect(tableSizes('sedma', 'arena')).toEqual([2, 3, 4]);
  });
});

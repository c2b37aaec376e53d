import { describe, expect, it } from 'vitest';
import { rulesetsFor, schraemOptions, switchesFrom, switchProblem } from './switches.ts';

describe('7-Schräm setup: presets and switches (V-1 … V-8, V-20, V-21)', () => {
  it('builds the engine options: dedenbach is Anfänger only, Anfänger drops the other presets, set switches travel', () => {
    expect(schraemOptions('profi', 'dedenbach')).toEqual({ mode: 'anfaenger', ruleset: 'dedenbach' });
    expect(schraemOptions('anfaenger', 'tuppen')).toEqual({ mode: 'anfaenger' });
    expect(schraemOptions('profi', 'tuppen', { fourCourts: 'turn', huebschen: true })).toEqual({ mode: 'profi', ruleset: 'tuppen', fourCourts: 'turn', huebschen: true });
    expect(schraemOptions('fortgeschritten', 'app', {})).toEqual({ mode: 'fortgeschritten', ruleset: 'app' });
    expect(switchesFrom({ slate: 'xii', raising: 'everyone', other: 1 })).toEqual({ slate: 'xii' });
  });

  it('offers dedenbach with Anfänger and the other presets with knocking', () => {
    const all = ['app', 'rheinland', 'wipperfuerth', 'marienheide', 'eifel', 'sebbe', 'dedenbach', 'tuppen'] as const;
    expect(rulesetsFor('anfaenger', all)).toEqual(['app', 'dedenbach']);
    expect(rulesetsFor('profi', all)).not.toContain('dedenbach');
    expect(rulesetsFor('profi', all)).toContain('tuppen');
  });

  it('names why the engine would refuse a combination (V-6, V-7, S-22)', () => {
    expect(switchProblem(schraemOptions('profi', 'app', { slate: 'xii' }))).toEqual({ kind: 'xii' });
    expect(switchProblem(schraemOptions('profi', 'rheinland', { raising: 'leaderOnly' }))).toEqual({ kind: 'leaderOnly' });
    expect(switchProblem(schraemOptions('anfaenger', 'app', { knockCap: 'lives' }))).toEqual({ kind: 'knocking' });
    expect(switchProblem({ ...schraemOptions('profi', 'marienheide'), players: 6 })).toEqual({ kind: 'players' });
    expect(switchProblem(schraemOptions('profi', 'sebbe', { slate: 'countUp' }))).toBeNull();
    expect(switchProblem(schraemOptions('anfaenger', 'dedenbach'))).toBeNull();
  });
});

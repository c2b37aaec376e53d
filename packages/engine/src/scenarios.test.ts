import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenarioFile, scenarioFiles } from './cli/scenario.ts';
import { describeResult, runScenario } from './scenario.ts';

const root = join(import.meta.dirname, '..', 'scenarios');

for (const game of readdirSync(root).sort()) {
  describe(`scenarios/${game}`, () => {
    for (const file of scenarioFiles([join(root, game)])) {
      it(file.slice(root.length + 1), () => {
        const r = runScenarioFile(file);
        expect(describeResult(r)).toBe('');
      });
    }
  });
}

describe('scenario runner', () => {
  it('reports a malformed scenario clearly', () => {
    expect(describeResult(runScenario({ game: 'schraem', steps: ['nonsense'] }))).toBe(
      'malformed scenario: step 1: "nonsense" is not "SEAT: ACTION"',
    );
    expect(describeResult(runScenario({ game: 'poker' }))).toBe('malformed scenario: unknown game "poker"');
  });

  it('names the first difference', () => {
    const r = runScenario({
      game: 'schraem',
      options: { mode: 'anfaenger', players: 2 },
      start: { leader: 0 },
      deals: [[['Th', '9h', '8h', '7h'], ['Ac', 'Kc', 'Qc', 'Jc']]],
      steps: ['0: play Th', { do: '1: knock', reject: 'S-22' }, '1: play Jc'],
      expect: { toAct: 1 },
    });
    expect(describeResult(r)).toBe('expect: summary.toAct: expected 1, actual 0');
  });
});

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

  const folding = {
    game: 'schraem',
    options: { mode: 'profi', players: 2 },
    start: { leader: 0 },
    deals: [[['Th', '9h', '8h', '7h'], ['Ac', 'Kc', 'Qc', 'Jc']]],
  };

  it('checks what each viewer is told of an action ({do, shown}) and sees ({view, expect})', () => {
    expect(describeResult(runScenario({ ...folding, steps: [{ do: '0: fold Th', shown: { 0: 'fold Th', 1: 'fold', spectator: 'fold' } }] }))).toBe('');
    expect(describeResult(runScenario({ ...folding, steps: [{ do: '0: fold Th', shown: { 1: 'fold Th' } }] }))).toBe(
      'step 1: "0: fold Th" as 1 is told of it: expected "fold Th", actual "fold"',
    );
    expect(describeResult(runScenario({ ...folding, steps: [{ view: 1, expect: { hand: ['Jc', 'Qc', 'Kc', 'Ac'], handSizes: [4, 4] } }] }))).toBe('');
    expect(describeResult(runScenario({ ...folding, steps: [{ view: 'spectator', expect: { hand: ['Ac'] } }] }))).toBe(
      'step 1: view of spectator.hand: expected ["Ac"], actual null',
    );
  });

  it.each([
    [{ view: 9, expect: {} }, 'step 1: "view" needs a seat or "spectator" and "expect" an object'],
    [{ view: 0 }, 'step 1: "view" needs a seat or "spectator" and "expect" an object'],
    [{ do: '0: fold Th', shown: { north: 'fold' } }, 'step 1: "shown" maps a seat or "spectator" to a text'],
    [{ do: '0: fold Th', reject: 'S-7', shown: { 1: 'fold' } }, 'step 1: "shown" is an object of viewer → text, for an accepted action'],
  ])('refuses a malformed view or shown step %j', (step, message) => {
    expect(describeResult(runScenario({ ...folding, steps: [step] }))).toBe(`malformed scenario: ${message}`);
  });
});

import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { schieberBench } from './games/schieber/bench.ts';
import { schraemBench } from './games/schraem/bench.ts';
import { sedmaBench } from './games/sedma/bench.ts';

/** The bench's cases and its JSON: shape only — speed is measured, never asserted. */
describe('bench', () => {
  it.each([schraemBench, schieberBench, sedmaBench])('$name has a bare reference in the same unit that plays what it is asked', (c) => {
    const ref = c.reference?.();
    expect(ref?.unit).toBe(c.unit);
    expect(ref!.run(200, 1)).toBe(200);
    expect(c.run(3, 1)).toBeGreaterThanOrEqual(3);
  });

  it.each([schraemBench, schieberBench, sedmaBench])('$name measures its fair deals in the same unit, as the game deals them', (c) => {
    const deals = c.fairDeals?.();
    expect(deals?.unit).toBe(c.unit);
    expect(deals!.run(50, 1)).toBe(50);
  });

  it('prints each game with its reference and ratioToReference in --json', () => {
    const out = execFileSync('npx', ['tsx', 'packages/engine/src/cli/bench.ts', '--json', '--runs', '1', '--seconds', '0.05', '--game', 'sedma'], { encoding: 'utf8' });
    const json = JSON.parse(out) as Record<string, { gamesPerSec: number; reference: { gamesPerSec: number }; ratioToReference: number; rulesRatioToReference: number }>;
    expect(json.sedma!.gamesPerSec).toBeGreaterThan(0);
    expect(json.sedma!.reference.gamesPerSec).toBeGreaterThan(0);
    expect(json.sedma!.ratioToReference).toBeGreaterThan(0);
    // Without the deals' time the engine is faster, so its ratio is higher.
    expect(json.sedma!.rulesRatioToReference).toBeGreaterThan(json.sedma!.ratioToReference);
  }, 60_000);
});

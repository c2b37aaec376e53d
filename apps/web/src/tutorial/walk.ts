import { expect } from 'vitest';
import type { Update } from '../offline/protocol.ts';
import type { Chapter, Claim } from './lesson.ts';
import { replayChapter } from './replay.ts';

/**
 * A lesson test's walk through a chapter (tests only): the engine plays the script, every step is
 * reached with the human to act, its move legal, its card in hand, and each claim checked by the
 * game's own `check` (the shared kinds 'legal' and 'can' here).
 */
export function walkChapter<V>(c: Chapter, check: (claim: Claim, v: V, all: readonly V[]) => void, rule: string): void {
  const { updates, record } = replayChapter(c);
  expect(record).toEqual(c.record);
  const all = [...updates.keys()].sort((a, b) => a - b).map((k) => updates.get(k)!.view as V);
  for (const step of c.steps) {
    const u: Update | undefined = updates.get(step.seq);
    expect(u, `step ${step.id}: the table reaches seq ${step.seq}`).toBeDefined();
    expect(u!.legal.length, `step ${step.id}: the human is to act`).toBeGreaterThan(0);
    if (step.act) expect(u!.legal, `step ${step.id}: its move is legal`).toContain(step.act);
    const hand = (u!.view as { hand?: readonly string[] | null }).hand ?? [];
    if (step.target.kind === 'card') expect(hand, `step ${step.id}: the card is in the hand`).toContain(step.target.card);
    for (const claim of step.claims ?? []) {
      if (claim.kind === 'legal') expect([...u!.legal].sort(), `${rule}: the legal moves at ${step.id}`).toEqual([...claim.only].sort());
      else if (claim.kind === 'can') expect(u!.legal, `${rule}: ${claim.action} is allowed at ${step.id}`).toContain(claim.action);
      else check(claim, u!.view as V, all);
    }
  }
  // Every scripted move is a step's move, so the coach never waits for a move it did not ask for.
  expect(c.steps.filter((s) => s.act).map((s) => s.act)).toEqual(c.record.filter((a) => a.startsWith('0:')).map((a) => a.slice(3)));
}

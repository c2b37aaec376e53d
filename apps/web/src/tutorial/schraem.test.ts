import type { SchraemView } from '@stammtisch/engine/games/schraem/index';
import { describe, expect, it } from 'vitest';
import type { Claim } from './lesson.ts';
import { replayChapter } from './replay.ts';
import { SCHRAEM_LESSON } from './schraem.ts';

/**
 * Who took trick `k` of hand `hand`: the seat that leads the next trick (S-8: the taker leads), or
 * for the hand's last trick its winner (S-9) — read from what the engine showed, not recomputed.
 */
function taker(all: readonly SchraemView[], hand: number, k: number): { seat: number; cards: readonly { seat: number; card: string }[] } | null {
  const cards = all.find((v) => v.handNumber === hand && v.tricks.length > k)?.tricks[k] ?? all.find((v) => v.lastHand?.handNumber === hand)?.lastHand?.lastTrick;
  if (!cards) return null;
  const next = all.find((v) => v.handNumber === hand && v.tricks.length === k + 1 && v.trick.length > 0);
  if (next) return { seat: next.trick[0]!.seat, cards };
  const end = all.find((v) => v.lastHand?.handNumber === hand);
  return end ? { seat: end.lastHand!.winner, cards: end.lastHand!.lastTrick } : null;
}

function check(claim: Claim, v: SchraemView, legal: readonly string[], all: readonly SchraemView[], hand: number): void {
  switch (claim.kind) {
    case 'trick': {
      const t = taker(all, hand, claim.trick);
      expect(t, `trick ${claim.trick} is on record`).not.toBeNull();
      expect(t!.seat, `S-8: trick ${claim.trick} is taken by seat ${claim.seat}`).toBe(claim.seat);
      expect(t!.cards).toContainEqual({ seat: claim.seat, card: claim.card });
      return;
    }
    case 'hand':
      expect(v.lastHand?.winner, 'S-9: the hand is won by').toBe(claim.winner);
      expect(v.lastHand?.lost, 'lives lost in the hand').toEqual(claim.lost);
      return;
    case 'knocked':
      expect(v.events.filter((e) => e.type === 'knock').map((e) => e.seat), 'S-11: who knocked').toContain(claim.seat);
      expect(v.value).toBe(claim.value);
      return;
    case 'passed':
      expect(v.events.some((e) => e.type === 'pass' && e.seat === claim.seat), `S-14: seat ${claim.seat} passed`).toBe(true);
      return;
    case 'lives':
      expect(v.lives[claim.seat]).toBe(claim.lives);
      return;
    case 'led':
      expect(v.trick[0], 'the trick was led with').toEqual({ seat: claim.seat, card: claim.card });
      return;
    case 'legal':
      expect([...legal].sort(), 'S-7: the legal moves').toEqual([...claim.only].sort());
      return;
  }
}

describe('7-Schräm lesson (issue 16): the coach says what the engine plays', () => {
  for (const c of SCHRAEM_LESSON.chapters) {
    it(`chapter ${c.id}: the bots play the script's record and every claim holds`, () => {
      const { updates, record } = replayChapter(c);
      expect(record).toEqual(c.record);
      const all = [...updates.keys()].sort((a, b) => a - b).map((k) => updates.get(k)!.view as SchraemView);
      for (const step of c.steps) {
        const u = updates.get(step.seq);
        expect(u, `step ${step.id}: the table reaches seq ${step.seq}`).toBeDefined();
        const v = u!.view as SchraemView;
        const hand = step.at === 'hand' ? v.handNumber - 1 : v.handNumber;
        if (step.at === 'turn') expect(u!.legal.length, `step ${step.id}: the human is to act`).toBeGreaterThan(0);
        else expect(v.lastHand?.handNumber, `step ${step.id}: a hand has just ended`).toBe(v.handNumber - 1);
        if (step.act) expect(u!.legal, `step ${step.id}: its move is legal`).toContain(step.act);
        if (step.target.kind === 'card' && step.at === 'turn') expect(v.hand, `step ${step.id}: the card is in the hand`).toContain(step.target.card);
        for (const claim of step.claims ?? []) check(claim, v, u!.legal, all, hand);
      }
      // Every scripted move is a step's move, so the coach never waits for a move it did not ask for.
      const asked = c.steps.filter((s) => s.act).map((s) => s.act);
      expect(asked).toEqual(c.record.filter((a) => a.startsWith('0:')).map((a) => a.slice(3)));
    });
  }
});

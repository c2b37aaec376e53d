import type { SedmaView } from '@stammtisch/engine/games/sedma/index';
import { describe, expect, it } from 'vitest';
import type { Claim } from './lesson.ts';
import { SEDMA_LESSON } from './sedma.ts';
import { walkChapter } from './walk.ts';

function check(claim: Claim, v: SedmaView): void {
  switch (claim.kind) {
    case 'trick': {
      const t = v.tricks[claim.trick];
      expect(t, `trick ${claim.trick} is complete`).toBeDefined();
      expect(t!.winner, `D-8, D-9: trick ${claim.trick} is taken by seat ${claim.seat}`).toBe(claim.seat);
      expect(t!.cards).toContainEqual({ seat: claim.seat, card: claim.card });
      return;
    }
    case 'led':
      expect(v.trick[0], 'D-7: the trick was led with').toEqual({ seat: claim.seat, card: claim.card });
      return;
    case 'beats':
      expect(v.trickWinner, 'D-8: who would take the trick now').toBe(claim.seat);
      return;
    case 'stock':
      expect(v.stock, 'D-11: cards left in the stock').toBe(claim.count);
      expect(v.hand?.length, 'D-11: drawn back to').toBe(claim.hand);
      return;
    default:
      throw new Error(`a Sedma lesson makes no "${claim.kind}" claim`);
  }
}

describe('Sedma lesson (issue 16): the coach says what the engine plays', () => {
  for (const c of SEDMA_LESSON.chapters) {
    it(`chapter ${c.id}: the bot plays the script's record and every claim holds`, () => walkChapter<SedmaView>(c, check, 'D-8'));
  }
});

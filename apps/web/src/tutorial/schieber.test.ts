import type { SchieberView } from '@stammtisch/engine/games/schieber/index';
import { describe, expect, it } from 'vitest';
import type { Claim } from './lesson.ts';
import { SCHIEBER_LESSON } from './schieber.ts';
import { walkChapter } from './walk.ts';

function check(claim: Claim, v: SchieberView): void {
  switch (claim.kind) {
    case 'trick': {
      const t = v.tricks[claim.trick];
      expect(t, `trick ${claim.trick} is complete`).toBeDefined();
      expect(t!.winner, `J-11: trick ${claim.trick} is taken by seat ${claim.seat}`).toBe(claim.seat);
      expect(t!.cards).toContainEqual({ seat: claim.seat, card: claim.card });
      return;
    }
    case 'led':
      expect(v.trick[0], 'the trick was led with').toEqual({ seat: claim.seat, card: claim.card });
      return;
    case 'contract':
      expect(v.trump, 'J-4: the trump').toBe(claim.trump);
      expect(v.declarer, 'J-4: who chose it').toBe(claim.declarer);
      expect(v.pushed, 'J-4: after a push').toBe(claim.pushed);
      return;
    case 'weis':
      expect(v.weisWinner, 'J-14: the team whose Weis scored').toBe(claim.team);
      expect(v.weis.map((d) => d.seat), 'J-12: who declared a Weis').toEqual(claim.declared);
      return;
    case 'stoeck':
      expect(v.stoeck, 'J-15: whose Stöck scored').toBe(claim.seat);
      return;
    default:
      throw new Error(`a Schieber lesson makes no "${claim.kind}" claim`);
  }
}

describe('Schieber lesson (issue 16): the coach says what the engine plays', () => {
  for (const c of SCHIEBER_LESSON.chapters) {
    it(`chapter ${c.id}: the bots play the script's record and every claim holds`, () => walkChapter<SchieberView>(c, check, 'J-8'));
  }
});

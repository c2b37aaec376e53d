import type { SchraemView } from '../../games/schraem/view.ts';
import { type BetKind, betCell } from './abstraction.ts';
import { tableChance } from './betting-table.ts';
import { ownStrength } from './estimate.ts';
import type { Knowledge } from './knowledge.ts';

/**
 * The self-play table's chance of the bold action (knock, hold) for the viewer's decision now, or
 * null where the table has none (the model policy decides then).
 */
export function tableBet(view: SchraemView, k: Knowledge, kind: BetKind): number | null {
  if (k.myHand === null) return null;
  let flag = false;
  if (kind === 'knock') {
    flag = view.events.some((e) => e.type === 'knock' && e.seat !== k.me && view.inHand.includes(e.seat));
  } else {
    for (const e of view.events) {
      if (e.type === 'knock') flag = false;
      else if (e.type === 'hold') flag = true;
    }
  }
  const cell = betCell({ kind, strength: ownStrength(k), value: view.value, lives: view.lives[k.me]!, inHand: k.inHand, flag, cards: k.sizes[k.me]! });
  return tableChance(cell);
}

import { popcount } from '../../cards/bits.ts';
import type { SchraemView } from '../../games/schraem/view.ts';
import type { Stakes } from './betting.ts';
import { tableOf } from './common.ts';
import type { Knowledge } from './knowledge.ts';
import { handStrength } from './strength.ts';

/** The public stakes of a view. */
export function stakesOf(view: SchraemView): Stakes {
  return { lives: view.lives, inHand: view.inHand, value: view.value };
}

/** Whether `seat` plays the first card of the current trick next. */
export const leadsNext = (k: Knowledge, seat: number): boolean => k.trickSeats.length === 0 && k.toAct === seat;

/** The table estimate of the viewer's chance to win the hand, from its cards alone. */
export function ownStrength(k: Knowledge): number {
  if (k.myHand === null) return 1 / Math.max(1, popcount(k.inHand));
  return handStrength(tableOf(k), k.me, k.myHand, { seen: k.played, voids: k.voids }, leadsNext(k, k.me));
}

/** Seats other than `me` that knocked by choice (not blind or automatically) in this hand. */
export function knockersAgainst(view: SchraemView, me: number): number {
  let n = 0;
  const counted = new Set<number>();
  for (const e of view.events) {
    if (e.type === 'knock' && e.how === 'knock' && e.seat !== me && view.inHand.includes(e.seat) && !counted.has(e.seat)) {
      counted.add(e.seat);
      n++;
    }
  }
  return n;
}

/** The value a blind choice would knock to (S-19: +3 capped at 7, S-31: +1). */
export function blindTarget(view: SchraemView): number {
  const o = view.options;
  return o.blindKnocks ? view.value + 1 : Math.min(7, view.value + 3);
}


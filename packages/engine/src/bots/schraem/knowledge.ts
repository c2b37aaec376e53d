import type { SchraemView } from '../../games/schraem/view.ts';
import { ALL_CARDS, cardIndex, maskOfCards, suitOf } from './cards.ts';

/**
 * What one seat knows about the current hand, from its view only, as card sets: its own cards,
 * the cards face up so far, the unseen rest (opponents' hands, cards passed or folded, cards
 * never dealt) and the suits each seat has shown it lacks (S-7: not following proves a void).
 */
export interface Knowledge {
  readonly n: number;
  readonly me: number;
  /** Own cards; null before a Zähn or blind choice (S-19, S-31: not looked at yet). */
  readonly myHand: number | null;
  /** Cards face up in this hand: finished tricks and the trick on the table. */
  readonly played: number;
  /** Every card neither in the own hand nor face up. */
  readonly unseen: number;
  /** Per seat, a 4-bit set of suits it cannot hold. */
  readonly voids: readonly number[];
  /** Seats still in the hand (bit per seat). */
  readonly inHand: number;
  readonly sizes: readonly number[];
  readonly trickSeats: readonly number[];
  readonly trickCards: readonly number[];
  readonly tricksDone: number;
  /** Cards each seat was dealt this hand: the tricks of the hand (4; V-20/V-21: 6 or 8). */
  readonly handSize: number;
  /** The seat to play the next card: the knocker while a knock is answered (S-16), the first
   * player still in the hand before play starts. */
  readonly toAct: number;
}

export function knowledgeOf(view: SchraemView): Knowledge {
  const n = view.players;
  const me = typeof view.viewer === 'number' ? view.viewer : -1;
  const voids = new Array<number>(n).fill(0);
  let played = 0;
  const note = (trick: readonly { seat: number; card: string }[]): void => {
    if (trick.length === 0) return;
    const led = suitOf(cardIndex(trick[0]!.card));
    for (const t of trick) {
      const c = cardIndex(t.card);
      played |= 1 << c;
      if (suitOf(c) !== led) voids[t.seat]! |= 1 << led;
    }
  };
  for (const t of view.tricks) note(t);
  note(view.trick);
  const myHand = view.hand === null ? null : maskOfCards(view.hand);
  let inHand = 0;
  for (const s of view.inHand) inHand |= 1 << s;
  return {
    n,
    me,
    myHand,
    played,
    // V-2: laid cards shown by turn or challenge are in nobody's hand.
    unseen: ALL_CARDS & ~played & ~(myHand ?? 0) & ~maskOfCards(view.shownLaid.map((t) => t.card)),
    voids,
    inHand,
    sizes: view.handSizes.slice(),
    trickSeats: view.trick.map((t) => t.seat),
    trickCards: view.trick.map((t) => cardIndex(t.card)),
    tricksDone: view.tricks.length,
    handSize: view.handSize,
    toAct: nextCardSeat(view, inHand),
  };
}

function nextCardSeat(view: SchraemView, inHand: number): number {
  if (view.phase === 'answer' && view.knocker !== null) {
    let how = 'knock';
    for (const e of view.events) if (e.type === 'knock') how = e.how;
    // A blind or automatic knock comes before the first card: play starts with the leader.
    return how === 'knock' ? view.knocker : firstFrom(view.leader, inHand, view.players);
  }
  if (view.phase === 'blind' || view.phase === 'preplay' || view.phase === 'verify' || view.phase === 'huebschen') return firstFrom(view.leader, inHand, view.players);
  return view.toAct ?? -1;
}

function firstFrom(leader: number, inHand: number, n: number): number {
  for (let k = 0; k < n; k++) {
    const s = (leader + k) % n;
    if ((inHand >>> s) & 1) return s;
  }
  return -1;
}

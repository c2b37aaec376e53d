import { GERMAN32 } from '../../cards/deck.ts';
import { beatingMask, deckFor, HAND_SIZE, rankMask, removedFor } from '../../games/sedma/cards.ts';
import type { SedmaView, ShownCard } from '../../games/sedma/view.ts';

/**
 * What one seat knows about the game from its view, as 32-bit card sets: its own cards, every card
 * face up this game (all of it was played face up), the unseen rest (other hands and the stock),
 * and the ranks a seat has shown it lacks (D-10: not matching when bound to, until it draws again).
 */
export interface Knowledge {
  readonly n: number;
  readonly me: number;
  readonly sides: readonly number[];
  readonly hand: number;
  /** Cards face up this game: completed tricks and the trick on the table. */
  readonly seen: number;
  /** Cards in other hands or the stock. */
  readonly unseen: number;
  readonly sizes: readonly number[];
  readonly stock: number;
  /** Per seat, the cards of the ranks it cannot hold (D-10 inference). */
  readonly forbidden: readonly number[];
  readonly trickSeats: readonly number[];
  readonly trickCards: readonly number[];
  /** Index in the trick of the current round's first card (D-9). */
  readonly roundStart: number;
  readonly trickWinner: number;
  readonly leader: number;
  readonly toAct: number;
  /** The leader decides whether to continue the trick (D-9). */
  readonly continuing: boolean;
  /** Points taken per side so far (D-12, without the last trick). */
  readonly points: readonly number[];
  readonly tricksDone: number;
}

export const cardIdx = (text: string): number => GERMAN32.index(text);

export const maskOf = (cards: readonly string[]): number => {
  let m = 0;
  for (const c of cards) m |= 1 << cardIdx(c);
  return m;
};

export function seatOf(view: SedmaView): number {
  if (typeof view.viewer !== 'number') throw new Error('a bot needs a seat view, not a spectator view');
  return view.viewer;
}

export function knowledgeOf(view: SedmaView): Knowledge {
  const n = view.players;
  const me = seatOf(view);
  const hand = view.hand ? maskOf(view.hand) : 0;
  let seen = 0;
  for (const t of view.tricks) for (const c of t.cards) seen |= 1 << cardIdx(c.card);
  for (const c of view.trick) seen |= 1 << cardIdx(c.card);
  const deck = deckFor(n) & ~removedFor(n);
  return {
    n,
    me,
    sides: view.sides.slice(),
    hand,
    seen,
    unseen: deck & ~seen & ~hand,
    sizes: view.handSizes.slice(),
    stock: view.stock,
    forbidden: forbiddenOf(view),
    trickSeats: view.trick.map((t) => t.seat),
    trickCards: view.trick.map((t) => cardIdx(t.card)),
    roundStart: view.round > 0 ? (view.round - 1) * n : 0,
    trickWinner: view.trickWinner ?? view.leader,
    leader: view.leader,
    toAct: view.toAct ?? -1,
    continuing: view.phase === 'continue',
    points: view.points.slice(),
    tricksDone: view.tricks.length,
  };
}

/**
 * D-10: a seat bound to match that played another rank holds none of that rank — until the
 * next draw (D-11), which follows every trick while the stock lasts.
 */
function forbiddenOf(view: SedmaView): number[] {
  const n = view.players;
  const forbidden = new Array<number>(n).fill(0);
  let stock = 32 - (n === 3 ? 2 : 0) - HAND_SIZE * n;
  const note = (cards: readonly ShownCard[]): void => {
    for (let i = 0; i < cards.length; i++) {
      const inRound = i % n;
      if (inRound < 2) continue;
      const r1 = cardIdx(cards[i - 1]!.card) & 7;
      const r2 = cardIdx(cards[i - 2]!.card) & 7;
      if (r1 === r2 && (cardIdx(cards[i]!.card) & 7) !== r1) forbidden[cards[i]!.seat]! |= rankMask(r1);
    }
  };
  for (const t of view.tricks) {
    note(t.cards);
    const rounds = t.cards.length / n;
    const each = Math.min(rounds, Math.floor(stock / n));
    if (each > 0) {
      stock -= each * n;
      forbidden.fill(0);
    }
  }
  note(view.trick);
  return forbidden;
}

/** D-8: the cards that beat the trick on the table (0 before its first card). */
export const beatingOf = (k: Knowledge): number => (k.trickCards.length > 0 ? beatingMask(k.trickCards[0]!, k.n) : 0);

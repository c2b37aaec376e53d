import { cardIndex, CONTRACTS, FULL_SUIT, RANK_U, rankOf, STRENGTH, suitOf, trumpOf } from '../../games/schieber/cards.ts';
import type { SchieberView, ShownCard } from '../../games/schieber/view.ts';
import { EMPTY_TRICK, type PackedTrick, withCard } from '../../games/schieber/trick.ts';

/**
 * What one seat knows about the round from its view, as suit masks (`[seat * 4 + suit]`, 9 bits
 * of ranks each): its own cards, the cards face up, and per seat the cards it cannot hold
 * (J-8 … J-10: not following, undertrumping) and the cards it must hold (Weis shown, J-12).
 */
export interface Knowledge {
  readonly me: number;
  /** Contract id (0…3 trump, 4 Obenabe, 5 Undenufe), -1 while it is being chosen. */
  readonly contract: number;
  readonly trump: number;
  readonly vorhand: number;
  /** The seat that chose the contract (or null before). */
  readonly declarer: number | null;
  readonly pushed: boolean;
  /** Own cards, four suit masks. */
  readonly hand: readonly number[];
  /** Cards face up this round (completed tricks and the trick on the table), four suit masks. */
  readonly played: readonly number[];
  /** Per seat and suit: ranks the seat cannot hold. */
  readonly forbidden: readonly number[];
  /** Per seat and suit: ranks the seat is known to hold (Weis shown, not played yet). */
  readonly required: readonly number[];
  readonly sizes: readonly number[];
  readonly trick: PackedTrick;
  readonly trickLeader: number;
  readonly tricksDone: number;
  /** Tricks won per team this round (for Matsch, J-16). */
  readonly tricksWon: readonly [number, number];
  /** Declarations whose cards are not shown yet: the seat's dealt hand must hold a Weis of these points. */
  readonly weisClaims: readonly { readonly seat: number; readonly points: number }[];
  /** Cards each seat has played this round (to rebuild a dealt hand for a Weis claim). */
  readonly playedBy: readonly number[];
}

export const seatOf = (view: SchieberView): number => {
  if (typeof view.viewer !== 'number') throw new Error('a bot needs a seat view, not a spectator view');
  return view.viewer;
};

export function contractIdOf(view: SchieberView): number {
  return view.contract === null ? -1 : (CONTRACTS as readonly string[]).indexOf(view.contract);
}

/** Four suit masks of a list of cards. */
export function masksOf(cards: readonly string[]): number[] {
  const m = [0, 0, 0, 0];
  for (const t of cards) {
    const c = cardIndex(t);
    m[suitOf(c)]! |= 1 << rankOf(c);
  }
  return m;
}

export function knowledgeOf(view: SchieberView): Knowledge {
  const me = seatOf(view);
  const contract = contractIdOf(view);
  const trump = trumpOf(contract);
  const played = [0, 0, 0, 0];
  const forbidden = new Array<number>(16).fill(0);
  const playedBy = new Array<number>(16).fill(0);
  const note = (cards: readonly ShownCard[]): void => {
    let hiTrump = -1;
    const led = cards.length > 0 ? suitOf(cardIndex(cards[0]!.card)) : -1;
    for (const [i, t] of cards.entries()) {
      const c = cardIndex(t.card);
      const suit = suitOf(c);
      played[suit]! |= 1 << rankOf(c);
      playedBy[t.seat * 4 + suit]! |= 1 << rankOf(c);
      if (i > 0 && suit !== led) inferFrom(forbidden, t.seat, c, led, trump, hiTrump, contract);
      if (suit === trump && STRENGTH[contract]![c]! > hiTrump) hiTrump = STRENGTH[contract]![c]!;
    }
  };
  for (const t of view.tricks) note(t.cards);
  note(view.trick);
  let trick = EMPTY_TRICK;
  for (const t of view.trick) trick = withCard(trick, cardIndex(t.card));

  const hand = view.hand ? masksOf(view.hand) : [0, 0, 0, 0];
  const required = new Array<number>(16).fill(0);
  const weisClaims: { seat: number; points: number }[] = [];
  for (const d of view.weis) {
    if (d.seat === me) continue;
    if (d.weis === null) {
      weisClaims.push({ seat: d.seat, points: d.points });
      continue;
    }
    for (const w of d.weis) {
      for (const t of w.cards) {
        const c = cardIndex(t);
        const bit = 1 << rankOf(c);
        if ((played[suitOf(c)]! & bit) === 0) required[d.seat * 4 + suitOf(c)]! |= bit;
      }
    }
  }
  return {
    me,
    contract,
    trump,
    vorhand: view.vorhand,
    declarer: view.declarer,
    pushed: view.pushed,
    hand,
    played,
    forbidden,
    required,
    sizes: view.handSizes.slice(),
    trick,
    trickLeader: view.trickLeader,
    tricksDone: view.tricks.length,
    tricksWon: [view.tricksWon[0], view.tricksWon[1]],
    weisClaims,
    playedBy,
  };
}

/**
 * What a card off the led suit proves (J-8 … J-10): a side card on a side suit — void in the led
 * suit; anything but trump on a trump lead — no trump but perhaps the Buur (J-10); an undertrump
 * — nothing but trumps (J-9). A trump played above the others proves nothing (J-8 allows it).
 */
function inferFrom(forbidden: number[], seat: number, card: number, led: number, trump: number, hiTrump: number, contract: number): void {
  const suit = suitOf(card);
  if (trump >= 0 && led === trump) {
    forbidden[seat * 4 + trump]! |= FULL_SUIT & ~(1 << RANK_U);
    return;
  }
  if (trump >= 0 && suit === trump) {
    if (STRENGTH[contract]![card]! < hiTrump) {
      for (let s = 0; s < 4; s++) if (s !== trump) forbidden[seat * 4 + s] = FULL_SUIT;
    }
    return;
  }
  forbidden[seat * 4 + led] = FULL_SUIT;
}

/** The cards of four suit masks no seat but the viewer may hold, four suit masks: neither own nor face up. */
export function unseenOf(k: Knowledge): number[] {
  return [0, 1, 2, 3].map((s) => FULL_SUIT & ~k.hand[s]! & ~k.played[s]!);
}

import type { SchraemView } from '@stammtisch/engine/games/schraem/index';
import type { Stage } from '../../play/director.ts';
import { type Taken, takingCard } from '../../play/taken.ts';
import type { CardSpec, Place } from '../../table/types.ts';
import { handCards, type TableLook, takenTricks, trickInMiddle } from '../cards.ts';

/**
 * The 7-Schräm table as card specs: the view (and the director's stage) in, every card's place
 * out. Keys carry the hand number, so a new deal brings new cards in from the deck.
 */

export interface SchraemLook extends TableLook {
  /** The player chose "Verdeckt ablegen" and now picks the card. */
  readonly folding: boolean;
  readonly foldHint: string;
}

/** S-1: within a suit 10 > 9 > 8 > 7 > A > K > Q > J. */
const STRENGTH: Readonly<Record<string, number>> = { T: 7, '9': 6, '8': 5, '7': 4, A: 3, K: 2, Q: 1, J: 0 };
const SUIT_ORDER: Readonly<Record<string, number>> = { c: 0, h: 1, s: 2, d: 3 };
export const strength = (code: string): number => STRENGTH[code.slice(0, -1)] ?? -1;
const suit = (code: string): string => code.slice(-1);

/** Hand order: by suit (alternating colours), strongest first. */
export function sortHand(cards: readonly string[]): string[] {
  return [...cards].sort((a, b) => SUIT_ORDER[suit(a)]! - SUIT_ORDER[suit(b)]! || strength(b) - strength(a));
}

/** S-8, S-17: the trick's winner among the seats still in the hand. */
export function trickWinner(trick: readonly { seat: number; card: string }[], inHand: readonly number[]): number | null {
  const live = trick.filter((t) => inHand.includes(t.seat));
  if (live.length === 0) return trick[0]?.seat ?? null;
  const ledSuit = suit(trick[0]!.card);
  const lead = live.some((t) => suit(t.card) === ledSuit) ? ledSuit : suit(live[0]!.card);
  let best = null as { seat: number; card: string } | null;
  for (const t of live) if (suit(t.card) === lead && (!best || strength(t.card) > strength(best.card))) best = t;
  return best?.seat ?? null;
}

export function stageOf(prev: SchraemView | null, next: SchraemView): Stage {
  if (!prev) return 'normal';
  if (next.handNumber > prev.handNumber || (next.phase === 'over' && prev.phase !== 'over')) return 'hand';
  if (next.tricks.length > prev.tricks.length) return 'trick';
  return 'normal';
}

const deck: Place = { zone: 'deck', index: 0 };

export function schraemCards(v: SchraemView, look: SchraemLook): CardSpec[] {
  const h = v.handNumber;
  const me = v.viewer === 'spectator' ? 0 : v.viewer;

  if (look.stage === 'hand') {
    // The end of a hand: only its last trick stays on the table, the winner's card raised.
    const last = v.lastHand;
    return last ? trickInMiddle(last.handNumber, last.lastTrick, look.name, last.winner) : [];
  }

  // Own cards face up once looked at (S-19: face down until 3 Blind / Aufdecken).
  const hands = handCards(
    {
      round: h,
      me,
      sizes: v.handSizes,
      own: v.hand && sortHand(v.hand),
      myTurn: v.toAct === me && v.phase === 'play',
      from: deck,
      ...(look.folding ? { verb: 'fold', hint: look.foldHint } : {}),
      ownBacksSpoken: true,
    },
    look,
  );
  const taken = v.tricks.map((cards) => ({ cards, winner: takenBy(v, cards) }));
  return [...hands, ...takenTricks(h, taken, look), ...trickInMiddle(h, v.trick, look.name)];
}

/** Who took a completed trick of this hand (S-8, S-17: among the seats still in it). */
export function takenBy(v: SchraemView, cards: readonly { seat: number; card: string }[]): number {
  return trickWinner(cards, v.inHand.length > 0 ? v.inHand : cards.map((t) => t.seat)) ?? cards[0]!.seat;
}

/** The last trick with who took it: this hand's last, or before the first of a new hand the previous hand's last. */
export function lastTaken(v: SchraemView): { cards: readonly { seat: number; card: string }[]; winner: number | null } | null {
  const done = v.tricks[v.tricks.length - 1];
  if (done) return { cards: done, winner: takenBy(v, done) };
  const h = v.lastHand;
  if (!h || h.lastTrick.length === 0) return null;
  // S-18: a hand won because the others left may end on a trick its winner never played to.
  return { cards: h.lastTrick, winner: h.lastTrick.some((t) => t.seat === h.winner) ? h.winner : null };
}

/** The trick the table shows as just taken: the one completed now (stage 'trick') or a hand's last (stage 'hand'). */
export function justTaken(v: SchraemView, stage: Stage): Taken | null {
  if (stage === 'trick') {
    const t = lastTaken(v);
    return t && takingCard(t.cards, t.winner);
  }
  if (stage === 'hand' && v.lastHand) return takingCard(v.lastHand.lastTrick, v.lastHand.winner);
  return null;
}

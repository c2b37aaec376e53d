import type { Stage } from '../play/director.ts';
import type { CardSpec, Place } from '../table/types.ts';

/** The card specs every trick-taking table lays out the same way: the hands, the tricks, the piles. */

/** What a game's table needs besides its view: the director's stage, the legal actions, the words. */
export interface TableLook {
  readonly stage: Stage;
  readonly legal: readonly string[];
  readonly name: (code: string) => string;
  readonly faceDown: string;
  readonly notPlayable: string;
  /** A spectator or a replay: nothing in the hand can be played (nor is it said to be "not playable"). */
  readonly watching?: boolean;
}

export interface Played {
  readonly seat: number;
  readonly card: string;
}

export interface TakenTrick {
  readonly cards: readonly Played[];
  readonly winner: number;
}

/** How a deal is staggered: `own` ms between the viewer's cards; a back waits (seat × `seat` + index) × `back` ms. */
export interface DealPace {
  readonly own: number;
  readonly seat: number;
  readonly back: number;
}

export const DEAL_PACE: DealPace = { own: 70, seat: 4, back: 35 };

export interface Hands {
  /** The hand (round, game) number every key starts with. */
  readonly round: number;
  readonly me: number;
  readonly sizes: readonly number[];
  /** The viewer's cards in hand order, or null when they are not to be seen. */
  readonly own: readonly string[] | null;
  readonly myTurn: boolean;
  readonly from: Place;
  readonly pace?: DealPace;
  /** The action a tapped card stands for (7-Schräm: `fold` while folding). */
  readonly verb?: string;
  /** Said of every own card on the viewer's turn instead of "not playable" (7-Schräm: "fold this one"). */
  readonly hint?: string;
  /** The viewer's own backs are spoken (7-Schräm: own cards face down until looked at, S-19). */
  readonly ownBacksSpoken?: boolean;
}

/** Every hand: the viewer's face up (tappable on its turn, the unplayable dimmed), the others' backs. */
export function handCards(h: Hands, look: TableLook): CardSpec[] {
  const pace = h.pace ?? DEAL_PACE;
  const myTurn = h.myTurn && !look.watching;
  const verb = h.verb ?? 'play';
  const out: CardSpec[] = [];
  h.sizes.forEach((count, seat) => {
    if (count === 0) return;
    if (seat === h.me && h.own) {
      h.own.forEach((code, index) => {
        const legal = look.legal.includes(`${verb} ${code}`);
        out.push({
          key: `${h.round}:${code}`,
          face: code,
          place: { zone: 'hand', seat, index, count },
          from: h.from,
          delay: index * pace.own,
          interactive: myTurn,
          dim: myTurn && !legal,
          label: look.name(code),
          ...(myTurn ? { hint: h.hint ?? (legal ? undefined : look.notPlayable) } : {}),
        });
      });
      return;
    }
    for (let index = 0; index < count; index++) {
      out.push({
        key: `${h.round}:s${seat}:${index}`,
        face: null,
        place: { zone: 'hand', seat, index, count },
        from: h.from,
        delay: (seat * pace.seat + index) * pace.back,
        label: look.faceDown,
        decorative: !(h.ownBacksSpoken && seat === h.me),
      });
    }
  });
  return out;
}

const lying = (round: number, t: Played, order: number, name: (code: string) => string, winner?: number): CardSpec => ({
  key: `${round}:${t.card}`,
  face: t.card,
  place: { zone: 'trick', seat: t.seat, order },
  raised: t.seat === winner,
  won: t.seat === winner,
  label: name(t.card),
});

/** A trick face up in the middle, each card come from its seat; the winner's card raised. */
export function trickInMiddle(round: number, cards: readonly Played[], name: (code: string) => string, winner?: number): CardSpec[] {
  return cards.map((t, order) => ({ ...lying(round, t, order, name, winner), from: { zone: 'seat', seat: t.seat } }));
}

/**
 * Tricks taken this hand, face down beside their winners; the one just completed stays face up in
 * the middle while the stage is 'trick' (laid out by `middle`).
 */
export function takenTricks(
  round: number,
  tricks: readonly TakenTrick[],
  look: TableLook,
  middle: (trick: TakenTrick) => CardSpec[] = (t) => t.cards.map((c, order) => lying(round, c, order, look.name, t.winner)),
): CardSpec[] {
  return tricks.flatMap((trick, i) =>
    look.stage === 'trick' && i === tricks.length - 1
      ? middle(trick)
      : trick.cards.map((t): CardSpec => ({
          key: `${round}:${t.card}`,
          face: null,
          place: { zone: 'pile', seat: trick.winner, index: i },
          label: look.faceDown,
          decorative: true,
        })),
  );
}

import type { SedmaView } from '@stammtisch/engine/games/sedma/index';
import type { Stage } from '../../play/director.ts';
import { type Taken, takingCard } from '../../play/taken.ts';
import type { CardSpec, Place } from '../../table/types.ts';
import { handCards, type Played, type TableLook, takenTricks } from '../cards.ts';

/** The Sedma table as card specs: hands, the stock in the middle, the trick over several rounds. */

const RANKS = ['7', '8', '9', 'T', 'U', 'O', 'K', 'A'];
const SUITS = ['h', 'b', 'l', 'a'];

/** Hand order: by rank (suits mean nothing in Sedma), sevens first as the strongest. */
export function sortHand(cards: readonly string[]): string[] {
  return [...cards].sort(
    (a, b) => RANKS.indexOf(a.slice(0, -1)) - RANKS.indexOf(b.slice(0, -1)) || SUITS.indexOf(a.slice(-1)) - SUITS.indexOf(b.slice(-1)),
  );
}

export function stageOf(prev: SedmaView | null, next: SedmaView): Stage {
  if (!prev) return 'normal';
  if (next.phase === 'over' && prev.phase !== 'over') return 'hand';
  if (next.gameNumber === prev.gameNumber && next.tricks.length > prev.tricks.length) return 'trick';
  return 'normal';
}

const deck = (index: number): Place => ({ zone: 'deck', index });
/** At most this many backs are drawn for the stock (its count is written beside it). */
const STOCK_SHOWN = 8;

export function sedmaCards(v: SedmaView, look: TableLook): CardSpec[] {
  const g = v.gameNumber;
  const n = v.players;
  const me = v.viewer === 'spectator' ? 0 : v.viewer;

  /** A trick over several rounds, a row a round; the card that holds it raised. */
  const trickCards = (cards: readonly Played[], winner: number | null, done: boolean): CardSpec[] =>
    cards.map((t, order) => {
      const holds = winner !== null && t.seat === winner && cards.findLastIndex((c) => c.seat === winner) === order;
      return {
        key: `${g}:${t.card}`,
        face: t.card,
        place: { zone: 'trick', seat: t.seat, order, round: Math.floor(order / n) },
        from: { zone: 'seat', seat: t.seat },
        raised: holds,
        won: done && holds,
        label: look.name(t.card),
      };
    });

  if (look.stage === 'hand') {
    const last = v.trick.length > 0 ? { cards: v.trick, winner: v.trickWinner } : v.lastTrick;
    return last ? trickCards(last.cards, last.winner, true) : [];
  }

  const stock = Array.from({ length: Math.min(v.stock, STOCK_SHOWN) }, (_, i): CardSpec => ({
    key: `${g}:stock:${i}`,
    face: null,
    place: deck(i),
    label: look.faceDown,
    decorative: true,
  }));
  const choosing = v.decision === 'card' || v.decision === 'continue';
  const hands = handCards({ round: g, me, sizes: v.handSizes, own: v.hand && sortHand(v.hand), myTurn: v.toAct === me && choosing, from: deck(STOCK_SHOWN) }, look);
  const taken = takenTricks(g, v.tricks, look, (t) => trickCards(t.cards, t.winner, true));
  return [...stock, ...hands, ...taken, ...(look.stage !== 'trick' ? trickCards(v.trick, v.trickWinner, false) : [])];
}

/**
 * The trick the table shows as taken (stage 'trick': completed now; stage 'hand': the game's last)
 * or, while a trick is on the table, who holds it now (D-8) — `done` says which.
 */
export function trickHolder(v: SedmaView, stage: Stage): (Taken & { done: boolean }) | null {
  if (stage === 'trick') {
    const t = v.tricks[v.tricks.length - 1];
    const k = t ? takingCard(t.cards, t.winner) : null;
    return k && { ...k, done: true };
  }
  if (stage === 'hand') {
    const last = v.trick.length > 0 ? { cards: v.trick, winner: v.trickWinner } : v.lastTrick;
    const k = last ? takingCard(last.cards, last.winner) : null;
    return k && { ...k, done: true };
  }
  const k = v.trick.length > 0 ? takingCard(v.trick, v.trickWinner) : null;
  return k && { ...k, done: false };
}

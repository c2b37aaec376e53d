import type { SedmaView } from '@stammtisch/engine/games/sedma/index';
import type { Stage } from '../../play/director.ts';
import type { CardSpec, Place } from '../../table/types.ts';

/** The Sedma table as card specs: hands, the stock in the middle, the trick over several rounds. */

export interface SedmaLook {
  readonly stage: Stage;
  readonly legal: readonly string[];
  readonly name: (code: string) => string;
  readonly faceDown: string;
  readonly notPlayable: string;
}

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

export function sedmaCards(v: SedmaView, look: SedmaLook): CardSpec[] {
  const g = v.gameNumber;
  const n = v.players;
  const me = v.viewer === 'spectator' ? 0 : v.viewer;
  const out: CardSpec[] = [];

  const trickCards = (cards: readonly { seat: number; card: string }[], winner: number | null, key: number): void =>
    cards.forEach((t, order) =>
      out.push({
        key: `${key}:${t.card}`,
        face: t.card,
        place: { zone: 'trick', seat: t.seat, order, round: Math.floor(order / n) },
        from: { zone: 'seat', seat: t.seat },
        raised: winner !== null && t.seat === winner && cards.findLastIndex((c) => c.seat === winner) === order,
        label: look.name(t.card),
      }),
    );

  if (look.stage === 'hand') {
    const last = v.trick.length > 0 ? { cards: v.trick, winner: v.trickWinner } : v.lastTrick;
    if (last) trickCards(last.cards, last.winner, g);
    return out;
  }

  for (let i = 0; i < Math.min(v.stock, STOCK_SHOWN); i++) {
    out.push({ key: `${g}:stock:${i}`, face: null, place: deck(i), label: look.faceDown, decorative: true });
  }

  const choosing = v.decision === 'card' || v.decision === 'continue';
  const myTurn = v.toAct === me && choosing;
  v.handSizes.forEach((count, seat) => {
    if (count === 0) return;
    if (seat === me && v.hand) {
      sortHand(v.hand).forEach((code, index) => {
        const legal = look.legal.includes(`play ${code}`);
        out.push({
          key: `${g}:${code}`,
          face: code,
          place: { zone: 'hand', seat, index, count },
          from: deck(STOCK_SHOWN),
          delay: index * 70,
          interactive: myTurn,
          dim: myTurn && !legal,
          label: look.name(code),
          ...(myTurn && !legal ? { hint: look.notPlayable } : {}),
        });
      });
      return;
    }
    for (let index = 0; index < count; index++) {
      out.push({
        key: `${g}:s${seat}:${index}`,
        face: null,
        place: { zone: 'hand', seat, index, count },
        from: deck(STOCK_SHOWN),
        delay: (seat * 4 + index) * 35,
        label: look.faceDown,
        decorative: true,
      });
    }
  });

  v.tricks.forEach((trick, i) => {
    const inMiddle = look.stage === 'trick' && i === v.tricks.length - 1;
    if (inMiddle) {
      trickCards(trick.cards, trick.winner, g);
      return;
    }
    trick.cards.forEach((t) =>
      out.push({ key: `${g}:${t.card}`, face: null, place: { zone: 'pile', seat: trick.winner, index: i }, label: look.faceDown, decorative: true }),
    );
  });
  if (look.stage !== 'trick') trickCards(v.trick, v.trickWinner, g);
  return out;
}

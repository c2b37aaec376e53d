import type { SchieberView } from '@stammtisch/engine/games/schieber/index';
import type { Stage } from '../../play/director.ts';
import { type Taken, takingCard } from '../../play/taken.ts';
import type { CardSpec, Place } from '../../table/types.ts';
import { type DealPace, handCards, type TableLook, takenTricks, trickInMiddle } from '../cards.ts';

/** The Schieber table as card specs (see the 7-Schräm table for the idea). */

const NATURAL = ['6', '7', '8', '9', 'T', 'U', 'O', 'K', 'A'];
/** J-6 high → low. */
const TRUMP_ORDER = ['U', '9', 'A', 'K', 'O', 'T', '8', '7', '6'];
const PLAIN_ORDER = ['A', 'K', 'O', 'U', 'T', '9', '8', '7', '6'];
const UNDENUFE_ORDER = ['6', '7', '8', '9', 'T', 'U', 'O', 'K', 'A'];
/** Suits alternate in colour with French faces too: ♣ ♥ ♠ ♦. */
const SUIT_ORDER = ['e', 'r', 't', 's'];

/** Hand order: trumps first, then the other suits; within a suit strongest first (J-6). */
export function sortHand(cards: readonly string[], contract: string | null): string[] {
  const trump = contract?.startsWith('trump ') ? contract.slice(6) : null;
  const suitRank = (s: string) => (s === trump ? -1 : SUIT_ORDER.indexOf(s));
  const order = (s: string) => (s === trump ? TRUMP_ORDER : contract === 'undenufe' ? UNDENUFE_ORDER : contract === null ? [...NATURAL].reverse() : PLAIN_ORDER);
  return [...cards].sort((a, b) => {
    const sa = a.slice(-1);
    const sb = b.slice(-1);
    if (sa !== sb) return suitRank(sa) - suitRank(sb);
    const o = order(sa);
    return o.indexOf(a.slice(0, -1)) - o.indexOf(b.slice(0, -1));
  });
}

export function stageOf(prev: SchieberView | null, next: SchieberView): Stage {
  if (!prev) return 'normal';
  if (next.roundNumber > prev.roundNumber || (next.phase === 'over' && prev.phase !== 'over')) return 'hand';
  if (next.tricks.length > prev.tricks.length) return 'trick';
  return 'normal';
}

const deck: Place = { zone: 'deck', index: 0 };
/** 36 cards: dealt quicker than the other games' 32. */
const PACE: DealPace = { own: 45, seat: 9, back: 15 };

export function schieberCards(v: SchieberView, look: TableLook): CardSpec[] {
  const r = v.roundNumber;
  const me = v.viewer === 'spectator' ? 0 : v.viewer;

  if (look.stage === 'hand') {
    const round = v.lastRound;
    const last = round?.finalTrick;
    return round && last ? trickInMiddle(round.roundNumber, last.cards, look.name, last.winner) : [];
  }

  const myTurn = v.toAct === me && v.phase === 'play';
  return [
    ...handCards({ round: r, me, sizes: v.handSizes, own: v.hand && sortHand(v.hand, v.contract), myTurn, from: deck, pace: PACE }, look),
    ...takenTricks(r, v.tricks, look),
    ...trickInMiddle(r, v.trick, look.name),
  ];
}

/** The trick the table shows as just taken: the one completed now (stage 'trick') or a round's last (stage 'hand'). */
export function justTaken(v: SchieberView, stage: Stage): Taken | null {
  if (stage === 'trick') {
    const t = v.tricks[v.tricks.length - 1];
    return t ? takingCard(t.cards, t.winner) : null;
  }
  const last = v.lastRound?.finalTrick;
  return stage === 'hand' && last ? takingCard(last.cards, last.winner) : null;
}

/** The last trick with who took it: this round's last, or before the first of a new round the previous round's last. */
export function lastTaken(v: SchieberView): { cards: readonly { seat: number; card: string }[]; winner: number } | null {
  return v.tricks[v.tricks.length - 1] ?? v.lastRound?.finalTrick ?? null;
}

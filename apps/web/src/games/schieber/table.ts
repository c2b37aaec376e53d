import type { SchieberView } from '@stammtisch/engine/games/schieber/index';
import type { Stage } from '../../play/director.ts';
import type { CardSpec, Place } from '../../table/types.ts';

/** The Schieber table as card specs (see the 7-Schräm table for the idea). */

export interface SchieberLook {
  readonly stage: Stage;
  readonly legal: readonly string[];
  readonly name: (code: string) => string;
  readonly faceDown: string;
  readonly notPlayable: string;
}

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

export function schieberCards(v: SchieberView, look: SchieberLook): CardSpec[] {
  const r = v.roundNumber;
  const me = v.viewer === 'spectator' ? 0 : v.viewer;
  const out: CardSpec[] = [];

  if (look.stage === 'hand') {
    const round = v.lastRound;
    const last = round?.finalTrick;
    if (round && last) {
      last.cards.forEach((t, order) =>
        out.push({
          key: `${round.roundNumber}:${t.card}`,
          face: t.card,
          place: { zone: 'trick', seat: t.seat, order },
          from: { zone: 'seat', seat: t.seat },
          raised: t.seat === last.winner,
          label: look.name(t.card),
        }),
      );
    }
    return out;
  }

  const myTurn = v.toAct === me && v.phase === 'play';
  v.handSizes.forEach((count, seat) => {
    if (count === 0) return;
    if (seat === me && v.hand) {
      sortHand(v.hand, v.contract).forEach((code, index) => {
        const legal = look.legal.includes(`play ${code}`);
        out.push({
          key: `${r}:${code}`,
          face: code,
          place: { zone: 'hand', seat, index, count },
          from: deck,
          delay: index * 45,
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
        key: `${r}:s${seat}:${index}`,
        face: null,
        place: { zone: 'hand', seat, index, count },
        from: deck,
        delay: (seat * 9 + index) * 15,
        label: look.faceDown,
        decorative: true,
      });
    }
  });

  v.tricks.forEach((trick, i) => {
    const inMiddle = look.stage === 'trick' && i === v.tricks.length - 1;
    trick.cards.forEach((t, order) =>
      out.push({
        key: `${r}:${t.card}`,
        face: inMiddle ? t.card : null,
        place: inMiddle ? { zone: 'trick', seat: t.seat, order } : { zone: 'pile', seat: trick.winner, index: i },
        raised: inMiddle && t.seat === trick.winner,
        label: inMiddle ? look.name(t.card) : look.faceDown,
        decorative: !inMiddle,
      }),
    );
  });

  v.trick.forEach((t, order) =>
    out.push({
      key: `${r}:${t.card}`,
      face: t.card,
      place: { zone: 'trick', seat: t.seat, order },
      from: { zone: 'seat', seat: t.seat },
      label: look.name(t.card),
    }),
  );
  return out;
}

import type { SchraemView } from '@stammtisch/engine/games/schraem/index';
import { takingCard } from '../../play/taken.ts';

/** How a seat came out of a hand: passed or folded (and what it cost), lost the hand, or won it. */
export interface RecapRow {
  readonly seat: number;
  readonly how: 'won' | 'pass' | 'fold' | 'lost' | 'none';
  /** Lives lost in the hand (S-10, S-14, S-21). */
  readonly lost: number;
  /** Lives left after it. */
  readonly lives: number;
  /** This hand put the seat out of the game (S-23). */
  readonly out: boolean;
}

export interface Recap {
  readonly winner: number;
  /** The card that took the last trick, if the winner played one to it. */
  readonly card: string | null;
  readonly value: number;
  readonly reason: 'lastTrick' | 'othersLeft';
  readonly rows: readonly RecapRow[];
}

/**
 * The end of a hand, from what the table already knows: the new view's `lastHand` and lives, and
 * the hand's own events (passes and folds with their cost) from the last view of that hand, and
 * the action that ended it (a pass or fold that leaves one player: S-15).
 */
export function handRecap(previous: SchraemView | null, v: SchraemView, last: { seat: number; action: string } | null = null): Recap | null {
  const h = v.lastHand;
  if (!h) return null;
  const events = previous && previous.handNumber === h.handNumber ? previous.events : [];
  const rows = v.lives.map((lives, seat): RecapRow => {
    const lost = h.lost[seat] ?? 0;
    const left = events.findLast((e) => e.seat === seat && (e.type === 'pass' || e.type === 'fold'));
    // The pass or fold that ended the hand is the update's own action, not yet among the events shown.
    const ended = last?.seat === seat && (last.action === 'pass' || last.action.startsWith('fold')) ? (last.action === 'pass' ? 'pass' : 'fold') : null;
    const how = seat === h.winner ? 'won' : (ended ?? (left ? (left.type as 'pass' | 'fold') : lost > 0 ? 'lost' : 'none'));
    return { seat, how, lost, lives, out: lives === 0 && lost > 0 };
  });
  return { winner: h.winner, card: takingCard(h.lastTrick, h.winner)?.card ?? null, value: h.value, reason: h.reason, rows };
}

export interface Standing {
  readonly seat: number;
  readonly place: number;
  readonly lives: number;
  readonly score: number;
}

/**
 * The final standings (S-23): the survivor first; the others by how long they lasted — `outAt`
 * is the hand each went out in, as the table saw it (seats it never saw go out share the last place).
 */
export function standings(v: SchraemView, outAt: ReadonlyMap<number, number>): Standing[] {
  const lasted = (seat: number): number => (v.gameWinner === seat ? Infinity : (v.lives[seat] ?? 0) > 0 ? 1e9 + (v.lives[seat] ?? 0) : (outAt.get(seat) ?? 0));
  const seats = v.lives.map((_, seat) => seat).sort((a, b) => lasted(b) - lasted(a) || a - b);
  const out: Standing[] = [];
  seats.forEach((seat, i) => {
    const prev = out[i - 1];
    const place = prev && lasted(seats[i - 1]!) === lasted(seat) ? prev.place : i + 1;
    out.push({ seat, place, lives: v.lives[seat] ?? 0, score: v.scores[seat] ?? 0 });
  });
  return out;
}

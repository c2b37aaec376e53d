import { bitsOf } from '../../cards/bits.ts';
import type { GermanCard } from '../../cards/deck.ts';
import type { Seat } from '../../game.ts';
import { cardText } from './cards.ts';
import { matchOver, points } from './flow.ts';
import type { Phase, SedmaState } from './state.ts';
import { type ShownBurn, shownBurn, type ShownCard, shownCard, type ShownTrick, shownTrick } from './view.ts';

/**
 * The stable JSON of a Sedma state for scenarios and tests (documented in docs/games/sedma.md).
 * Unlike a view it shows everything: hands and the stock's order included.
 */
export interface SedmaSummary {
  readonly players: number;
  readonly gameNumber: number;
  readonly phase: Phase;
  readonly toAct: Seat | null;
  readonly leader: Seat;
  readonly gameLeader: Seat;
  /** The seat to `deal` once the game is over, else null. */
  readonly dealer: Seat | null;
  readonly sides: readonly number[];
  readonly redKingDealt: boolean;
  readonly points: readonly number[];
  readonly stock: number;
  readonly stockCards: readonly GermanCard[];
  readonly hands: readonly (readonly GermanCard[])[];
  readonly trick: readonly ShownCard[];
  readonly round: number;
  readonly trickWinner: Seat | null;
  readonly tricksPlayed: number;
  readonly lastTrick: ShownTrick | null;
  readonly taken: readonly (readonly GermanCard[])[];
  readonly swapped: boolean | null;
  readonly burned: ShownBurn | null;
  readonly winnerSide: number | null;
  readonly gamesWon: readonly number[];
  readonly gamesWonBySeat: readonly number[];
  /** Seats that won the match (D-14 Decision: first to `gamesToWin` games), else empty. */
  readonly matchWinners: readonly Seat[];
}

export function summary(s: SedmaState): SedmaSummary {
  const n = s.options.players;
  const last = s.tricks[s.tricks.length - 1];
  return {
    players: n,
    gameNumber: s.gameNumber,
    phase: s.phase,
    toAct: s.toAct,
    leader: s.leader,
    gameLeader: s.gameLeader,
    dealer: s.phase === 'over' ? s.toAct : null,
    sides: s.sides.slice(),
    redKingDealt: s.redKingDealt,
    points: points(s),
    stock: s.stock.length,
    stockCards: s.stock.map(cardText),
    hands: s.hands.map((h) => bitsOf(h).map(cardText)),
    trick: s.trick.map(shownCard),
    round: s.trick.length === 0 ? 0 : Math.floor(s.roundStart / n) + 1,
    trickWinner: s.trick.length === 0 ? null : s.trickWinner,
    tricksPlayed: s.tricks.length,
    lastTrick: last ? shownTrick(last) : null,
    taken: s.taken.map((m) => bitsOf(m).map(cardText)),
    swapped: s.swapped,
    burned: shownBurn(s.burned),
    winnerSide: s.winnerSide,
    gamesWon: s.gamesWon.slice(),
    gamesWonBySeat: s.gamesWonBySeat.slice(),
    matchWinners: matchOver(s) ? s.gamesWonBySeat.flatMap((g, seat) => (g >= s.options.gamesToWin ? [seat as Seat] : [])) : [],
  };
}

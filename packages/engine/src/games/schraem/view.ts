import { bitsOf, popcount } from '../../cards/bits.ts';
import type { FrenchCard } from '../../cards/deck.ts';
import type { Seat, Viewer } from '../../game.ts';
import { cardText } from './cards.ts';
import { nextLeader } from './summary.ts';
import type { Mode, SchraemOptions } from './options.ts';
import { type HandEnd, inSet, type Phase, type SchraemEvent, type SchraemState, type Stage, type TrickCard } from './state.ts';

export interface ShownCard {
  readonly seat: Seat;
  readonly card: FrenchCard;
}

export interface SchraemView {
  readonly game: 'schraem';
  readonly viewer: Viewer;
  readonly players: number;
  readonly mode: Mode;
  readonly options: SchraemOptions;
  readonly handNumber: number;
  readonly phase: Phase;
  readonly toAct: Seat | null;
  readonly value: number;
  readonly leader: Seat;
  readonly lives: readonly number[];
  readonly inHand: readonly Seat[];
  /** Seats that have looked at their cards (S-19, S-31: the others still hold them face down). */
  readonly revealed: readonly Seat[];
  /** The viewer's own cards; null for a spectator and before a Zähn or blind choice (S-19). */
  readonly hand: readonly FrenchCard[] | null;
  readonly handSizes: readonly number[];
  readonly heldAt: readonly number[];
  readonly lastKnocker: Seat | null;
  readonly knocker: Seat | null;
  readonly mustPlayCard: boolean;
  readonly trick: readonly ShownCard[];
  readonly tricks: readonly (readonly ShownCard[])[];
  readonly events: readonly SchraemEvent[];
  readonly lastHand: {
    readonly handNumber: number;
    readonly winner: Seat;
    readonly value: number;
    readonly reason: HandEnd;
    readonly lost: readonly number[];
    readonly lastTrick: readonly ShownCard[];
  } | null;
  readonly gameWinner: Seat | null;
  readonly scores: readonly number[];
  /**
   * V-2: who exchanged this hand, how many cards each laid face down, and only those of them that
   * `turn` or `challenge` showed — never the rest, not even to the one who laid them.
   */
  readonly exchanged: readonly Seat[];
  readonly laidSizes: readonly number[];
  readonly shownLaid: readonly ShownCard[];
  readonly exchanger: Seat | null;
  readonly turned: number;
  /** V-3: the proposal being answered, and whether one was made this hand. */
  readonly proposer: Seat | null;
  readonly proposed: boolean;
  /** V-7/V-8: the value the hand started at. */
  readonly startValue: number;
  /** V-8: someone has been at 1 life: later hands start at 2. */
  readonly hammerSeen: boolean;
  /** V-20/V-21 (public): what the hand belongs to, who is still in that round, cards per seat. */
  readonly stage: Stage;
  readonly round: readonly Seat[];
  readonly handSize: number;
  /** V-20: the half being played, the losers of the halves so far, the loser of the game. */
  readonly half: number;
  readonly halfLosers: readonly Seat[];
  readonly gameLoser: Seat | null;
  /** V-5: who leads the table's next game; null while this one runs. */
  readonly nextLeader: Seat | null;
}

const shown = (t: TrickCard): ShownCard => ({ seat: t.seat, card: cardText(t.card) });
export const seatsIn = (set: number, n: number): Seat[] => {
  const out: Seat[] = [];
  for (let s = 0; s < n; s++) if (inSet(set, s)) out.push(s as Seat);
  return out;
};

/** S-23: the survivor scores lives + 7, everyone else 0; zeros while the game runs. */
export function scores(s: SchraemState): number[] {
  // V-20: no lives; once the game is lost, everyone but the loser scores 1.
  if (s.options.ruleset === 'dedenbach') return s.lives.map((_, seat) => (s.loser !== null && s.loser !== seat ? 1 : 0));
  return s.lives.map((l, seat) => (s.winner === seat ? l + 7 : 0));
}

/**
 * What one seat (or a spectator) may know. Cards appear only when face up on the table, or in the
 * viewer's own hand once they have looked at it; cards passed, folded or never dealt never do.
 */
export function viewFor(s: SchraemState, viewer: Viewer): SchraemView {
  const n = s.lives.length;
  const own = viewer !== 'spectator' && inSet(s.revealed, viewer) ? s.hands[viewer]! : null;
  return {
    game: 'schraem',
    viewer,
    players: n,
    mode: s.options.mode,
    options: s.options,
    handNumber: s.handNumber,
    phase: s.phase,
    toAct: s.toAct,
    value: s.value,
    leader: s.leader,
    lives: s.lives,
    inHand: seatsIn(s.inHand, n),
    revealed: seatsIn(s.revealed, n),
    hand: own === null ? null : bitsOf(own).map(cardText),
    handSizes: s.hands.map(popcount),
    heldAt: s.heldAt,
    lastKnocker: s.lastKnocker,
    knocker: s.knocker,
    mustPlayCard: s.mustPlayCard,
    trick: s.trick.map(shown),
    tricks: s.tricks.map((t) => t.map(shown)),
    events: s.events,
    lastHand: s.lastHand && { ...s.lastHand, lastTrick: s.lastHand.lastTrick.map(shown) },
    gameWinner: s.winner,
    scores: scores(s),
    exchanged: seatsIn(s.exchanged, n),
    laidSizes: s.laid.map(popcount),
    shownLaid: shownLaidOf(s),
    exchanger: s.exchanger,
    turned: s.turned,
    proposer: s.proposer,
    proposed: s.proposed,
    startValue: s.startValue,
    hammerSeen: s.hammerSeen,
    stage: s.stage,
    round: seatsIn(s.round, n),
    handSize: s.handSize,
    half: s.half,
    halfLosers: s.halfLosers,
    gameLoser: s.loser,
    nextLeader: s.phase === 'over' ? nextLeader(s) : null,
  };
}

function shownLaidOf(s: SchraemState): ShownCard[] {
  const out: ShownCard[] = [];
  s.laid.forEach((laid, seat) => {
    for (const c of bitsOf(laid & s.shownLaid)) out.push({ seat: seat as Seat, card: cardText(c) });
  });
  return out;
}

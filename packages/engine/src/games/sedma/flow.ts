import { popcount } from '../../cards/bits.ts';
import { DealStream } from '../../cards/deals.ts';
import type { Seat } from '../../game.ts';
import {
  beatingMask,
  CARD_POINTS,
  deckFor,
  fourOfARank,
  HAND_SIZE,
  LAST_TRICK_POINTS,
  POINT_CARDS,
  RED_KING_BIT,
} from './cards.ts';
import { appended, type BurnKind, type Draft, type SedmaState, withAt, withCardsAt } from './state.ts';

/**
 * The state machine's transitions. Each works on a Draft — a fresh top-level copy of the state
 * whose fields are replaced, never mutated in place — so the caller's state stays untouched.
 */

const seatsOf = (d: Pick<SedmaState, 'options'>): number => d.options.players;
const next = (seat: number, n: number): Seat => (seat + 1 === n ? 0 : seat + 1) as Seat;

/** The cards of a deck mask, by index. */
function cardsOf(mask: number): number[] {
  const out: number[] = [];
  while (mask !== 0) {
    const low = mask & -mask;
    out.push(31 - Math.clz32(low));
    mask ^= low;
  }
  return out;
}

const DECK_CARDS: Readonly<Record<number, readonly number[]>> = {
  2: cardsOf(deckFor(2)),
  3: cardsOf(deckFor(3)),
  4: cardsOf(deckFor(4)),
};

/** D-5: shuffle and deal four cards each (or take the next fixed deal); the rest is the stock. */
function deal(d: Draft): void {
  const n = seatsOf(d);
  const rng = new DealStream(d.dealKey, d.nextDeal);
  d.nextDeal += 1;
  const fixed = d.fixtureDeals[0];
  if (fixed) {
    d.fixtureDeals = d.fixtureDeals.slice(1);
    let listed = 0;
    for (const h of fixed.hands) listed |= h;
    for (const c of fixed.stock) listed |= 1 << c;
    d.hands = fixed.hands;
    d.stock = fixed.stock.concat(rng.shuffle(cardsOf(deckFor(n) & ~listed)));
  } else {
    const cards = rng.shuffle(DECK_CARDS[n]!.slice());
    const hands = new Array<number>(n);
    for (let s = 0; s < n; s++) {
      const k = s * HAND_SIZE;
      hands[s] = (1 << cards[k]!) | (1 << cards[k + 1]!) | (1 << cards[k + 2]!) | (1 << cards[k + 3]!);
    }
    d.hands = hands;
    d.stock = cards.slice(n * HAND_SIZE);
  }
}

/** D-2, D-4: partners opposite with four; with three the red king's holder (else the leader) is side 0. */
function sidesOf(d: Draft): { sides: number[]; redKingDealt: boolean } {
  const n = seatsOf(d);
  if (n !== 3) return { sides: n === 2 ? [0, 1] : [0, 1, 0, 1], redKingDealt: false };
  let alone: number = d.leader;
  let redKingDealt = false;
  for (let s = 0; s < n; s++) {
    if ((d.hands[s]! & RED_KING_BIT) !== 0) {
      alone = s;
      redKingDealt = true;
    }
  }
  const sides = [1, 1, 1];
  sides[alone] = 0;
  return { sides, redKingDealt };
}

/** Deals a game led by `d.leader`: the burn check, then the exchange (D-6) or the first card. */
export function startGame(d: Draft): void {
  deal(d);
  const { sides, redKingDealt } = sidesOf(d);
  d.sides = sides;
  d.redKingDealt = redKingDealt;
  d.gameLeader = d.leader;
  d.trick = [];
  d.roundStart = 0;
  d.trickWinner = d.leader;
  d.beating = 0;
  d.tricks = [];
  d.taken = [0, 0];
  d.lastTrickSide = null;
  d.swapped = null;
  d.burned = null;
  d.winnerSide = null;
  d.toAct = d.leader;
  if (burnsInHand(d, d.leader)) return;
  d.phase = seatsOf(d) === 4 && d.gameNumber > 1 ? 'exchange' : 'play';
}

/** D-6: the leader and the partner opposite trade hands, or not. */
export function exchange(d: Draft, swap: boolean): void {
  if (swap) {
    const partner = (d.leader + 2) % 4;
    const hands = d.hands.slice();
    hands[d.leader] = d.hands[partner]!;
    hands[partner] = d.hands[d.leader]!;
    d.hands = hands;
  }
  d.swapped = swap;
  d.phase = 'play';
}

/** D-13: the first seat in playing order from `from` holding four of a rank burns the game. */
function burnsInHand(d: Draft, from: Seat): boolean {
  const n = seatsOf(d);
  for (let i = 0; i < n; i++) {
    const seat = ((from + i) % n) as Seat;
    const rank = fourOfARank(d.hands[seat]!);
    if (rank >= 0) {
      burn(d, seat, rank, 'hand');
      return true;
    }
  }
  return false;
}

function burn(d: Draft, seat: Seat, rank: number, kind: BurnKind): void {
  d.burned = { seat, rank, kind };
  endGame(d, d.sides[seat]!);
}

/** D-7 … D-10: a card goes on the trick; then the next seat, the leader's choice, or the trick's end. */
export function playCard(d: Draft, seat: Seat, card: number): void {
  const n = seatsOf(d);
  const len = d.trick.length;
  const hands = withCardsAt(d.hands, seat, d.hands[seat]! & ~(1 << card));
  d.hands = hands;
  d.trick = appended(d.trick, { seat, card });
  if (len === 0) d.beating = beatingMask(card, n);
  else if (((d.beating >>> card) & 1) === 1) d.trickWinner = seat;
  if (d.phase === 'continue') {
    d.phase = 'play';
    d.roundStart = len;
  }
  if (n === 4 && len === 3 && burnsInTrick(d.trick)) {
    burn(d, seat, card & 7, 'trick');
    return;
  }
  const after = next(seat, n);
  if (after !== d.leader) {
    d.toAct = after;
    return;
  }
  // D-9 amended: the round is complete; a beaten leader is always asked whether to continue, also
  // without a beating card (then `stop` is the only choice), so the question tells nothing. Only
  // an empty hand, which everyone can see, ends the trick at once.
  if (d.trickWinner !== d.leader && hands[d.leader] !== 0) {
    d.phase = 'continue';
    d.toAct = d.leader;
    return;
  }
  endTrick(d);
}

/** D-13: the lead and the three other cards of its rank, one right after the other. */
function burnsInTrick(trick: readonly { readonly card: number }[]): boolean {
  const r = trick[0]!.card & 7;
  return (trick[1]!.card & 7) === r && (trick[2]!.card & 7) === r && (trick[3]!.card & 7) === r;
}

/** D-9, D-11: the trick goes to its winner, who draws first and leads the next one. */
export function endTrick(d: Draft): void {
  const winner = d.trickWinner;
  const side = d.sides[winner]!;
  let mask = 0;
  for (const t of d.trick) mask |= 1 << t.card;
  d.taken = withCardsAt(d.taken, side, d.taken[side]! | mask);
  d.tricks = appended(d.tricks, { winner, cards: d.trick });
  d.trick = [];
  d.roundStart = 0;
  d.beating = 0;
  d.leader = winner;
  d.phase = 'play';
  d.toAct = winner;
  if (d.stock.length > 0) {
    draw(d, winner);
    if (burnsInHand(d, winner)) return;
  }
  if (d.hands[winner] === 0) {
    d.lastTrickSide = side;
    const pts = points(d);
    endGame(d, pts[0]! > pts[1]! ? 0 : 1);
  }
}

/**
 * D-11: one card at a time, from the trick winner round the table, until everyone holds four —
 * or, when the stock is short, as many each as it allows (every hand has the same size after a
 * trick, and the stock is always a multiple of the number of players, so nothing is left).
 */
function draw(d: Draft, from: Seat): void {
  const n = seatsOf(d);
  const each = Math.min(HAND_SIZE - popcount(d.hands[from]!), Math.floor(d.stock.length / n));
  if (each <= 0) return;
  const hands = d.hands.slice();
  let k = 0;
  for (let round = 0; round < each; round++) {
    for (let i = 0; i < n; i++) {
      const seat = (from + i) % n;
      hands[seat] = hands[seat]! | (1 << d.stock[k++]!);
    }
  }
  d.hands = hands;
  d.stock = d.stock.slice(k);
}

/** D-12: ten per ace and ten taken, ten for the last trick. */
export function points(s: Pick<SedmaState, 'taken' | 'lastTrickSide'>): number[] {
  return [0, 1].map(
    (side) =>
      popcount(s.taken[side]! & POINT_CARDS) * CARD_POINTS + (s.lastTrickSide === side ? LAST_TRICK_POINTS : 0),
  );
}

/**
 * D-14: the winning side's first seat clockwise after this game's leader leads the next game; the
 * seat before it deals, with the action `deal`.
 */
function endGame(d: Draft, winnerSide: number): void {
  const n = seatsOf(d);
  d.winnerSide = winnerSide;
  d.gamesWon = withAt(d.gamesWon, winnerSide, d.gamesWon[winnerSide]! + 1);
  d.gamesWonBySeat = d.gamesWonBySeat.map((g, seat) => (d.sides[seat] === winnerSide ? g + 1 : g));
  let leader = d.gameLeader;
  for (let k = 1; k <= n; k++) {
    const seat = (d.gameLeader + k) % n;
    if (d.sides[seat] === winnerSide) {
      leader = seat as Seat;
      break;
    }
  }
  d.phase = 'over';
  d.leader = leader;
  d.toAct = matchOver(d) ? null : (((leader + n - 1) % n) as Seat);
}

/** D-14 (Decision): the match ends when a seat has won `gamesToWin` games; nobody deals again. */
export function matchOver(s: Pick<SedmaState, 'phase' | 'gamesWonBySeat' | 'options'>): boolean {
  return s.phase === 'over' && s.gamesWonBySeat.some((g) => g >= s.options.gamesToWin);
}

/** D-14: the dealer's `deal` starts the next game. */
export function nextGame(d: Draft): void {
  d.gameNumber += 1;
  startGame(d);
}

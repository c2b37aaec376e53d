import { popcount9, POINTS, RANK_9, RANK_U, rankOf, STRENGTH, suitOf, trumpOf } from '../../games/schieber/cards.ts';
import { playableInto, winningPosition } from '../../games/schieber/follow.ts';
import { type PackedTrick, trickCard, trickSize } from '../../games/schieber/trick.ts';
import type { Sim } from './sim.ts';

/**
 * Rule-of-thumb card play, as a value per legal card (in points, higher is better): take tricks
 * worth taking with the cheapest card that holds, lead sure winners (Bock) and pull trumps when
 * the own team chose them, put points on a partner's safe trick ("schmieren"), give little to the
 * opponents, keep the Buur, Nell and sure winners for later. Every level plays from it: Leicht
 * with a poor memory and much noise, Mittel with a little noise, Schwer in its play-outs.
 *
 * It sees one seat's cards only, plus what is public: the cards face up and the voids shown.
 */
export interface Table {
  readonly contract: number;
  /** Four suit masks per seat; only the acting seat's are read. */
  readonly hands: readonly number[];
  /** What the seat remembers face up, four suit masks (the cards it can still meet are the rest). */
  readonly played: readonly number[];
  readonly forbidden: readonly number[];
  readonly trick: PackedTrick;
  readonly leader: number;
  readonly declarerTeam: number;
}

const legal = [0, 0, 0, 0];
const cards: number[] = new Array<number>(9).fill(0);
const values: number[] = new Array<number>(9).fill(0);

/** The legal cards of `seat` with their rule-of-thumb values, into `outCards`/`outValues`; returns the count. */
export function scoreCards(t: Table, seat: number, outCards: number[], outValues: number[]): number {
  playableInto(t.hands, seat * 4, t.contract, t.trick, legal);
  let n = 0;
  for (let suit = 0; suit < 4; suit++) {
    for (let m = legal[suit]!; m !== 0; m &= m - 1) outCards[n++] = suit * 9 + 31 - Math.clz32(m & -m);
  }
  const ctx = context(t, seat);
  for (let i = 0; i < n; i++) outValues[i] = value(t, ctx, outCards[i]!);
  return n;
}

/** The rule-of-thumb card (the best value; ties to the first, the lowest index). */
export function ruleCard(t: Table, seat: number): number {
  const n = scoreCards(t, seat, cards, values);
  let best = 0;
  for (let i = 1; i < n; i++) if (values[i]! > values[best]!) best = i;
  return cards[best]!;
}

/** Plays the round to its end by rule of thumb; returns the cards played. */
export function playOut(sim: Sim): number {
  let plays = 0;
  while (!sim.over) {
    sim.play(ruleCard(sim, sim.toAct));
    plays++;
  }
  return plays;
}

interface Context {
  seat: number;
  trump: number;
  str: Int16Array;
  pts: Int16Array;
  /** Cards the seat may still meet (not its own, not face up), per suit. */
  out0: number;
  out1: number;
  out2: number;
  out3: number;
  n: number;
  led: number;
  /** The winning card so far and its seat (-1 when leading). */
  win: number;
  winSeat: number;
  trickPts: number;
  ownTeamChose: boolean;
  outTrumps: number;
  myTrumps: number;
}

const ctxBuf: Context = {
  seat: 0, trump: -1, str: STRENGTH[0]!, pts: POINTS[0]!, out0: 0, out1: 0, out2: 0, out3: 0,
  n: 0, led: -1, win: -1, winSeat: -1, trickPts: 0, ownTeamChose: false, outTrumps: 0, myTrumps: 0,
};

function context(t: Table, seat: number): Context {
  const c = ctxBuf;
  const h = t.hands;
  const at = seat * 4;
  c.seat = seat;
  c.trump = trumpOf(t.contract);
  c.str = STRENGTH[t.contract]!;
  c.pts = POINTS[t.contract]!;
  c.out0 = 0x1ff & ~t.played[0]! & ~h[at]!;
  c.out1 = 0x1ff & ~t.played[1]! & ~h[at + 1]!;
  c.out2 = 0x1ff & ~t.played[2]! & ~h[at + 2]!;
  c.out3 = 0x1ff & ~t.played[3]! & ~h[at + 3]!;
  // The cards on the table are face up: not out.
  const n = trickSize(t.trick);
  c.n = n;
  c.trickPts = 0;
  for (let i = 0; i < n; i++) {
    const card = trickCard(t.trick, i);
    removeOut(c, card);
    c.trickPts += c.pts[card]!;
  }
  if (n > 0) {
    c.led = suitOf(trickCard(t.trick, 0));
    const w = winningPosition(t.trick, t.contract);
    c.win = trickCard(t.trick, w);
    c.winSeat = (t.leader + w) & 3;
  } else {
    c.led = -1;
    c.win = -1;
    c.winSeat = -1;
  }
  c.ownTeamChose = (seat & 1) === t.declarerTeam;
  c.outTrumps = c.trump >= 0 ? popcount9(outOf(c, c.trump)) : 0;
  c.myTrumps = c.trump >= 0 ? popcount9(h[at + c.trump]!) : 0;
  return c;
}

function removeOut(c: Context, card: number): void {
  const bit = ~(1 << rankOf(card));
  switch (suitOf(card)) {
    case 0: c.out0 &= bit; break;
    case 1: c.out1 &= bit; break;
    case 2: c.out2 &= bit; break;
    default: c.out3 &= bit;
  }
}

const outOf = (c: Context, suit: number): number => (suit === 0 ? c.out0 : suit === 1 ? c.out1 : suit === 2 ? c.out2 : c.out3);

/** How many cards still out in the card's suit rank above it. */
function higherOut(c: Context, card: number): number {
  const suit = suitOf(card);
  const s = c.str[card]!;
  let k = 0;
  for (let m = outOf(c, suit); m !== 0; m &= m - 1) {
    const other = suit * 9 + 31 - Math.clz32(m & -m);
    if (c.str[other]! > s) k++;
  }
  return k;
}

/** Whether `card` beats the trick's winning card `w` (J-11). */
function beats(c: Context, card: number, w: number): boolean {
  const sc = suitOf(card);
  if (sc === suitOf(w)) return c.str[card]! > c.str[w]!;
  return sc === c.trump;
}

/**
 * The chance that `card`, winning now, still wins once the seats after this one have played: it
 * is the highest out in its suit, and (off trump) the opponents are unlikely to ruff.
 */
function holdChance(t: Table, c: Context, card: number): number {
  const after = 3 - c.n;
  if (after === 0) return 1;
  const suit = suitOf(card);
  const above = higherOut(c, card);
  let p = above === 0 ? 1 : after === 1 && above === 1 ? 0.45 : 0.25;
  if (suit !== c.trump && c.trump >= 0 && c.outTrumps > 0) {
    // An opponent after this seat may be void and ruff.
    let ruff = 0;
    for (let k = 1; k <= after; k++) {
      const s = (c.seat + k) & 3;
      if ((s & 1) === (c.seat & 1)) continue;
      if (t.forbidden[s * 4 + suit] === 0x1ff && t.forbidden[s * 4 + c.trump] !== 0x1ff) ruff = 0.9;
    }
    const inSuit = popcount9(outOf(c, suit));
    if (ruff === 0) ruff = inSuit >= 4 ? 0.1 : inSuit >= 2 ? 0.25 : 0.5;
    p *= 1 - ruff;
  }
  return p;
}

/** What a card is worth kept for later: the Buur and Nell, trumps, sure winners. */
function keepValue(c: Context, card: number): number {
  const suit = suitOf(card);
  if (suit === c.trump) {
    const r = rankOf(card);
    if (r === RANK_U) return 14;
    if (r === RANK_9) return 9;
    return higherOut(c, card) === 0 ? 7 : 2 + (c.str[card]! - 100) * 0.4;
  }
  const above = higherOut(c, card);
  if (above === 0) return popcount9(outOf(c, suit)) > 0 ? 6 : 2;
  return above === 1 ? 1.5 : 0;
}

function value(t: Table, c: Context, card: number): number {
  const pts = c.pts[card]!;
  const tie = -c.str[card]! * 0.01;
  if (c.n === 0) return leadValue(t, c, card) + tie;
  const partnerWins = (c.winSeat & 1) === (c.seat & 1);
  const wins = beats(c, card, c.win);
  const after = 3 - c.n;
  if (partnerWins) {
    const safe = holdChance(t, c, c.win);
    if (wins) return -4 - keepValue(c, card) * 1.2 + (1 - safe) * (c.trickPts + pts) * holdChance(t, c, card) + tie;
    // Schmieren: points on a safe trick; little on a doubtful one.
    return safe * pts - (1 - safe) * pts - keepValue(c, card) + tie;
  }
  if (wins) {
    const hold = holdChance(t, c, card);
    const more = after * 3;
    return hold * (c.trickPts + pts + more) - (1 - hold) * pts - keepValue(c, card) + tie;
  }
  // Giving a card to a trick the opponents are winning (the partner may still take it).
  const partnerLater = after >= 1 && c.n === 1 ? 0.35 : 0;
  return -pts * (1 - 2 * partnerLater) - keepValue(c, card) * 0.8 + shortBonus(t, c, card) + tie;
}

/** Giving from a short side suit (towards a void) is slightly better. */
function shortBonus(t: Table, c: Context, card: number): number {
  const suit = suitOf(card);
  if (suit === c.trump) return -1;
  return (3 - popcount9(t.hands[c.seat * 4 + suit]!)) * 0.3;
}

function leadValue(t: Table, c: Context, card: number): number {
  const pts = c.pts[card]!;
  const suit = suitOf(card);
  const above = higherOut(c, card);
  const outSuit = popcount9(outOf(c, suit));
  if (suit === c.trump) {
    if (c.outTrumps === 0) return above === 0 ? 1 : -2 - pts;
    if (above === 0) return c.ownTeamChose ? 10 + c.outTrumps : 2 + pts * 0.2;
    // Pulling trumps from below: for the side that chose them, with length.
    if (c.ownTeamChose && c.myTrumps >= 3) return 2 - pts * 0.5 - keepValue(c, card);
    return -6 - pts - keepValue(c, card);
  }
  if (outSuit === 0) {
    // Nobody can follow: it wins unless ruffed.
    const ruff = c.trump >= 0 && c.outTrumps > 0 ? 0.8 : 0;
    return (1 - ruff) * (pts + 2) - ruff * pts - keepValue(c, card) * 0.5;
  }
  if (above === 0) {
    const ruff = c.trump >= 0 && c.outTrumps > 0 ? (outSuit >= 4 ? 0.1 : outSuit >= 2 ? 0.3 : 0.6) : 0;
    const trumpsFirst = c.trump >= 0 && c.ownTeamChose && c.outTrumps > 0 && c.myTrumps > 0 ? 2 : 0;
    return (1 - ruff) * (pts + 8) - ruff * pts - trumpsFirst;
  }
  // A low card of a long suit; not a card that the card above it will take with its points.
  const length = popcount9(t.hands[c.seat * 4 + suit]!);
  return -pts * 1.2 - above * 0.3 + length * 0.4 - keepValue(c, card);
}

import { popcount } from '../../cards/bits.ts';
import { POINT_CARDS, RANK_7, RED_KING, rankMask } from '../../games/sedma/cards.ts';
import { STOP } from './sim.ts';

/**
 * Rule-of-thumb play, as a value per option (in points, higher is better): lead a card the hand
 * can back up (another of its rank, a 7) and not the Aces and Tens it cannot; take a trick with
 * points by the cheapest beating card; put Aces and Tens on a trick the own side holds safely and
 * never on one the opponents take; keep the 7s, above all for the last trick; continue a beaten
 * trick (D-9) when it holds points and the opponents are winning it, stop when the partner is.
 * Every level plays from it: Leicht with a poor memory and much noise, Mittel and Schwer in their
 * play-outs.
 *
 * It sees one seat's cards only, plus what is public (the cards face up, the stock's size).
 */
export interface Table {
  readonly n: number;
  readonly sides: readonly number[];
  readonly hands: readonly number[];
  readonly trickSeats: readonly number[];
  readonly trickCards: readonly number[];
  readonly trickWinner: number;
  readonly leader: number;
  readonly toAct: number;
  readonly continuing: boolean;
  readonly beating: number;
  /** Cards the seat remembers face up this game. */
  readonly seen: number;
  readonly stockLeft: number;
}

export interface PolicyWeights {
  /** What a 7 is worth kept (more when few cards are left: the last trick's 10). */
  readonly wild: number;
  readonly wildLate: number;
  /** Chance that a beat by a non-last player in a round stands. */
  readonly hold: number;
  /** Points expected from the cards still to come in a round. */
  readonly more: number;
}

export const WEIGHTS: PolicyWeights = { wild: 8, wildLate: 12, hold: 0.55, more: 3 };

const pts = (card: number): number => ((POINT_CARDS >>> card) & 1) * 10;

/** The legal options of the seat to act with their values, into `outCards`/`outValues`; returns the count. */
export function scoreOptions(t: Table, playable: number, outCards: number[], outValues: number[], w: PolicyWeights = WEIGHTS): number {
  let n = 0;
  for (let m = playable; m !== 0; m &= m - 1) outCards[n++] = 31 - Math.clz32(m & -m);
  if (t.continuing) outCards[n++] = STOP;
  for (let i = 0; i < n; i++) outValues[i] = value(t, outCards[i]!, w);
  return n;
}

const optCards: number[] = new Array<number>(9).fill(0);
const optValues: number[] = new Array<number>(9).fill(0);

/** The rule-of-thumb option (the best value; ties to the lowest card). */
export function ruleOption(t: Table, playable: number, w: PolicyWeights = WEIGHTS): number {
  const n = scoreOptions(t, playable, optCards, optValues, w);
  let best = 0;
  for (let i = 1; i < n; i++) if (optValues[i]! > optValues[best]!) best = i;
  return optCards[best]!;
}

function isWild(t: Table, card: number): boolean {
  return (card & 7) === RANK_7 || (t.n === 3 && card === RED_KING);
}

function wildMask(t: Table): number {
  return rankMask(RANK_7) | (t.n === 3 ? 1 << RED_KING : 0);
}

/** Cards left to play in the game per seat, roughly: how near the last trick is. */
function late(t: Table): boolean {
  return t.stockLeft === 0 && popcount(t.hands[t.toAct]!) <= 2;
}

function wildCost(t: Table, card: number, w: PolicyWeights): number {
  if (!isWild(t, card)) return 0;
  const hand = t.hands[t.toAct]!;
  const wilds = popcount(hand & wildMask(t));
  return w.wild + (t.stockLeft === 0 ? w.wildLate / wilds : 0);
}

function trickPoints(t: Table): number {
  let p = 0;
  for (let i = 0; i < t.trickCards.length; i++) p += pts(t.trickCards[i]!);
  return p;
}

/** Whether this trick will be the game's last (no stock, and the leader's hand runs out in it). */
function lastTrick(t: Table): boolean {
  return t.stockLeft === 0 && popcount(t.hands[t.leader]!) <= 1;
}

function value(t: Table, card: number, w: PolicyWeights): number {
  const me = t.toAct;
  const side = t.sides[me]!;
  const hand = t.hands[me]!;
  const len = t.trickCards.length;
  if (len === 0) return leadValue(t, card, w);
  let p = trickPoints(t);
  if (lastTrick(t)) p += 10;
  const winnerOurs = t.sides[t.trickWinner] === side;
  if (t.continuing) {
    if (card === STOP) return winnerOurs ? p + 2 : -p;
    // Another beating card: everyone plays once more; the opponents may beat it again.
    const hold = 0.6;
    return hold * (p + pts(card) + w.more) - (1 - hold) * (p + pts(card)) - wildCost(t, card, w) - (winnerOurs ? p + 4 : 0);
  }
  const after = (me + 1) % t.n;
  const lastInRound = after === t.leader;
  const beats = ((t.beating >>> card) & 1) === 1;
  // After this round the leader may continue if it is beaten (D-9): the own side's trick stands
  // when this seat plays last and the leader is on the own side.
  const leaderOurs = t.sides[t.leader] === side;
  if (winnerOurs) {
    const safe = lastInRound ? (leaderOurs ? 1 : 0.6) : 0.45;
    return safe * pts(card) - (1 - safe) * pts(card) - wildCost(t, card, w) - (beats && !isWild(t, card) ? 0.5 : 0);
  }
  if (beats) {
    const hold = lastInRound ? (leaderOurs ? 1 : holdAgainstLeader(t, card)) : w.hold;
    return hold * (p + pts(card) + (lastInRound ? 0 : w.more)) - (1 - hold) * pts(card) - wildCost(t, card, w) + (p === 0 && !late(t) ? -1.5 : 0);
  }
  // Giving to a trick the opponents hold: little, and not a rank that could back up a later lead.
  const backup = popcount(hand & rankMask(card & 7)) - 1;
  return -pts(card) * (lastInRound ? 1 : 0.8) - backup * 0.3 - wildCost(t, card, w);
}

/**
 * A beat by the last player of a round against an opponent leader stands unless the leader
 * continues with a card of the first card's rank or a 7: the more of those are out, the likelier.
 */
function holdAgainstLeader(t: Table, card: number): number {
  const out = t.beating & ~t.seen & ~t.hands[t.toAct]! & ~(1 << card);
  const k = popcount(out);
  return k === 0 ? 1 : k <= 2 ? 0.7 : 0.5;
}

function leadValue(t: Table, card: number, w: PolicyWeights): number {
  const hand = t.hands[t.toAct]!;
  const rank = card & 7;
  const wilds = hand & wildMask(t) & ~(1 << card);
  const backup = popcount(hand & rankMask(rank) & ~(1 << card)) + (rank === RANK_7 ? 0 : popcount(wilds));
  // How many cards out could beat it: others of its rank, and 7s.
  const threats = popcount((rankMask(rank) | wildMask(t)) & ~t.seen & ~hand);
  const p = pts(card);
  let v = -p * (backup > 0 ? 0.25 : threats > 0 ? 0.9 : 0.1) + Math.min(backup, 2) * 1.2 - threats * 0.2;
  if (isWild(t, card)) v -= wildCost(t, card, w) + 2;
  if (lastTrick(t)) v += isWild(t, card) ? 10 : 0;
  return v;
}

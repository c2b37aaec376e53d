import { popcount } from '../../cards/bits.ts';
import type { Rng } from '../../cards/rng.ts';
import { beatingMask, POINT_CARDS, RANK_7, rankMask, RED_KING } from '../../games/sedma/cards.ts';
import { PLAY, type SedmaAction } from '../../games/sedma/notation.ts';
import type { SedmaView } from '../../games/sedma/view.ts';
import type { Bot, Decision } from '../bot.ts';
import { cardIdx, type Knowledge } from './knowledge.ts';
import { scoreOptions, type Table } from './policy.ts';
import { STOP } from './sim.ts';

export type SedmaDecision = Decision<SedmaView, SedmaAction>;
export type SedmaBot = Bot<SedmaView, SedmaAction>;


/** A legal option as a card index, or STOP (D-9), with its action. */
export interface Option {
  readonly card: number;
  readonly action: SedmaAction;
}

export function optionsOf(legal: readonly SedmaAction[]): Option[] {
  const out: Option[] = [];
  for (const a of legal) {
    if (a.type === 'play') out.push({ card: cardIdx(a.card), action: a });
    else if (a.type === 'stop') out.push({ card: STOP, action: a });
  }
  return out;
}

export const playAction = (card: number): SedmaAction => PLAY[card]!;

export const actionOf = (legal: readonly SedmaAction[], type: SedmaAction['type']): SedmaAction | undefined =>
  legal.find((a) => a.type === type);

/** The policy's table for the viewer, from what it remembers face up (`seen`). */
export function tableOf(k: Knowledge, seen: number = k.seen): Table {
  const hands = new Array<number>(k.n).fill(0);
  hands[k.me] = k.hand;
  return {
    n: k.n,
    sides: k.sides,
    hands,
    trickSeats: k.trickSeats,
    trickCards: k.trickCards,
    trickWinner: k.trickWinner,
    leader: k.leader,
    toAct: k.me,
    continuing: k.continuing,
    beating: k.trickCards.length > 0 ? beatingMask(k.trickCards[0]!, k.n) : 0,
    seen,
    stockLeft: k.stock,
  };
}

/** The rule-of-thumb values of the options, aligned with `options`. */
export function policyValues(t: Table, options: readonly Option[]): number[] {
  let playable = 0;
  for (const o of options) if (o.card !== STOP) playable |= 1 << o.card;
  const cards: number[] = [];
  const values: number[] = [];
  const n = scoreOptions({ ...t, continuing: options.some((o) => o.card === STOP) }, playable, cards, values);
  return options.map((o) => {
    for (let i = 0; i < n; i++) if (cards[i] === o.card) return values[i]!;
    return -100;
  });
}


/**
 * A hand's strength for the exchange (D-6), in rough points: 7s (and with three players the red
 * king) beat anything, Aces and Tens are the points, a pair lets the leader continue a trick.
 */
export function handStrength(hand: number, n: number): number {
  let v = popcount(hand & rankMask(RANK_7)) * 3 + popcount(hand & POINT_CARDS) * 1.2;
  if (n === 3 && (hand >>> RED_KING) & 1) v += 3;
  for (let r = 1; r < 8; r++) if (popcount(hand & rankMask(r)) >= 2) v += 1;
  return v;
}

/** The mean strength of a hand of four drawn from `pool` (what an average partner hand is worth). */
export function averageStrength(pool: number, n: number, rng: Rng, samples = 64): number {
  const cards: number[] = [];
  for (let m = pool; m !== 0; m &= m - 1) cards.push(31 - Math.clz32(m & -m));
  let sum = 0;
  for (let i = 0; i < samples; i++) {
    let hand = 0;
    for (let j = 0; j < 4; j++) {
      const r = j + rng.int(cards.length - j);
      const t = cards[j]!;
      cards[j] = cards[r]!;
      cards[r] = t;
      hand |= 1 << cards[j]!;
    }
    sum += handStrength(hand, n);
  }
  return sum / samples;
}

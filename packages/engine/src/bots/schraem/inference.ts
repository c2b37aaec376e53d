import type { Rng } from '../../cards/rng.ts';
import type { Seat } from '../../game.ts';
import { knockLimit } from '../../games/schraem/flow.ts';
import type { SchraemView } from '../../games/schraem/view.ts';
import { cardIndex, strength, SUIT_MASKS, suitOf } from './cards.ts';
import { holdThreshold } from './betting.ts';
import type { Knowledge } from './knowledge.ts';
import { holdChance, KNOCK_DISCOUNT, knockChance, type Signal, signalsOf, signalWeight, soundKnockThreshold } from './model.ts';
import { type BetFacts, fittedChance, fittedReading, type Opponents } from './opponents.ts';
import { keepChance, type Table } from './policy.ts';
import { hiddenSeats, type SampledDeal, sampleDeal } from './sampler.ts';
import { handStrength } from './strength.ts';

/**
 * Reading the other players (issue 19): each sampled deal is weighted by how likely it makes
 * what the others did this hand.
 * - `bets`: their knocks and holds under the betting model (model.ts) — the reading of `hard-v1`.
 * - `cards`: also every card they chose, under the rule of thumb every level plays by (policy.ts
 *   ruleCard: keep the card most likely to take the last trick, give the others away), made soft
 *   — a softmax over its scores, mixed with a uniform choice, since no player follows it exactly;
 *   and every pass: the passers' cards are dealt too (the cards they took out of the hand),
 *   weighted by the model's chance of passing with them, then dropped.
 * - `full`: also, where a seat could have knocked before its card (S-11) and did not, how likely
 *   not knocking was with that hand (a sound player knocks a strong one). Measured weaker than
 *   `cards` in the arena against hard-v1 and Mittel (docs/bots.md), so Schwer uses `cards`.
 * - `none`: the uniform law over consistent deals.
 */
export type Inference = 'none' | 'bets' | 'cards' | 'full';

/** Softmax temperature over rule-of-thumb scores (keep chance × 16 + card strength). */
const PLAY_TEMPERATURE = 2.5;
/** Share of a card choice taken as not following the rule of thumb at all. */
const PLAY_NOISE = 0.3;
/** Least likelihood of not knocking (people sit on strong hands more often than the model says). */
const NO_KNOCK_FLOOR = 0.1;

/** One card another seat still in the hand chose, with the public facts of that moment. */
export interface PlaySignal {
  readonly seat: number;
  readonly card: number;
  /** The cards the seat played later in this hand (with its cards now, its hand then). */
  readonly later: number;
  /** Cards face up before this one, and the voids shown by then. */
  readonly seen: number;
  readonly voids: readonly number[];
  readonly inHand: number;
  readonly trickSeats: readonly number[];
  readonly trickCards: readonly number[];
  /** Hand sizes of the seats at that moment. */
  readonly sizes: readonly number[];
  /** The sound knock threshold when the seat could have knocked before this card and did not; else null. */
  readonly knockThreshold: number | null;
}

/**
 * The card choices of seats still in the hand, trick by trick. Hand sizes then are the sizes now
 * plus the cards played since; seats in the hand then are those in it now plus those that left
 * after that card (events carry how many cards were face up).
 */
export function playSignalsOf(view: SchraemView, k: Knowledge, withKnocks = true): PlaySignal[] {
  const tricks = [...view.tricks, ...(view.trick.length > 0 ? [view.trick] : [])];
  const order: { seat: Seat; card: number; trick: number; pos: number }[] = [];
  tricks.forEach((t, ti) => t.forEach((c, pos) => order.push({ seat: c.seat, card: cardIndex(c.card), trick: ti, pos })));
  const left: { seat: number; played: number }[] = [];
  for (const e of view.events) if (e.type === 'pass' || e.type === 'fold') left.push({ seat: e.seat, played: e.played });
  const o = view.options;
  const knocking = withKnocks && o.knocking && o.raising !== 'leaderOnly';
  let value = view.startValue;
  let lastKnocker = -1;
  let next = 0;
  const out: PlaySignal[] = [];
  const voids = new Array<number>(k.n).fill(0);
  let seen = 0;
  for (let i = 0; i < order.length; i++) {
    const c = order[i]!;
    const trick = tricks[c.trick]!;
    // Events before this card: those with at most i cards face up (a knock by its player included).
    let knockedNow = false;
    for (; next < view.events.length && view.events[next]!.played <= i; next++) {
      const e = view.events[next]!;
      if (e.type !== 'knock') continue;
      value = e.value;
      lastKnocker = e.seat;
      if (e.played === i && e.seat === c.seat) knockedNow = true;
    }
    if (c.seat !== k.me && ((k.inHand >>> c.seat) & 1) !== 0) {
      let later = 0;
      const sizes = k.sizes.slice();
      for (let j = i; j < order.length; j++) {
        sizes[order[j]!.seat]! += 1;
        if (j > i && order[j]!.seat === c.seat) later |= 1 << order[j]!.card;
      }
      let inHand = k.inHand;
      for (const l of left) if (l.played > i) inHand |= 1 << l.seat;
      const mayKnock = knocking && !knockedNow && value < 7 && lastKnocker !== c.seat && value + 1 <= knockLimit(view, c.seat);
      const stay: number[] = [];
      for (let s = 0; s < k.n; s++) if ((inHand >>> s) & 1) stay.push(s);
      out.push({
        seat: c.seat,
        card: c.card,
        later,
        seen,
        voids: voids.slice(),
        inHand,
        trickSeats: trick.slice(0, c.pos).map((t) => t.seat),
        trickCards: trick.slice(0, c.pos).map((t) => cardIndex(t.card)),
        sizes,
        knockThreshold: mayKnock ? soundKnockThreshold({ lives: view.lives, inHand: stay, value }, c.seat) : null,
      });
    }
    seen |= 1 << c.card;
    const led = suitOf(cardIndex(trick[0]!.card));
    if (suitOf(c.card) !== led) voids[c.seat]! |= 1 << led;
  }
  return out;
}

/** The likelihood of one card choice given the seat's hand then (soft rule of thumb). */
export function playLikelihood(sg: PlaySignal, hand: number): number {
  const table: Table = { n: sg.sizes.length, inHand: sg.inHand, trickSeat: sg.trickSeats, trickCard: sg.trickCards, trickLen: sg.trickSeats.length, size: (s) => sg.sizes[s]! };
  const mem = { seen: sg.seen, voids: sg.voids };
  let noKnock = 1;
  if (sg.knockThreshold !== null) {
    const strength = handStrength(table, sg.seat, hand, mem, sg.trickSeats.length === 0);
    noKnock = Math.max(NO_KNOCK_FLOOR, 1 - knockChance(strength, sg.knockThreshold));
  }
  let playable = hand;
  if (sg.trickCards.length > 0) {
    const follow = hand & SUIT_MASKS[suitOf(sg.trickCards[0]!)]!;
    if (follow !== 0) playable = follow;
  }
  if ((playable & (playable - 1)) === 0) return noKnock;
  let count = 0;
  let sum = 0;
  let mine = 0;
  // Scores are lowest-first in ruleCard: lower score, likelier choice.
  for (let m = playable; m !== 0; m &= m - 1) {
    const c = 31 - Math.clz32(m & -m);
    const e = Math.exp(-(keepChance(table, sg.seat, hand, c, mem) * 16 + strength(c)) / PLAY_TEMPERATURE);
    sum += e;
    if (c === sg.card) mine = e;
    count++;
  }
  return noKnock * (PLAY_NOISE / count + (1 - PLAY_NOISE) * (mine / sum));
}

/** A pass by another seat: the seat's cards then (its size), the public facts then, its threshold. */
export interface PassSignal {
  readonly seat: number;
  readonly size: number;
  readonly table: Table;
  readonly seen: number;
  readonly voids: readonly number[];
  readonly threshold: number;
  /** The public facts of the pass, for the fitted model (opponents.ts). */
  readonly facts: Omit<BetFacts, 'strength'>;
}

/** The passes of other seats this hand (S-14: a passer's cards leave the hand face down). */
export function passSignalsOf(view: SchraemView, k: Knowledge): PassSignal[] {
  const order: { seat: number; card: number; led: number }[] = [];
  for (const t of [...view.tricks, view.trick]) {
    if (t.length === 0) continue;
    const led = suitOf(cardIndex(t[0]!.card));
    for (const c of t) order.push({ seat: c.seat, card: cardIndex(c.card), led });
  }
  const out: PassSignal[] = [];
  let value = view.startValue;
  let inHand = k.inHand;
  for (const e of view.events) if (e.type === 'pass' || e.type === 'fold') inHand |= 1 << e.seat;
  const knocked = new Set<number>();
  let holds = 0;
  for (const e of view.events) {
    if (e.type === 'knock') {
      value = e.value;
      if (e.how === 'knock') knocked.add(e.seat);
      holds = 0;
    }
    if (e.type === 'hold') holds++;
    if (e.type !== 'pass' && e.type !== 'fold') continue;
    const before = inHand;
    inHand &= ~(1 << e.seat);
    if (e.type === 'fold' || e.seat === k.me) continue;
    let seen = 0;
    let own = 0;
    const voids = new Array<number>(k.n).fill(0);
    for (let i = 0; i < Math.min(e.played, order.length); i++) {
      const o = order[i]!;
      seen |= 1 << o.card;
      if (o.seat === e.seat) own++;
      if (suitOf(o.card) !== o.led) voids[o.seat]! |= 1 << o.led;
    }
    const size = Math.max(0, 4 - own);
    if (size === 0) continue;
    const stay: number[] = [];
    for (let s = 0; s < k.n; s++) if ((before >>> s) & 1) stay.push(s);
    const table: Table = { n: k.n, inHand: before, trickSeat: [], trickCard: [], trickLen: 0, size: () => size };
    const threshold = holdThreshold({ lives: view.lives, inHand: stay, value }, e.seat, e.cost);
    const knockers = [...knocked].filter((s) => s !== e.seat && ((before >>> s) & 1) !== 0).length;
    const facts = { threshold, knockers, value, cards: size, seats: stay.length, lives: view.lives[e.seat]!, holds, stake: e.cost };
    out.push({ seat: e.seat, size, table, seen, voids, threshold, facts });
  }
  return out;
}

/** Deals consistent with a view, each weighted by the likelihood of what the others did, made on demand. */
export class DealPool {
  private readonly deals: SampledDeal[] = [];
  private readonly signals: readonly Signal[];
  private readonly plays: readonly PlaySignal[];
  private readonly passes: readonly PassSignal[];
  /** With passes: the knowledge with the passers' cards to deal, and the seats to deal to. */
  private readonly dealt: Knowledge;
  private readonly seats: readonly number[];
  constructor(
    private readonly view: SchraemView,
    private readonly k: Knowledge,
    private readonly rng: Rng,
    inference: Inference,
    private readonly opponents: Opponents = 'sound',
  ) {
    this.signals = inference === 'none' ? [] : signalsOf(view, k.me);
    const cards = inference === 'cards' || inference === 'full';
    this.plays = cards ? playSignalsOf(view, k, inference === 'full') : [];
    this.passes = cards ? passSignalsOf(view, k) : [];
    const sizes = k.sizes.slice();
    for (const p of this.passes) sizes[p.seat] = p.size;
    this.dealt = { ...k, sizes };
    this.seats = [...hiddenSeats(k), ...this.passes.map((p) => p.seat)];
  }

  get(i: number): SampledDeal {
    while (this.deals.length <= i) {
      const d = this.passes.length > 0 ? sampleDeal(this.dealt, this.rng, this.seats) : sampleDeal(this.k, this.rng);
      d.weight *= signalWeight(this.view, this.k, this.signals, d.hands, this.opponents);
      for (const p of this.plays) d.weight *= playLikelihood(p, d.hands[p.seat]! | p.later | (1 << p.card));
      for (const p of this.passes) {
        const strength = handStrength(p.table, p.seat, d.hands[p.seat]!, { seen: p.seen, voids: p.voids }, false);
        d.weight *= 1 - (fittedReading(this.opponents) ? fittedChance('hold', { ...p.facts, strength }) : holdChance(strength * KNOCK_DISCOUNT, p.threshold));
        d.hands[p.seat] = 0;
      }
      this.deals.push(d);
    }
    return this.deals[i]!;
  }
}

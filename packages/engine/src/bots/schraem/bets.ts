import { Rng } from '../../cards/rng.ts';
import type { SchraemView } from '../../games/schraem/view.ts';
import { type BetModel, bettingPlayOut, knockedBy, knockLimits, opponentBetModel } from './betting-playout.ts';
import { livesAfter } from './betting.ts';
import { stakeOf } from './common.ts';
import { survivalChance } from './equity.ts';
import type { Knowledge } from './knowledge.ts';
import { answerChance, type AnswerFacts, answerFacts, answerThresholds, fittedAnswerChance } from './model.ts';
import { fittedAnswers, type Opponents } from './opponents.ts';
import { playOut } from './policy.ts';
import type { SampledDeal } from './sampler.ts';
import { Sim } from './sim.ts';

/**
 * Schwer's betting arithmetic over sampled deals (already weighted by the betting seen so far).
 * Each option is valued by the expected game-winning chance it leaves (equity.ts); the hand is
 * played out by rule of thumb, and the other seats' answers are drawn from the betting model
 * (model.ts) — never from the sampled cards directly, which no player could see.
 */
export interface BetContext {
  readonly view: SchraemView;
  readonly k: Knowledge;
  readonly me: number;
  readonly deals: DealSource;
  /** Answer draws per deal. */
  readonly draws: number;
  /** Work to spend (ROLLOUT_WORK per play-out, SAMPLE_WORK per deal), at least `minDeals` deals. */
  readonly work: number;
  readonly minDeals: number;
  /** How much more readily than the model other seats hold (model.ts answerChance). */
  readonly callBias: number;
  /** The model of the others' answers (opponents.ts). */
  readonly opponents: Opponents;
  /** With fitted answers: how much lower than fitted their threshold is taken (SchwerConfig.fittedCallBias). */
  readonly fittedCallBias: number;
  /** Play the rest of the hand out with later knocks and answers by the model (betting-playout.ts). */
  readonly lookahead: boolean;
  readonly seed: string;
}

/** Deals on demand, the same sequence for every user within one decision. */
export interface DealSource {
  get(i: number): SampledDeal;
}

/** Work units (≈ solver nodes, calibrated on this machine): a rule-of-thumb play-out, a sampled deal. */
export const ROLLOUT_WORK = 75;
export const SAMPLE_WORK = 60;
/**
 * A play-out with betting (every turn judges a knock by the seat's strength; passes shorten it):
 * about three plain ones, measured by timing knockValues with and without it (docs/bots.md).
 */
export const BET_ROLLOUT_WORK = 3 * ROLLOUT_WORK;

/** Runs `each` over deals until the work is spent. */
function overDeals(c: BetContext, perDeal: number, each: (d: SampledDeal) => void): void {
  let work = 0;
  for (let i = 0; i < 100_000; i++) {
    if (i >= c.minDeals && work >= c.work) return;
    each(c.deals.get(i));
    work += perDeal;
  }
}

const seatsOf = (mask: number, n: number): number[] => {
  const out: number[] = [];
  for (let s = 0; s < n; s++) if ((mask >>> s) & 1) out.push(s);
  return out;
};

/** The seats of `mask` but `me`, clockwise after `me`. */
const clockwiseFrom = (me: number, mask: number, n: number): number[] => {
  const out: number[] = [];
  for (let i = 1; i < n; i++) if ((mask >>> ((me + i) % n)) & 1) out.push((me + i) % n);
  return out;
};

/** The winner when only the seats of `stay` play on from `base`. */
function winnerAmong(base: Sim, stay: number): number {
  const sim = base.clone();
  for (let s = 0; s < sim.n; s++) if ((sim.inHand >>> s) & 1 && ((stay >>> s) & 1) === 0) sim.leave(s);
  if (sim.toAct < 0) return sim.winner;
  return playOut(sim);
}

/**
 * One draw of the answers of `seats` (in the order they answer) to a knock, from the seats `stay`:
 * by the sound model's chances for the deal (`chances`), or — with `facts` — by the fitted model,
 * each seat seeing the answers before it.
 */
function drawAnswers(c: BetContext, hands: ArrayLike<number>, seats: readonly number[], stay: number, draw: AnswerDraw, rng: Rng): { stay: number; paid: [number, number][] } {
  const paid: [number, number][] = [];
  let held = 0;
  seats.forEach((s, i) => {
    const f = draw.facts[i];
    const p = f ? fittedAnswerChance(c.view, c.k, hands, s, { facts: f, stay, held, threshold: draw.thresholds[i]!, callBias: c.callBias, fittedBias: c.fittedCallBias }) : draw.chances[i]!;
    if (rng.next() >= p) {
      stay &= ~(1 << s);
      paid.push([s, stakeOf(c.view, s)]);
    } else held++;
  });
  return { stay, paid };
}

/** What the play-outs with betting of one decision share. */
interface Look {
  readonly model: BetModel;
  readonly limits: readonly number[];
  readonly knocked: number;
}

function lookOf(c: BetContext): Look {
  return { model: opponentBetModel(c.view.lives, fittedAnswers(c.opponents), c.callBias, c.fittedCallBias), limits: knockLimits(c.view), knocked: knockedBy(c.view) };
}

/**
 * `me`'s equity when the seats of `stay` play on from `base` at `value` with betting (those of
 * `held` having just held it, `knocker` its last knocker), `paid` already paid.
 */
function lookValue(c: BetContext, look: Look, base: Sim, stay: number, held: number, value: number, knocker: number, knocked: number, firstMayKnock: boolean, paid: readonly [number, number][], rng: Rng): number {
  const { view, me } = c;
  const n = base.n;
  let out: { winner: number; value: number; stay: number; paid: readonly [number, number][] };
  if ((stay & (stay - 1)) === 0) out = { winner: 31 - Math.clz32(stay), value, stay, paid: [] };
  else {
    const sim = base.clone();
    for (let s = 0; s < n; s++) if ((sim.inHand >>> s) & 1 && ((stay >>> s) & 1) === 0) sim.leave(s);
    const heldAt = view.heldAt.slice();
    for (let s = 0; s < n; s++) if ((held >>> s) & 1) heldAt[s] = value;
    out = sim.toAct < 0 ? { winner: sim.winner, value, stay: sim.inHand, paid: [] } : bettingPlayOut(sim, { value, heldAt, lastKnocker: knocker, knocked, limits: look.limits, firstMayKnock }, look.model, rng);
  }
  return survivalChance(livesAfter(view.lives, seatsOf(out.stay, n), out.winner, out.value, [...paid, ...out.paid]), me);
}

interface AnswerDraw {
  readonly thresholds: readonly number[];
  readonly facts: readonly (AnswerFacts | null)[];
  chances: readonly number[];
}

/** Expected equity of holding and of passing a knock now being answered (S-13, S-14). */
export function answerValues(c: BetContext): { hold: number; pass: number } {
  const { view, k, me } = c;
  const n = k.n;
  const value = view.value;
  // Seats that answer after me, clockwise up to the knocker.
  const later: number[] = [];
  for (let i = 1; i < n; i++) {
    const s = (me + i) % n;
    if (s === view.knocker) break;
    if ((k.inHand >>> s) & 1) later.push(s);
  }
  const fitted = fittedAnswers(c.opponents);
  const thresholds = answerThresholds(view, later, value);
  const draw: AnswerDraw = { thresholds, facts: later.map((s) => (fitted ? answerFacts(view, k, s, value, false) : null)), chances: [] };
  const rng = Rng.fromSeed(`${c.seed}/answer`);
  let hold = 0;
  let pass = 0;
  let total = 0;
  const look = c.lookahead ? lookOf(c) : null;
  const knocker = view.knocker ?? -1;
  overDeals(c, SAMPLE_WORK + c.draws * 2 * (look ? BET_ROLLOUT_WORK : ROLLOUT_WORK), (d) => {
    const base = Sim.fromKnowledge(k, d.hands);
    if (!fitted) draw.chances = later.map((s, i) => answerChance(view, k, d.hands, s, thresholds[i]!, c.callBias));
    for (let r = 0; r < c.draws; r++) {
      const { stay, paid } = drawAnswers(c, d.hands, later, k.inHand, draw, rng);
      if (look) {
        const held = stay & ((1 << knocker) | later.reduce((m, s) => m | (1 << s), 0));
        const stayPass = stay & ~(1 << me);
        hold += d.weight * lookValue(c, look, base, stay, held | (1 << me), value, knocker, look.knocked, false, paid, rng);
        pass += d.weight * lookValue(c, look, base, stayPass, held, value, knocker, look.knocked, false, [...paid, [me, stakeOf(view, me)]], rng);
        total += d.weight;
        continue;
      }
      const wHold = winnerAmong(base, stay);
      const stayPass = stay & ~(1 << me);
      const wPass = winnerAmong(base, stayPass);
      hold += d.weight * survivalChance(livesAfter(view.lives, seatsOf(stay, n), wHold, value, paid), me);
      pass += d.weight * survivalChance(livesAfter(view.lives, seatsOf(stayPass, n), wPass, value, [...paid, [me, stakeOf(view, me)]]), me);
      total += d.weight;
    }
  });
  return { hold: hold / total, pass: pass / total };
}

/**
 * Expected equity of knocking to `target` (the others answering by the model; S-15, a knock all
 * pass wins at once) and of playing on at the current value.
 */
export function knockValues(c: BetContext, target: number): { knock: number; stay: number } {
  const { view, k, me } = c;
  const n = k.n;
  const fitted = fittedAnswers(c.opponents);
  // The sound model's answers are drawn independently (seat order); the fitted in answer order (S-13).
  const others = fitted ? clockwiseFrom(me, k.inHand, n) : seatsOf(k.inHand & ~(1 << me), n);
  const thresholds = answerThresholds(view, others, target);
  const draw: AnswerDraw = { thresholds, facts: others.map((s) => (fitted ? answerFacts(view, k, s, target, view.phase !== 'blind') : null)), chances: [] };
  const rng = Rng.fromSeed(`${c.seed}/knock`);
  let knock = 0;
  let stay = 0;
  let total = 0;
  const look = c.lookahead ? lookOf(c) : null;
  const blind = view.phase === 'blind';
  overDeals(c, SAMPLE_WORK + (look ? 2 * c.draws * BET_ROLLOUT_WORK : (1 + c.draws) * ROLLOUT_WORK), (d) => {
    const base = Sim.fromKnowledge(k, d.hands);
    if (!fitted) draw.chances = others.map((s, i) => answerChance(view, k, d.hands, s, thresholds[i]!, c.callBias));
    if (look) {
      // Playing on keeps the option to knock later; knocking, the knocker plays a card first (S-16).
      for (let r = 0; r < c.draws; r++) {
        const { stay: left, paid } = drawAnswers(c, d.hands, others, k.inHand, draw, rng);
        knock += d.weight * lookValue(c, look, base, left, left, target, me, blind ? look.knocked : look.knocked | (1 << me), blind, paid, rng);
        stay += d.weight * lookValue(c, look, base, k.inHand, 0, view.value, view.lastKnocker ?? -1, look.knocked, blind, [], rng);
        total += d.weight;
      }
      return;
    }
    const w0 = winnerAmong(base, k.inHand);
    const stayValue = survivalChance(livesAfter(view.lives, seatsOf(k.inHand, n), w0, view.value), me);
    for (let r = 0; r < c.draws; r++) {
      const { stay: left, paid } = drawAnswers(c, d.hands, others, k.inHand, draw, rng);
      const w = left === 1 << me ? me : winnerAmong(base, left);
      knock += d.weight * survivalChance(livesAfter(view.lives, seatsOf(left, n), w, target, paid), me);
      stay += d.weight * stayValue;
      total += d.weight;
    }
  });
  return { knock: knock / total, stay: stay / total };
}

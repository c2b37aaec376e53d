import { popcount } from '../../cards/bits.ts';
import { Rng } from '../../cards/rng.ts';
import type { SedmaAction } from '../../games/sedma/notation.ts';
import { type BotOptions, fewestDeals } from '../bot.ts';
import { softmaxPick } from '../choice.ts';
import { actionOf, type Option, optionsOf, policyValues, type SedmaBot, type SedmaDecision, tableOf } from './common.ts';
import { chanceScores } from './chance-search.ts';
import { type Inference, type Reading, readingOf, readingWeight } from './inference.ts';
import { type Knowledge, knowledgeOf } from './knowledge.ts';
import { ruleOption } from './policy.ts';
import { sampleDeal } from './sampler.ts';
import { exchangeCell } from './selfplay-cells.ts';
import { playOutByTable } from './selfplay-policy.ts';
import { CONTINUE_TABLE, EXCHANGE_TABLE } from './selfplay-table.ts';
import { resultFor, Sim } from './sim.ts';
import { Solver } from './solver.ts';

/**
 * Schwer. Determinized search with the stock as chance: deals of the unseen cards — the other
 * hands and the stock's order — consistent with the view; each option (a card, or stopping a
 * beaten trick, D-9) is played and the game finished by rule of thumb, or solved exactly once the
 * stock is empty and few cards are left (with two players and an empty stock every card is
 * known: one exact solve). The reward is the side's: winning the game (46+ of 90, i.e. 50) first,
 * points second. The exchange (D-6): keeping and swapping are both played out over deals in which
 * the partner's hand is unknown too.
 */
export interface SchwerConfig {
  /** Work per decision in work units (cards played in play-outs, solver nodes). */
  readonly work: number;
  readonly minDeals: number;
  readonly maxDeals: number;
  /** Cards left in all hands (stock empty) from which on the rest is solved exactly. */
  readonly exactCards: number;
  /**
   * Cards left in the hands and the stock together from which on each sampled deal is solved
   * exactly with its stock order (perfect-information search, the draws included); 0: only once
   * the stock is empty.
   */
  readonly exactWithStock: number;
  /**
   * Two players, the stock not empty: `perfect` solves each sampled deal with its stock order
   * (`exactWithStock`); `chance` (chance.ts) — once the cards in the hands and the stock together
   * are at most `chanceWithStock` — every hand the other seat may hold, the draws chance nodes.
   */
  readonly endSearch: 'perfect' | 'chance';
  readonly chanceWithStock: number;
  /** Weight of the rule of thumb's value beside the search's (human-like ties). */
  readonly policyWeight: number;
  readonly temperature: number;
  /** Weight of the points margin (per 90) beside winning the game (1). */
  readonly pointsWeight: number;
  /** Reading the others' cards and continue/stop (inference.ts); `none` is `hard-v1`. */
  readonly inference: Inference;
  /** Continue-or-stop (D-9) in the play-outs: the hand-made rule, or the self-play table (selfplay-table.ts). */
  readonly playOuts: 'rule' | 'table';
  /** The exchange (D-6): by search, or by the self-play table where it knows the hand's cell. */
  readonly exchange: 'search' | 'table';
}

/** Calibration: work units per millisecond on the development machine (2-core VM, Node 20). */
export const WORK_PER_MS = 2700;
export const DEFAULT_BUDGET_MS = 40;

export function schwerConfig(options: BotOptions = {}): SchwerConfig {
  const ms = options.budgetMs ?? DEFAULT_BUDGET_MS;
  return { work: Math.round(ms * WORK_PER_MS), minDeals: fewestDeals(8, ms, DEFAULT_BUDGET_MS), maxDeals: 2000, exactCards: 10, exactWithStock: 12, endSearch: 'perfect', chanceWithStock: 12, policyWeight: 0.002, temperature: 0.002, pointsWeight: 4, inference: 'none', playOuts: 'rule', exchange: 'search' };
}

/** `hard-v1`: Schwer as before issue 19's self-play work, at 40 ms by default whatever the current default. */
export function hardV1Config(options: BotOptions = {}): Partial<SchwerConfig> {
  const ms = options.budgetMs ?? 40;
  return { work: Math.round(ms * WORK_PER_MS), exactWithStock: 0, endSearch: 'perfect', pointsWeight: 4, inference: 'none', playOuts: 'rule', exchange: 'search' };
}

export function schwerBot(options: BotOptions = {}, overrides: Partial<SchwerConfig> = {}): SedmaBot {
  const cfg = { ...schwerConfig(options), ...overrides };
  return { name: 'schwer', game: 'sedma', decide: (d) => decideSchwer(d, cfg) };
}

/** What a finished game is worth to `side`: a win first (D-12), the points margin second. */
export function utility(sim: Sim, side: number, pointsWeight = 0.3): number {
  const r = resultFor(sim, side);
  return (sim.winnerSide === side ? 1 : 0) + (pointsWeight * r) / 90;
}

/** Finishes the game by rule of thumb; returns the cards played. */
export function playOut(sim: Sim): number {
  let plays = 0;
  while (!sim.over) {
    sim.play(ruleOption(sim, sim.playable()));
    plays++;
  }
  return plays;
}

const finish = (sim: Sim, cfg: SchwerConfig): number => (cfg.playOuts === 'table' ? playOutByTable(sim, CONTINUE_TABLE) : playOut(sim));

function decideSchwer({ view, legal, seed }: SedmaDecision, cfg: SchwerConfig): SedmaAction {
  if (legal.length === 1) return legal[0]!;
  const rng = Rng.fromSeed(seed);
  const k = knowledgeOf(view);
  if (view.phase === 'exchange') {
    const learnt = cfg.exchange === 'table' ? EXCHANGE_TABLE[exchangeCell(k.hand)] : null;
    const gain = learnt ?? exchangeGain(k, cfg, rng);
    return actionOf(legal, gain > 0 ? 'swap' : 'keep')!;
  }
  const reading = cfg.inference === 'cards' ? readingOf(view, k) : null;
  return search(k, reading, optionsOf(legal), cfg, rng);
}

function cardsLeft(sim: Sim): number {
  let c = 0;
  for (const h of sim.hands) c += popcount(h);
  return c;
}

function search(k: Knowledge, reading: Reading | null, options: readonly Option[], cfg: SchwerConfig, rng: Rng): SedmaAction {
  let spent = 0;
  if (cfg.endSearch === 'chance' && k.n === 2 && k.stock > 0 && k.sizes[0]! + k.sizes[1]! + k.stock <= cfg.chanceWithStock) {
    const { score, total, nodes } = chanceScores(k, reading, options, cfg.work, cfg.pointsWeight, rng);
    if (total > 0) return pick(k, options, score, total, cfg, rng);
    // Not one hand solved within the budget: the sampled search decides, with what is left.
    spent = nodes;
  }
  const side = k.sides[k.me]!;
  const solver = new Solver();
  const score = new Float64Array(options.length);
  let total = 0;
  let plays = 0;
  // With two players and an empty stock every card is known: one deal is the truth.
  const known = k.n === 2 && k.stock === 0;
  for (let i = 0; i < (known ? 1 : cfg.maxDeals); i++) {
    if (i >= cfg.minDeals && spent + solver.nodes + plays + i * 20 >= cfg.work) break;
    const d = sampleDeal(k, rng);
    // A deal the reading rules out keeps a trace of weight, so that some deal always counts.
    const weight = reading && !known ? d.weight * Math.max(readingWeight(reading, d.hands), 1e-9) : d.weight;
    const base = Sim.fromKnowledge(k, d.hands, d.stock);
    const left = cardsLeft(base);
    const exact = k.stock === 0 ? known || left <= cfg.exactCards : left + k.stock <= cfg.exactWithStock;
    for (let j = 0; j < options.length; j++) {
      const sim = base.clone();
      sim.play(options[j]!.card);
      if (exact && !sim.over) {
        const r = solver.value(sim, side);
        score[j]! += weight * ((r > 0 ? 1 : 0) + (cfg.pointsWeight * r) / 90);
        continue;
      }
      plays += finish(sim, cfg);
      score[j]! += weight * utility(sim, side, cfg.pointsWeight);
    }
    total += weight;
  }
  return pick(k, options, score, total, cfg, rng);
}

/** The best option by the search's mean utility, ties broken towards the rule of thumb. */
function pick(k: Knowledge, options: readonly Option[], score: Float64Array, total: number, cfg: SchwerConfig, rng: Rng): SedmaAction {
  const prior = policyValues(tableOf(k), options);
  let top = -Infinity;
  for (const p of prior) if (p > top) top = p;
  return softmaxPick(
    options.map((o, j) => ({ value: score[j]! / total + cfg.policyWeight * (prior[j]! - top), item: o.action })),
    cfg.temperature,
    rng,
  );
}

/**
 * D-6: the leader sees only its own hand. Over deals of everything else (the partner's hand
 * included), the game is played out by rule of thumb as it is and with the two hands traded;
 * the mean difference in the side's utility.
 */
export function exchangeGain(k: Knowledge, cfg: SchwerConfig, rng: Rng): number {
  const side = k.sides[k.me]!;
  const partner = (k.me + 2) % k.n;
  let gain = 0;
  let total = 0;
  let plays = 0;
  for (let i = 0; i < cfg.maxDeals; i++) {
    if (i >= cfg.minDeals && plays + i * 20 >= cfg.work) break;
    const d = sampleDeal(k, rng);
    const keep = Sim.fromKnowledge(k, d.hands, d.stock);
    const swapped = d.hands.slice();
    swapped[k.me] = d.hands[partner]!;
    swapped[partner] = d.hands[k.me]!;
    const swap = Sim.fromKnowledge(k, swapped, d.stock);
    plays += finish(keep, cfg) + finish(swap, cfg);
    gain += d.weight * (utility(swap, side, cfg.pointsWeight) - utility(keep, side, cfg.pointsWeight));
    total += d.weight;
  }
  return gain / total;
}

import { Rng } from '../../cards/rng.ts';
import type { SchieberAction } from '../../games/schieber/notation.ts';
import { type BotOptions, fewestDeals } from '../bot.ts';
import { softmaxPick } from '../choice.ts';
import {
  actionOf,
  type CardChoice,
  cardChoices,
  sensibleChoices,
  contractAction,
  policyValues,
  type SchieberBot,
  type SchieberDecision,
  tableOf,
  weisWorthDeclaring,
} from './common.ts';
import { type ContractParams, estimateContracts, HARD_V1_CONTRACT, pickContract } from './contract-choice.ts';
import { CONTRACT_TUNING } from './contract-tuning.gen.ts';
import { readingWeight } from './inference.ts';
import { type Knowledge, knowledgeOf } from './knowledge.ts';
import { playOut } from './policy.ts';
import { sampleDeal } from './sampler.ts';
import { Sim } from './sim.ts';
import { Solver } from './solver.ts';

/**
 * Schwer. The contract: every contract and pushing are played out by rule of thumb over deals
 * of the other hands consistent with the own (the partner answering a push with the contract its
 * hand's model prefers), blended with the contract model (contract-choice.ts; the blend and the
 * push tuned by `train:schieber`, contract-tuning.gen.ts). Cards: determinized
 * search — deals consistent with the view (voids, Weis shown, cards played), each card valued by
 * a rule-of-thumb play-out to the end of the round, or exactly (solver.ts) when few tricks are
 * left; team reward (own points minus the opponents'). A little of the rule of thumb's own value
 * is added, so that on a near tie Schwer plays what a human partner expects.
 */
export interface SchwerConfig extends ContractParams {
  /** Work per decision in work units (cards played in play-outs, solver nodes). */
  readonly work: number;
  /** Fewest and most deals behind a decision. */
  readonly minDeals: number;
  readonly maxDeals: number;
  /** Tricks left (the current one included) from which on cards are solved exactly. */
  readonly exactTricks: number;
  /** Weight of the rule of thumb's value beside the search's (human-like ties). */
  readonly policyWeight: number;
  /** Softmax temperature over card values (points). */
  readonly temperature: number;
  /** Card reading (inference.ts): weigh deals by how well they explain the others' moves. */
  readonly reading: boolean;
}

/** Work units: a solver node is one, a card played in a play-out four, a sampled deal forty. */
const PLAY_WORK = 4;
const DEAL_WORK = 40;

/**
 * Calibration: work units per millisecond on the development machine (2-core VM, Node 20), so
 * that `--budget-ms N` (BotOptions.budgetMs) gives `work = N * WORK_PER_MS`.
 */
export const WORK_PER_MS = 3000;
export const DEFAULT_BUDGET_MS = 40;

export function schwerConfig(options: BotOptions = {}): SchwerConfig {
  const ms = options.budgetMs ?? DEFAULT_BUDGET_MS;
  return {
    work: Math.round(ms * WORK_PER_MS),
    minDeals: fewestDeals(8, ms, DEFAULT_BUDGET_MS),
    maxDeals: 400,
    exactTricks: 4,
    ...CONTRACT_TUNING,
    policyWeight: 0.15,
    temperature: 0.05,
    reading: true,
  };
}

/**
 * The Schwer of before issue 19, kept for the arena as `hard-v1`: the contract blend of 6 deals'
 * worth of the model, pushing whenever the play-outs say so, no reading of the push.
 */
export const HARD_V1: Partial<SchwerConfig> = HARD_V1_CONTRACT;

export function schwerBot(options: BotOptions = {}, overrides: Partial<SchwerConfig> = {}): SchieberBot {
  const cfg = { ...schwerConfig(options), ...overrides };
  return { name: 'schwer', game: 'schieber', decide: (d) => decideSchwer(d, cfg) };
}

function decideSchwer({ view, legal, seed }: SchieberDecision, cfg: SchwerConfig): SchieberAction {
  if (legal.length === 1) return legal[0]!;
  const rng = Rng.fromSeed(seed);
  const k = knowledgeOf(view);
  if (view.phase === 'contract') return contractAction(legal, chooseContract(k, actionOf(legal, 'push') !== undefined, cfg, rng));
  const weis = actionOf(legal, 'weis');
  if (weis && weisWorthDeclaring(view, k)) return weis;
  const choices = sensibleChoices(k, cardChoices(legal));
  if (choices.length === 1) return choices[0]!.action;
  return searchCard(view, k, choices, cfg, rng);
}

/** The contract id to announce, or -1 to push (J-4). */
export function chooseContract(k: Knowledge, mayPush: boolean, cfg: SchwerConfig, rng: Rng): number {
  return pickContract(estimateContracts(k, mayPush, cfg, rng, cfg.readPush), mayPush, cfg);
}

/**
 * Determinized search: each legal card's mean result over sampled deals — own points minus the
 * opponents' from here to the end of the round — by a rule-of-thumb play-out, or exactly when at
 * most `exactTricks` tricks are left. Deals are added until the work budget is spent.
 */
function searchCard(view: SchieberDecision['view'], k: Knowledge, choices: readonly CardChoice[], cfg: SchwerConfig, rng: Rng): SchieberAction {
  const team = k.me & 1;
  const exact = 9 - k.tricksDone <= cfg.exactTricks;
  const solver = new Solver();
  const score = new Float64Array(choices.length);
  let total = 0;
  let plays = 0;
  for (let i = 0; i < cfg.maxDeals; i++) {
    if (i >= cfg.minDeals && solver.nodes + PLAY_WORK * plays + i * DEAL_WORK >= cfg.work) break;
    const d = sampleDeal(k, rng);
    const weight = cfg.reading ? d.weight * readingWeight(view, k, d.hands) : d.weight;
    if (cfg.reading) plays += k.tricksDone * 4;
    const base = Sim.fromKnowledge(k, d.hands);
    for (let j = 0; j < choices.length; j++) {
      let v: number;
      if (exact) v = solver.valueAfter(base, team, choices[j]!.card);
      else {
        const sim = base.clone();
        sim.play(choices[j]!.card);
        plays += playOut(sim);
        v = sim.points[team]! - sim.points[1 - team]!;
      }
      score[j]! += weight * v;
    }
    total += weight;
  }
  const prior = policyValues(tableOf(k), k.me, choices);
  let top = -Infinity;
  for (const p of prior) if (p > top) top = p;
  return softmaxPick(
    choices.map((c, j) => ({ value: score[j]! / total + cfg.policyWeight * (prior[j]! - top), item: c.action })),
    cfg.temperature,
    rng,
  );
}

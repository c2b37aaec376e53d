import { Rng } from '../../cards/rng.ts';
import type { SchraemAction } from '../../games/schraem/notation.ts';
import { type BotOptions, fewestDeals } from '../bot.ts';
import { softmaxPick } from '../choice.ts';
import { answerValues, type DealSource, knockValues, ROLLOUT_WORK, SAMPLE_WORK } from './bets.ts';
import { actionOf, type CardChoice, cardChoices, type SchraemBot, type SchraemDecision } from './common.ts';
import { blindTarget } from './estimate.ts';
import { plainAnswer, sureCards, sureLoss } from './guard.ts';
import { DealPool, type Inference } from './inference.ts';
import type { Opponents } from './opponents.ts';
import { type Knowledge, knowledgeOf } from './knowledge.ts';
import { allPlayed } from './lastTrick.ts';
import { VARIANT_STYLES, variantDecision } from './variants.ts';
import { playOut } from './policy.ts';
import { Sim } from './sim.ts';
import { Solver, solvable } from './solver.ts';
import { tableBet } from './tableBets.ts';

/**
 * Schwer. Cards: determinized search — deals of the unseen cards consistent with the view and
 * weighted by how well they explain what the others did (inference.ts), each solved exactly (solver.ts) with a
 * rule-of-thumb play-out as tie-break. Knock, hold, pass, blind: never from that search (with
 * all cards visible bluffing is worthless and passing perfect) but from the equity of each option
 * over the same deals, the other seats answering by a model of their betting (bets.ts).
 */
export interface SchwerConfig {
  /** Work per decision, in work units (≈ solver nodes; bets.ts ROLLOUT_WORK, SAMPLE_WORK). */
  readonly work: number;
  /** Fewest deals behind any decision, and most behind a card decision. */
  readonly minDeals: number;
  readonly maxDeals: number;
  /** Share of the work of a turn with a knock option spent on judging the knock. */
  readonly knockShare: number;
  /** Answer draws per deal. */
  readonly draws: number;
  /** How much more readily than the sound model other players are taken to hold a knock. */
  readonly callBias: number;
  /** Weight of the play-out result beside the exact result of each deal. */
  readonly rolloutWeight: number;
  /** Equity a knock must gain over playing on (waiting keeps the option to knock later). */
  readonly knockMargin: number;
  /** Softmax temperatures: cards (win-rate scale) and bets (equity scale). */
  readonly cardTemperature: number;
  readonly betTemperature: number;
  /** What the sampled deals are weighted by (inference.ts). */
  readonly inference: Inference;
  /** Knocks and answers: from the equity over sampled deals, or the self-play table (tableBets.ts) where it has the cell. */
  readonly betting: 'model' | 'table';
  /** The model of how the others knock and answer (opponents.ts): hand-made, or fitted to arena games. */
  readonly opponents: Opponents;
  /** With fitted answers, a call bias on top of them (the threshold taken lower; 0: as fitted). */
  readonly fittedCallBias: number;
  /** Knocks and answers valued with later knocks and answers in the play-outs (betting-playout.ts). */
  readonly lookahead: boolean;
}

/**
 * Calibration: work units per millisecond, measured on the development machine (2-core VM,
 * Node 20) so that the p95 of Schwer's decisions in 4-player Profi games is about the budget.
 * `--budget-ms N` (BotOptions.budgetMs) gives `work = N * WORK_PER_MS`.
 */
export const WORK_PER_MS = 12_000;
export const DEFAULT_BUDGET_MS = 40;

export function schwerConfig(options: BotOptions = {}): SchwerConfig {
  const ms = options.budgetMs ?? DEFAULT_BUDGET_MS;
  return {
    work: Math.round(ms * WORK_PER_MS),
    minDeals: fewestDeals(12, ms, DEFAULT_BUDGET_MS),
    maxDeals: 100_000,
    knockShare: 0.5,
    draws: 2,
    callBias: 0.2,
    rolloutWeight: 0.3,
    knockMargin: 0.002,
    cardTemperature: 0.005,
    betTemperature: 0.0005,
    inference: 'cards',
    betting: 'model',
    opponents: 'fitted',
    fittedCallBias: 0,
    lookahead: true,
  };
}

/** The Schwer of before issue 19, kept for the arena as `hard-v1`: reads knocks and holds only. */
export const HARD_V1: Partial<SchwerConfig> = { inference: 'bets', betting: 'model', opponents: 'sound', lookahead: false };

export function schwerBot(options: BotOptions = {}, overrides: Partial<SchwerConfig> = {}): SchraemBot {
  const cfg = { ...schwerConfig(options), ...overrides };
  return { name: 'schwer', game: 'schraem', decide: (d) => decideSchwer(d, cfg) };
}

function decideSchwer({ view, legal, seed }: SchraemDecision, config: SchwerConfig): SchraemAction {
  if (legal.length === 1) return legal[0]!;
  const rng = Rng.fromSeed(seed);
  const k = knowledgeOf(view);
  const variant = variantDecision(view, legal, k, VARIANT_STYLES.schwer, rng);
  if (variant) return variant;
  const me = k.me;
  // With all its cards played Schwer answers on the last-trick reading of issue 22 (the
  // hand-made model, one step): the fitted model saw too few bluffs there to tell.
  const cfg: SchwerConfig = view.phase === 'answer' && allPlayed(k, me) ? { ...config, opponents: 'sound', lookahead: false } : config;
  const deals = new DealPool(view, k, rng, cfg.inference, cfg.opponents);
  const bet = (work: number) => ({ view, k, me, deals, draws: cfg.draws, work, minDeals: cfg.minDeals, callBias: cfg.callBias, opponents: cfg.opponents, fittedCallBias: cfg.fittedCallBias, lookahead: cfg.lookahead, seed });
  switch (view.phase) {
    case 'blind': {
      const v = knockValues(bet(cfg.work), blindTarget(view));
      return pickBet(legal, 'blind', v.knock, 'reveal', v.stay, cfg, rng);
    }
    case 'answer': {
      const plain = plainAnswer(view, k, seed);
      if (plain) return actionOf(legal, plain)!;
      const p = cfg.betting === 'table' ? tableBet(view, k, 'answer') : null;
      if (p !== null) return actionOf(legal, rng.next() < p ? 'hold' : 'pass')!;
      const v = answerValues(bet(cfg.work));
      return pickBet(legal, 'hold', v.hold, 'pass', v.pass, cfg, rng);
    }
    default: {
      const choices = cardChoices(legal);
      const knock = actionOf(legal, 'knock');
      const sure = sureCards(k, choices.map((c) => c.card), seed);
      if (sure.length > 0) return knock ?? choices.find((c) => c.card === sure[0])!.action;
      let work = cfg.work;
      const p = knock && cfg.betting === 'table' ? tableBet(view, k, 'knock') : null;
      if (knock && p !== null) {
        if (rng.next() < p) return knock;
      } else if (knock) {
        const v = knockValues(bet(work * cfg.knockShare), Math.min(7, view.value + 1));
        if (pickBet(legal, 'knock', v.knock - cfg.knockMargin, 'play', v.stay, cfg, rng) === knock) return knock;
        work -= work * cfg.knockShare;
      }
      // S-21 at a sure loss: laying the last card down costs the stake (1 if never held), never
      // more than losing the value — and less in a hand that started at 2 (V-8).
      const folds = cardChoices(legal, 'fold');
      if (folds.length > 0 && sureLoss(k, seed)) return folds[0]!.action;
      return searchCard(k, choices, deals, work, cfg, rng);
    }
  }
}

function pickBet(
  legal: readonly SchraemAction[],
  a: SchraemAction['type'],
  va: number,
  b: SchraemAction['type'],
  vb: number,
  cfg: SchwerConfig,
  rng: Rng,
): SchraemAction {
  const x = actionOf(legal, a);
  const y = actionOf(legal, b);
  if (!x || !y) return (x ?? y ?? legal[0])!;
  return softmaxPick([{ value: va, item: x }, { value: vb, item: y }], cfg.betTemperature, rng);
}

/**
 * Determinized search: for each deal, whether each card wins against perfect defence (exact),
 * plus a rule-of-thumb play-out; deals are added until the work budget is spent.
 */
function searchCard(k: Knowledge, choices: readonly CardChoice[], deals: DealSource, work: number, cfg: SchwerConfig, rng: Rng): SchraemAction {
  if (choices.length === 1) return choices[0]!.action;
  const solver = new Solver();
  const score = new Float64Array(choices.length);
  let total = 0;
  let rollouts = 0;
  for (let i = 0; i < cfg.maxDeals; i++) {
    if (i >= cfg.minDeals && solver.nodes + (rollouts * ROLLOUT_WORK) + i * SAMPLE_WORK >= work) break;
    const d = deals.get(i);
    const base = Sim.fromKnowledge(k, d.hands);
    for (let j = 0; j < choices.length; j++) {
      const card = choices[j]!.card;
      // V-20/V-21: a long hand is played out by rule of thumb until the exact search can take it.
      const exact = solvable(base);
      let v = exact ? (solver.winsWith(base, k.me, card) ? 1 : 0) : 0;
      if (cfg.rolloutWeight > 0 || !exact) {
        const sim = base.clone();
        sim.play(card);
        rollouts++;
        if (playOut(sim) === k.me) v += exact ? cfg.rolloutWeight : 1 + cfg.rolloutWeight;
      }
      score[j]! += d.weight * v;
    }
    total += d.weight;
  }
  return softmaxPick(
    choices.map((c, j) => ({ value: score[j]! / total / (1 + cfg.rolloutWeight), item: c.action })),
    cfg.cardTemperature,
    rng,
  );
}

import { Rng } from '../../cards/rng.ts';
import { EMPTY_TRICK } from '../../games/schieber/trick.ts';
import {
  type ContractEstimate,
  type ContractParams,
  type ContractWork,
  estimateContracts,
  HARD_V1_CONTRACT,
  pickContract,
  stoeckFor,
} from './contract-choice.ts';
import type { Knowledge } from './knowledge.ts';
import { playOut } from './policy.ts';
import { Sim } from './sim.ts';

/**
 * Self-play tuning of Schwer's contract and push (`npm run train:schieber`): random deals, Vorhand
 * seat 0. On every deal Vorhand's estimate (contract-choice.ts, the play-outs Schwer makes at the
 * table) and, as if Vorhand pushed, the partner's are computed once; the true deal is then played
 * out by rule of thumb under all six contracts (duplicate: every choice on the same cards). A
 * parameter set's score is the mean true result — Vorhand's team's points minus the opponents',
 * Stöck included — of what Vorhand chooses with it (pushing: the partner's choice with it). The
 * grid is searched on the even deals and the choice is reported on the odd ones (held out).
 */
export interface TrainedDeal {
  readonly vorhand: ContractEstimate;
  readonly partner: ContractEstimate;
  /** The true deal's result of each contract for Vorhand's team. */
  readonly truth: readonly number[];
}

/** The knowledge of a seat before the contract: its own cards only (J-4). */
export function contractKnowledge(me: number, hands: readonly number[], pushed: boolean): Knowledge {
  const zeros = (): number[] => new Array<number>(16).fill(0);
  return {
    me,
    contract: -1,
    trump: -1,
    vorhand: 0,
    declarer: null,
    pushed,
    hand: hands.slice(me * 4, me * 4 + 4),
    played: [0, 0, 0, 0],
    forbidden: zeros(),
    required: zeros(),
    sizes: [9, 9, 9, 9],
    trick: EMPTY_TRICK,
    trickLeader: 0,
    tricksDone: 0,
    tricksWon: [0, 0],
    weisClaims: [],
    playedBy: zeros(),
  };
}

export function dealHands(rng: Rng): number[] {
  const deck = Array.from({ length: 36 }, (_, i) => i);
  rng.shuffle(deck);
  const hands = new Array<number>(16).fill(0);
  for (let i = 0; i < 36; i++) hands[(i % 4) * 4 + Math.floor(deck[i]! / 9)]! |= 1 << deck[i]! % 9;
  return hands;
}

export function trainDeal(seed: string, index: number, work: ContractWork): TrainedDeal {
  const hands = dealHands(Rng.fromSeed(`${seed}/deal/${index}`));
  const vorhand = estimateContracts(contractKnowledge(0, hands, false), true, work, Rng.fromSeed(`${seed}/vorhand/${index}`));
  const partner = estimateContracts(contractKnowledge(2, hands, true), false, work, Rng.fromSeed(`${seed}/partner/${index}`));
  const truth = [0, 1, 2, 3, 4, 5].map((c) => {
    const sim = Sim.deal(c, hands, 0, 0);
    playOut(sim);
    return sim.points[0]! - sim.points[1]! + stoeckFor(hands, c, 0);
  });
  return { vorhand, partner, truth };
}

/** Vorhand's true result under a parameter set, and whether it pushed. */
export function resultOf(d: TrainedDeal, p: ContractParams): { value: number; pushed: boolean } {
  const c = pickContract(d.vorhand, true, p);
  if (c >= 0) return { value: d.truth[c]!, pushed: false };
  return { value: d.truth[pickContract(d.partner, false, p)]!, pushed: true };
}

export function meanResult(deals: readonly TrainedDeal[], p: ContractParams): number {
  let s = 0;
  for (const d of deals) s += resultOf(d, p).value;
  return s / deals.length;
}

export const GRID = {
  modelWeight: [0, 2, 4, 6, 10, 16, 25, 40, 80],
  pushModelWeight: [0, 3, 10, 30],
  pushMargin: [-4, -2, 0, 1, 2, 3, 4, 5, 6, 8, 10, 12],
  readPush: [false, true],
};

/** The grid point with the best mean on `deals`; ties to the first (the grid's order). */
export function bestParams(deals: readonly TrainedDeal[]): ContractParams {
  let best = HARD_V1_CONTRACT;
  let top = meanResult(deals, best);
  for (const modelWeight of GRID.modelWeight)
    for (const pushModelWeight of GRID.pushModelWeight)
      for (const pushMargin of GRID.pushMargin)
        for (const readPush of GRID.readPush) {
          const p = { modelWeight, pushModelWeight, pushMargin, readPush };
          const v = meanResult(deals, p);
          if (v > top + 1e-9) {
            top = v;
            best = p;
          }
        }
  return best;
}

/** One change at a time from hard-v1, to tell which part of a tuning carries it. */
export const SINGLE_CHANGES: readonly [string, Partial<ContractParams>][] = [
  ['readPush', { readPush: true }],
  ['modelWeight 2', { modelWeight: 2 }],
  ['modelWeight 16', { modelWeight: 16 }],
  ['pushModelWeight 10', { pushModelWeight: 10 }],
  ['pushMargin -2', { pushMargin: -2 }],
  ['pushMargin 3', { pushMargin: 3 }],
];

export interface TrainingReport {
  /** What ships: the grid's best on the even deals if it beats hard-v1 on the odd ones by two standard errors, else hard-v1's. */
  readonly params: ContractParams;
  /** The grid's best on the even deals. */
  readonly fitted: ContractParams;
  /** Held-out differences (and standard errors) to hard-v1 of each single change. */
  readonly single: readonly { readonly name: string; readonly diff: number; readonly se: number }[];
  readonly deals: number;
  /** Held-out (odd) deals: mean results of hard-v1's parameters and of the tuned ones, and the paired difference's standard error. */
  readonly heldOut: { readonly v1: number; readonly tuned: number; readonly se: number };
  /** Share of Vorhand hands pushed, hard-v1 and tuned (all deals). */
  readonly pushRate: { readonly v1: number; readonly tuned: number };
  /** Over the deals hard-v1 pushes, and over those it does not: the mean of (pushing − its best own contract), true results. */
  readonly pushGain: number;
  readonly pushGainNotPushed: number;
}

export function train(seed: string, deals: number, work: ContractWork, progress?: (done: number) => void): TrainingReport {
  const all: TrainedDeal[] = [];
  for (let i = 0; i < deals; i++) {
    all.push(trainDeal(seed, i, work));
    progress?.(i + 1);
  }
  const even = all.filter((_, i) => i % 2 === 0);
  const odd = all.filter((_, i) => i % 2 === 1);
  const fitted = bestParams(even);
  const paired = (p: ContractParams): { diff: number; se: number } => {
    const diffs = odd.map((d) => resultOf(d, p).value - resultOf(d, HARD_V1_CONTRACT).value);
    const mean = diffs.reduce((a, b) => a + b, 0) / Math.max(1, diffs.length);
    const variance = diffs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, diffs.length - 1);
    return { diff: mean, se: Math.sqrt(variance / Math.max(1, diffs.length)) };
  };
  const check = paired(fitted);
  const params = check.diff > 2 * check.se && check.diff > 0 ? fitted : HARD_V1_CONTRACT;
  const single = SINGLE_CHANGES.map(([name, change]) => ({ name, ...paired({ ...HARD_V1_CONTRACT, ...change }) }));
  const rate = (p: ContractParams): number => all.filter((d) => resultOf(d, p).pushed).length / all.length;
  const pushed = all.filter((d) => resultOf(d, HARD_V1_CONTRACT).pushed);
  const ownBest = (d: TrainedDeal): number => d.truth[pickContract(d.vorhand, false, HARD_V1_CONTRACT)]!;
  const pushTruth = (d: TrainedDeal): number => d.truth[pickContract(d.partner, false, HARD_V1_CONTRACT)]!;
  const gain = (ds: readonly TrainedDeal[]): number => ds.reduce((a, d) => a + pushTruth(d) - ownBest(d), 0) / Math.max(1, ds.length);
  const pushGain = gain(pushed);
  const pushGainNotPushed = gain(all.filter((d) => !resultOf(d, HARD_V1_CONTRACT).pushed));
  return {
    params,
    fitted,
    single,
    deals,
    heldOut: { v1: meanResult(odd, HARD_V1_CONTRACT), tuned: meanResult(odd, fitted), se: check.se },
    pushRate: { v1: rate(HARD_V1_CONTRACT), tuned: rate(params) },
    pushGain,
    pushGainNotPushed,
  };
}

const f1 = (x: number): string => x.toFixed(1);

/** The generated file's text (no times in it: the same seed and deals give the same file). */
const show = (p: ContractParams): string =>
  `{ modelWeight: ${p.modelWeight}, pushModelWeight: ${p.pushModelWeight}, pushMargin: ${p.pushMargin}, readPush: ${p.readPush} }`;

export function renderTuning(seed: string, r: TrainingReport): string {
  const shipped = r.params === r.fitted ? 'the fit (it beat hard-v1 on the held-out deals by 2 s.e.)' : "hard-v1's (the fit did not beat it on the held-out deals by 2 s.e.)";
  return [
    `// Generated by \`npm run train:schieber -- --seed ${seed} --deals ${r.deals}\`; do not edit by hand (train.ts).`,
    `// Grid best on the even deals: ${show(r.fitted)}.`,
    `// Odd (held-out) deals, Vorhand's true result (rule-of-thumb play-out, own points minus the opponents'):`,
    `//   hard-v1 ${f1(r.heldOut.v1)}, fit ${f1(r.heldOut.tuned)} (difference ${f1(r.heldOut.tuned - r.heldOut.v1)} ± ${f1(r.heldOut.se)} s.e.).`,
    `// Single changes from hard-v1, held-out difference ± s.e.: ${r.single.map((c) => `${c.name} ${f1(c.diff)} ± ${f1(c.se)}`).join('; ')}.`,
    `// Pushed: hard-v1 ${f1(100 * r.pushRate.v1)}% of Vorhand hands, shipped ${f1(100 * r.pushRate.tuned)}%; where hard-v1 pushes, pushing`,
    `//   beats its best own contract by ${f1(r.pushGain)} points on average; where it does not, by ${f1(r.pushGainNotPushed)}.`,
    `// Shipped: ${shipped}.`,
    "import type { ContractParams } from './contract-choice.ts';",
    '',
    `export const CONTRACT_TUNING: ContractParams = ${show(r.params)};`,
    '',
  ].join('\n');
}

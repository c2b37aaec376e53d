import type { Rng } from '../../cards/rng.ts';
import { RANK_K, RANK_O } from '../../games/schieber/cards.ts';
import { argmax, contractValues, pushValue } from './contract.ts';
import { pushChance, READING } from './inference.ts';
import type { Knowledge } from './knowledge.ts';
import { playOut } from './policy.ts';
import { sampleDeal } from './sampler.ts';
import { Sim } from './sim.ts';

/**
 * Schwer's contract (J-4): every contract and pushing are played out by rule of thumb over deals
 * of the other hands consistent with the own (the partner answering a push with the contract its
 * hand's model prefers), blended with the contract model (contract.ts). The estimate (the sums
 * over the deals) is kept apart from the choice, so that `train:schieber` can tune the choice's
 * parameters on the same estimates (contract-tuning.gen.ts).
 */
export interface ContractEstimate {
  /** Per contract (0…5) and pushing (6): the sum over the deals of the team's result. */
  readonly sums: readonly number[];
  /** The same, each deal weighted by how well it explains the partner's push (1 without a push). */
  readonly readSums: readonly number[];
  readonly readTotal: number;
  readonly deals: number;
  /** The contract model's values of the six contracts, and of pushing. */
  readonly prior: readonly number[];
  readonly pushPrior: number;
}

export interface ContractParams {
  /** Weight of the contract model beside the play-outs, in deals' worth. */
  readonly modelWeight: number;
  /** Weight of the push model (contract.ts pushValue) beside the push play-outs, in deals' worth. */
  readonly pushModelWeight: number;
  /** Points pushing must be worth above the best own contract. */
  readonly pushMargin: number;
  /** After the partner pushed: weigh the deals by how likely the push was (inference.ts). */
  readonly readPush: boolean;
}

/** The contract choice before issue 19 (`hard-v1`). */
export const HARD_V1_CONTRACT: ContractParams = { modelWeight: 6, pushModelWeight: 0, pushMargin: 0, readPush: false };

export interface ContractWork {
  readonly work: number;
  readonly minDeals: number;
  readonly maxDeals: number;
}

/** Work units as in schwer.ts: a card played in a play-out four, a sampled deal forty. */
const PLAY_WORK = 4;
const DEAL_WORK = 40;
const STOECK_PAIR = (1 << RANK_K) | (1 << RANK_O);

/** Stöck (J-15) for the chooser's team minus the opponents', under a trump contract. */
export function stoeckFor(hands: readonly number[], contract: number, team: number): number {
  if (contract >= 4) return 0;
  for (let s = 0; s < 4; s++) if ((hands[s * 4 + contract]! & STOECK_PAIR) === STOECK_PAIR) return (s & 1) === team ? 20 : -20;
  return 0;
}

export function estimateContracts(k: Knowledge, mayPush: boolean, w: ContractWork, rng: Rng, readPush = true): ContractEstimate {
  const me = k.me;
  const team = me & 1;
  const partner = (me + 2) & 3;
  const prior = contractValues(k.hand, !k.pushed);
  const sums = new Array<number>(7).fill(0);
  const readSums = new Array<number>(7).fill(0);
  let readTotal = 0;
  let deals = 0;
  let work = 0;
  const results = new Array<number>(6);
  while (deals < w.minDeals || (work < w.work && deals < w.maxDeals)) {
    const d = sampleDeal(k, rng);
    const weight = readPush && k.pushed ? pushChance(d.hands.slice(partner * 4, partner * 4 + 4), true, READING) : 1;
    for (let c = 0; c < 6; c++) {
      const sim = Sim.deal(c, d.hands, k.vorhand, me);
      work += PLAY_WORK * playOut(sim) + DEAL_WORK;
      results[c] = sim.points[team]! - sim.points[1 - team]! + stoeckFor(d.hands, c, team);
      sums[c]! += results[c]!;
      readSums[c]! += weight * results[c]!;
    }
    if (mayPush) {
      // The partner answers with the contract its own hand's model prefers.
      const hand = d.hands.slice(partner * 4, partner * 4 + 4);
      const r = results[argmax(contractValues(hand, false))]!;
      sums[6]! += r;
      readSums[6]! += weight * r;
    }
    readTotal += weight;
    deals++;
  }
  return { sums, readSums, readTotal, deals, prior, pushPrior: mayPush ? pushValue(k.hand) : 0 };
}

/** The contract id to announce, or -1 to push. */
export function pickContract(e: ContractEstimate, mayPush: boolean, p: ContractParams): number {
  const n = e.deals;
  const read = p.readPush && e.readTotal > 0;
  const mean = (c: number): number => (read ? (e.readSums[c]! / e.readTotal) * n : e.sums[c]!);
  const values = [0, 1, 2, 3, 4, 5].map((c) => (mean(c) + p.modelWeight * e.prior[c]!) / (n + p.modelWeight));
  const best = argmax(values);
  if (!mayPush) return best;
  const push = (mean(6) + p.pushModelWeight * e.pushPrior) / (n + p.pushModelWeight);
  return push - p.pushMargin > values[best]! ? -1 : best;
}

import { Rng } from '../../cards/rng.ts';
import type { SchieberAction } from '../../games/schieber/notation.ts';
import { humanPick, logisticNoise } from '../choice.ts';
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
import { argmax, contractValues, pushValue } from './contract.ts';
import { type Knowledge, knowledgeOf } from './knowledge.ts';
import { playOut } from './policy.ts';
import { sampleDeal } from './sampler.ts';
import { Sim } from './sim.ts';

/**
 * Mittel: sound, not deep. The contract from the contract model with a little noise, pushing
 * when the partner is worth more than the own best contract; Weis when it can score; cards by a
 * short Monte Carlo — a few deals consistent with everything seen (voids included), each card's
 * deal finished by rule of thumb — plus the rule of thumb's own judgement, with a little noise.
 */
export interface MittelConfig {
  readonly contractNoise: number;
  /** Deals per card decision. */
  readonly samples: number;
  /** Weight of the rule of thumb's value beside the play-outs' mean. */
  readonly policyWeight: number;
  readonly temperature: number;
  readonly worst: number;
}

export const MITTEL: MittelConfig = { contractNoise: 3, samples: 1, policyWeight: 0.5, temperature: 1, worst: 5 };

export function mittelBot(config: MittelConfig = MITTEL): SchieberBot {
  return { name: 'mittel', game: 'schieber', decide: (d) => decideMittel(d, config) };
}

function decideMittel({ view, legal, seed }: SchieberDecision, cfg: MittelConfig): SchieberAction {
  if (legal.length === 1) return legal[0]!;
  const rng = Rng.fromSeed(seed);
  const k = knowledgeOf(view);
  if (view.phase === 'contract') {
    const values = contractValues(k.hand, !k.pushed).map((v) => v + logisticNoise(rng, cfg.contractNoise));
    const best = argmax(values);
    if (actionOf(legal, 'push') && values[best]! < pushValue(k.hand)) return contractAction(legal, -1);
    return contractAction(legal, best);
  }
  const weis = actionOf(legal, 'weis');
  if (weis && weisWorthDeclaring(view, k)) return weis;
  const choices = sensibleChoices(k, cardChoices(legal));
  if (choices.length === 1) return choices[0]!.action;
  const values = cardValues(k, choices, cfg, rng);
  return humanPick(choices.map((c, i) => ({ value: values[i]!, item: c.action })), cfg.temperature, cfg.worst, rng);
}

function cardValues(k: Knowledge, choices: readonly CardChoice[], cfg: MittelConfig, rng: Rng): number[] {
  const team = k.me & 1;
  const prior = policyValues(tableOf(k), k.me, choices);
  const sums = new Array<number>(choices.length).fill(0);
  let total = 0;
  for (let i = 0; i < cfg.samples; i++) {
    const d = sampleDeal(k, rng);
    const base = Sim.fromKnowledge(k, d.hands);
    for (let j = 0; j < choices.length; j++) {
      const sim = base.clone();
      sim.play(choices[j]!.card);
      playOut(sim);
      sums[j]! += d.weight * (sim.points[team]! - sim.points[1 - team]!);
    }
    total += d.weight;
  }
  return sums.map((s, j) => s / total + cfg.policyWeight * prior[j]!);
}

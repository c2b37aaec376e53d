import { Rng } from '../../cards/rng.ts';
import type { SedmaAction } from '../../games/sedma/notation.ts';
import { humanPick, logisticNoise } from '../choice.ts';
import { actionOf, averageStrength, handStrength, type Option, optionsOf, policyValues, type SedmaBot, type SedmaDecision, tableOf } from './common.ts';
import { type Knowledge, knowledgeOf } from './knowledge.ts';
import { playOut, utility } from './schwer.ts';
import { sampleDeal } from './sampler.ts';
import { Sim } from './sim.ts';

/**
 * Mittel: sound, not deep. The exchange (D-6) from its hand's strength against an average
 * partner hand, with a little noise; cards and the continue-or-stop choice (D-9) by a short
 * Monte Carlo — a few deals of the unseen cards and stock orders, each option finished by rule of
 * thumb — plus the rule of thumb's own judgement, with a little noise.
 */
export interface MittelConfig {
  readonly samples: number;
  readonly policyWeight: number;
  readonly temperature: number;
  readonly worst: number;
  readonly exchangeNoise: number;
}

export const MITTEL: MittelConfig = { samples: 2, policyWeight: 0.06, temperature: 0.05, worst: 0.3, exchangeNoise: 0.5 };

export function mittelBot(config: MittelConfig = MITTEL): SedmaBot {
  return { name: 'mittel', game: 'sedma', decide: (d) => decideMittel(d, config) };
}

function decideMittel({ view, legal, seed }: SedmaDecision, cfg: MittelConfig): SedmaAction {
  if (legal.length === 1) return legal[0]!;
  const rng = Rng.fromSeed(seed);
  const k = knowledgeOf(view);
  if (view.phase === 'exchange') {
    const mine = handStrength(k.hand, k.n) + logisticNoise(rng, cfg.exchangeNoise);
    return actionOf(legal, mine < averageStrength(k.unseen, k.n, rng) ? 'swap' : 'keep')!;
  }
  const options = optionsOf(legal);
  const values = optionValues(k, options, cfg, rng);
  return humanPick(options.map((o, i) => ({ value: values[i]!, item: o.action })), cfg.temperature, cfg.worst, rng);
}

function optionValues(k: Knowledge, options: readonly Option[], cfg: MittelConfig, rng: Rng): number[] {
  const side = k.sides[k.me]!;
  const prior = policyValues(tableOf(k), options);
  const sums = new Array<number>(options.length).fill(0);
  let total = 0;
  for (let i = 0; i < cfg.samples; i++) {
    const d = sampleDeal(k, rng);
    const base = Sim.fromKnowledge(k, d.hands, d.stock);
    for (let j = 0; j < options.length; j++) {
      const sim = base.clone();
      sim.play(options[j]!.card);
      playOut(sim);
      sums[j]! += d.weight * utility(sim, side);
    }
    total += d.weight;
  }
  return sums.map((s, j) => (total > 0 ? s / total : 0) + cfg.policyWeight * prior[j]!);
}

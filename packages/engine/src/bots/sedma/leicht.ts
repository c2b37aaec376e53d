import { Rng } from '../../cards/rng.ts';
import { POINT_CARDS, RANK_7, rankMask } from '../../games/sedma/cards.ts';
import type { SedmaAction } from '../../games/sedma/notation.ts';
import { humanPick } from '../choice.ts';
import { actionOf, optionsOf, policyValues, type SedmaBot, type SedmaDecision, tableOf } from './common.ts';
import { cardIdx, knowledgeOf } from './knowledge.ts';

/**
 * Leicht: a casual player. Swaps with its partner when it holds neither a 7 nor an Ace or Ten;
 * plays by the rule of thumb but remembers only the trick on the table and the one before (so it
 * misjudges which cards are still out), with a wide softmax — yet never an option far below its
 * best (no Ace on a trick the opponents take for sure).
 */
export interface LeichtConfig {
  readonly temperature: number;
  readonly worst: number;
}

export const LEICHT: LeichtConfig = { temperature: 5, worst: 10 };

export function leichtBot(config: LeichtConfig = LEICHT): SedmaBot {
  return { name: 'leicht', game: 'sedma', decide: (d) => decideLeicht(d, config) };
}

function decideLeicht({ view, legal, seed }: SedmaDecision, cfg: LeichtConfig): SedmaAction {
  if (legal.length === 1) return legal[0]!;
  const rng = Rng.fromSeed(seed);
  const k = knowledgeOf(view);
  if (view.phase === 'exchange') {
    const good = k.hand & (rankMask(RANK_7) | POINT_CARDS);
    return actionOf(legal, good === 0 ? 'swap' : 'keep')!;
  }
  let seen = 0;
  for (const c of k.trickCards) seen |= 1 << c;
  const last = view.lastTrick;
  if (last) for (const c of last.cards) seen |= 1 << cardIdx(c.card);
  const options = optionsOf(legal);
  const values = policyValues(tableOf(k, seen), options);
  return humanPick(options.map((o, i) => ({ value: values[i]!, item: o.action })), cfg.temperature, cfg.worst, rng);
}

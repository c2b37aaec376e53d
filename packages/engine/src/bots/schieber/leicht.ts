import { Rng } from '../../cards/rng.ts';
import { cardIndex, OBENABE, popcount9, RANK_9, RANK_U, rankOf, suitOf, UNDENUFE } from '../../games/schieber/cards.ts';
import { winningPosition } from '../../games/schieber/follow.ts';
import type { SchieberAction } from '../../games/schieber/notation.ts';
import { trickSize, withCard } from '../../games/schieber/trick.ts';
import { humanPick, logisticNoise } from '../choice.ts';
import { actionOf, cardChoices, contractAction, policyValues, type SchieberBot, type SchieberDecision, sensibleChoices, tableOf } from './common.ts';
import { type Knowledge, knowledgeOf } from './knowledge.ts';

/**
 * Leicht: a casual player. Chooses the contract by habit — trump in its longest suit (the Buur and
 * Nell count extra), Obenabe with three Aces, Undenufe with three 6s — and pushes when its best
 * suit is short, all judged with some noise; always declares its Weis; plays by the rule of thumb but
 * remembers only the trick on the table, the trick before and whether the Buur and Nell are out,
 * and never which suits others lack — with a wide softmax, yet never a move far below its best.
 */
export interface LeichtConfig {
  readonly contractNoise: number;
  readonly temperature: number;
  readonly worst: number;
  /** Habit: how much it likes taking a trick it can take (in points). */
  readonly greed: number;
}

export const LEICHT: LeichtConfig = { contractNoise: 1.5, temperature: 3.5, worst: 9, greed: 4 };

export function leichtBot(config: LeichtConfig = LEICHT): SchieberBot {
  return { name: 'leicht', game: 'schieber', decide: (d) => decideLeicht(d, config) };
}

function decideLeicht({ view, legal, seed }: SchieberDecision, cfg: LeichtConfig): SchieberAction {
  if (legal.length === 1) return legal[0]!;
  const rng = Rng.fromSeed(seed);
  const k = knowledgeOf(view);
  if (view.phase === 'contract') return contractAction(legal, habitContract(k.hand, actionOf(legal, 'push') !== undefined, cfg, rng));
  const weis = actionOf(legal, 'weis');
  if (weis) return weis;
  const choices = sensibleChoices(k, cardChoices(legal));
  const values = policyValues(tableOf(k, memoryOf(view, k), new Array<number>(16).fill(0)), k.me, choices);
  return humanPick(choices.map((c, i) => ({ value: values[i]! + greedFor(k, c.card, cfg), item: c.action })), cfg.temperature, cfg.worst, rng);
}

/** Taking a trick it can take now — but not with a trump over its partner's card. */
function greedFor(k: Knowledge, card: number, cfg: LeichtConfig): number {
  const n = trickSize(k.trick);
  if (n === 0 || winningPosition(withCard(k.trick, card), k.contract) !== n) return 0;
  const partnerWins = ((k.trickLeader + winningPosition(k.trick, k.contract)) & 1) === (k.me & 1);
  return partnerWins && suitOf(card) === k.trump ? 0 : cfg.greed;
}

/** What Leicht remembers face up: the trick on the table, the one before, the trump Buur and Nell. */
function memoryOf(view: SchieberDecision['view'], k: Knowledge): number[] {
  const seen = [0, 0, 0, 0];
  const note = (card: string): void => {
    const c = cardIndex(card);
    seen[suitOf(c)]! |= 1 << rankOf(c);
  };
  for (const t of view.trick) note(t.card);
  const last = view.tricks[view.tricks.length - 1];
  if (last) for (const t of last.cards) note(t.card);
  if (k.trump >= 0) seen[k.trump]! |= k.played[k.trump]! & ((1 << RANK_U) | (1 << RANK_9));
  return seen;
}

/** The contract by habit (-1: push). */
function habitContract(hand: readonly number[], mayPush: boolean, cfg: LeichtConfig, rng: Rng): number {
  const feel = (): number => logisticNoise(rng, cfg.contractNoise);
  let best = 0;
  let bestFeel = -Infinity;
  for (let suit = 0; suit < 4; suit++) {
    const m = hand[suit]!;
    const f = popcount9(m) + ((m >>> RANK_U) & 1) * 1.5 + ((m >>> RANK_9) & 1) + feel();
    if (f > bestFeel) {
      best = suit;
      bestFeel = f;
    }
  }
  let aces = 0;
  let sixes = 0;
  for (let suit = 0; suit < 4; suit++) {
    aces += (hand[suit]! >>> 8) & 1;
    sixes += hand[suit]! & 1;
  }
  if (aces + feel() >= 3 && aces >= sixes) return OBENABE;
  if (sixes + feel() >= 3) return UNDENUFE;
  if (mayPush && bestFeel < 4.5) return -1;
  return best;
}

import { cardIndex } from '../../games/schieber/cards.ts';
import type { SchieberView } from '../../games/schieber/view.ts';
import { contractValues, pushValue } from './contract.ts';
import type { Knowledge } from './knowledge.ts';
import { scoreCards } from './policy.ts';
import { Sim } from './sim.ts';

/**
 * Card reading: how well a sampled deal explains what the others did this round — the contract
 * chosen (or the push) by the contract model, and every card they played by the rule of thumb
 * (a softmax over its values, mixed with a uniform choice for the moves it would not make). The
 * deal's weight is multiplied by this likelihood, tempered, so that a trump chooser is read as
 * holding trumps and a player who did not take a trick cheaply as not able to.
 */
export interface ReadingConfig {
  /** Softmax temperatures: contract values (points of the contract model), card values. */
  readonly contractTemperature: number;
  readonly cardTemperature: number;
  /** Share of a uniform choice mixed into each modelled decision. */
  readonly floor: number;
  /** Exponent on the likelihood (below 1: trust the model less). */
  readonly power: number;
}

export const READING: ReadingConfig = { contractTemperature: 10, cardTemperature: 3, floor: 0.25, power: 0.5 };

const cards: number[] = new Array<number>(9).fill(0);
const values: number[] = new Array<number>(9).fill(0);

export function readingWeight(view: SchieberView, k: Knowledge, hands: readonly number[], cfg: ReadingConfig = READING): number {
  if (k.contract < 0) return 1;
  const dealt = hands.slice();
  for (let i = 0; i < 16; i++) dealt[i]! |= k.playedBy[i]!;
  let logL = contractLog(k, dealt, cfg);
  const sim = Sim.deal(k.contract, dealt, k.vorhand, k.declarer ?? k.vorhand);
  const note = (seat: number, card: number): void => {
    if (seat !== k.me) logL += Math.log(cardChance(sim, seat, card, cfg));
    sim.play(card);
  };
  for (const t of view.tricks) for (const c of t.cards) note(c.seat, cardIndex(c.card));
  for (const c of view.trick) note(c.seat, cardIndex(c.card));
  return Math.exp(cfg.power * logL);
}

/** The chance that Vorhand with this hand pushes (`pushed`) or chooses itself, by the contract model (J-4). */
export function pushChance(own: readonly number[], pushed: boolean, cfg: ReadingConfig = READING): number {
  const best = Math.max(...contractValues(own, true));
  const p = 1 / (1 + Math.exp(-(pushValue(own) - best) / cfg.contractTemperature));
  return cfg.floor / 2 + (1 - cfg.floor) * (pushed ? p : 1 - p);
}

function contractLog(k: Knowledge, dealt: readonly number[], cfg: ReadingConfig): number {
  let logL = 0;
  const hand = (s: number): number[] => dealt.slice(s * 4, s * 4 + 4);
  if (k.vorhand !== k.me) {
    // Vorhand pushed or chose (J-4).
    logL += Math.log(pushChance(hand(k.vorhand), k.pushed, cfg));
  }
  const d = k.declarer;
  if (d !== null && d !== k.me) {
    const v = contractValues(hand(d), !k.pushed);
    let top = -Infinity;
    for (const x of v) if (x > top) top = x;
    let z = 0;
    for (const x of v) z += Math.exp((x - top) / cfg.contractTemperature);
    const p = Math.exp((v[k.contract]! - top) / cfg.contractTemperature) / z;
    logL += Math.log(cfg.floor / 6 + (1 - cfg.floor) * p);
  }
  return logL;
}

function cardChance(sim: Sim, seat: number, card: number, cfg: ReadingConfig): number {
  const n = scoreCards(sim, seat, cards, values);
  if (n <= 1) return 1;
  let top = -Infinity;
  for (let i = 0; i < n; i++) if (values[i]! > top) top = values[i]!;
  let z = 0;
  let mine = 0;
  for (let i = 0; i < n; i++) {
    const w = Math.exp((values[i]! - top) / cfg.cardTemperature);
    z += w;
    if (cards[i] === card) mine = w;
  }
  return cfg.floor / n + (1 - cfg.floor) * (mine / z);
}

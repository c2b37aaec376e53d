import { cardIndex, rankOf, suitOf } from '../../games/schieber/cards.ts';
import { winningPosition } from '../../games/schieber/follow.ts';
import { CONTRACT_ACTIONS, PUSH, type SchieberAction } from '../../games/schieber/notation.ts';
import type { SchieberView } from '../../games/schieber/view.ts';
import { compareWeis, findWeis, type ShownWeis, type Weis } from '../../games/schieber/weis.ts';
import type { Bot, Decision } from '../bot.ts';
import type { Knowledge } from './knowledge.ts';
import type { Table } from './policy.ts';
import { trickSize } from '../../games/schieber/trick.ts';
import { scoreCards } from './policy.ts';

export type SchieberDecision = Decision<SchieberView, SchieberAction>;
export type SchieberBot = Bot<SchieberView, SchieberAction>;


export interface CardChoice {
  readonly card: number;
  readonly action: SchieberAction;
}

/** The legal card plays with their card indices. */
export function cardChoices(legal: readonly SchieberAction[]): CardChoice[] {
  const out: CardChoice[] = [];
  for (const a of legal) if (a.type === 'play') out.push({ card: cardIndex(a.card), action: a });
  return out;
}

/**
 * What no level does, because to a human partner it looks absurd: trumping the trick the partner
 * has already won (this seat plays last and the partner's card is winning) while holding another
 * card to play. Returns the choices without those (all of them if nothing else is left).
 */
export function sensibleChoices(k: Knowledge, choices: readonly CardChoice[]): readonly CardChoice[] {
  if (k.trump < 0 || trickSize(k.trick) !== 3) return choices;
  const winner = (k.trickLeader + winningPosition(k.trick, k.contract)) & 3;
  if ((winner & 1) !== (k.me & 1)) return choices;
  const rest = choices.filter((c) => suitOf(c.card) !== k.trump);
  return rest.length > 0 ? rest : choices;
}

export const actionOf = (legal: readonly SchieberAction[], type: SchieberAction['type']): SchieberAction | undefined =>
  legal.find((a) => a.type === type);

/** The legal action for a contract id (0…3 trump, 4 Obenabe, 5 Undenufe), or for pushing (-1). */
export function contractAction(legal: readonly SchieberAction[], contract: number): SchieberAction {
  const wanted = contract < 0 ? PUSH : CONTRACT_ACTIONS[contract]!;
  return legal.find((a) => a.type === wanted.type && (a.type !== 'trump' || (wanted.type === 'trump' && a.suit === wanted.suit))) ?? legal[0]!;
}

/** The policy's table for the viewer, from what it remembers (`played`) and the voids it knows. */
export function tableOf(k: Knowledge, played: readonly number[] = k.played, forbidden: readonly number[] = k.forbidden): Table {
  const hands = new Array<number>(16).fill(0);
  for (let s = 0; s < 4; s++) hands[k.me * 4 + s] = k.hand[s]!;
  return { contract: k.contract, hands, played, forbidden, trick: k.trick, leader: k.trickLeader, declarerTeam: (k.declarer ?? k.vorhand) & 1 };
}

/** The rule-of-thumb values of the legal cards, aligned with `choices`. */
export function policyValues(t: Table, me: number, choices: readonly CardChoice[]): number[] {
  const cards: number[] = [];
  const values: number[] = [];
  const n = scoreCards(t, me, cards, values);
  return choices.map((c) => {
    for (let i = 0; i < n; i++) if (cards[i] === c.card) return values[i]!;
    return -100;
  });
}


/**
 * J-12, J-14: whether declaring the hand's Weis can score. It reveals cards, so not when an
 * opponent has already declared more than this hand's best Weis can beat: a total of T points
 * holds a single Weis of at least 20 (T < 50), 50 (T < 120: 100 may be 50 + 50) or 100.
 */
export function weisWorthDeclaring(view: SchieberView, k: Knowledge): boolean {
  const mine = findWeis(k.hand, k.contract);
  if (mine.length === 0) return false;
  const best = mine[0]!;
  for (const d of view.weis) {
    if ((d.seat & 1) === (k.me & 1)) continue;
    const least = d.points >= 120 ? 100 : d.points >= 50 ? 50 : 20;
    if (least > best.points) return false;
    if (d.weis) for (const w of d.weis) if (compareWeis(weisOf(w), best, k.contract) > 0) return false;
  }
  return true;
}

/** A shown Weis (view) as the engine's Weis, for J-14 comparisons. */
export function weisOf(w: ShownWeis): Weis {
  const cards = w.cards.map(cardIndex);
  const ranks = cards.map(rankOf);
  return {
    kind: w.kind,
    suit: w.kind === 'four' ? -1 : suitOf(cards[0]!),
    low: Math.min(...ranks),
    high: Math.max(...ranks),
    size: cards.length,
    points: w.points,
  };
}

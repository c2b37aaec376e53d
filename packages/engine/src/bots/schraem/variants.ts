import { popcount } from '../../cards/bits.ts';
import type { Rng } from '../../cards/rng.ts';
import type { SchraemAction } from '../../games/schraem/notation.ts';
import type { SchraemView } from '../../games/schraem/view.ts';
import { actionOf } from './common.ts';
import { ALL_CARDS, cardIndex } from './cards.ts';
import { ownStrength } from './estimate.ts';
import type { Knowledge } from './knowledge.ts';

/**
 * The decisions of the regional switches (V-2 exchange and its answers, V-3 hübschen). An
 * exchange under `turn` or `challenge` is judged like a knock: from the cards the seat can rule
 * out, how likely four courts were against how often an exchanger bluffs.
 */
export interface VariantStyle {
  /** How often the seat bluffs an exchange with a weak hand (V-2 turn/challenge). */
  readonly bluff: number;
  /** Below this chance to win the hand a hand counts as weak (bluff, propose, agree). */
  readonly weakAt: number;
  /** The share of exchangers the seat believes bluff. */
  readonly believedBluff: number;
  /** Noise on the judged chance of a bluff (Leicht guesses). */
  readonly noise: number;
}

export const VARIANT_STYLES = {
  leicht: { bluff: 0.15, weakAt: 0.2, believedBluff: 0.3, noise: 0.3 },
  mittel: { bluff: 0.05, weakAt: 0.12, believedBluff: 0.07, noise: 0.03 },
  schwer: { bluff: 0.08, weakAt: 0.1, believedBluff: 0.08, noise: 0 },
} as const satisfies Record<string, VariantStyle>;

const isCourt = (card: number): boolean => (card & 7) >= 4;
const COURTS = (() => {
  let m = 0;
  for (let c = 0; c < 32; c++) if (isCourt(c)) m |= 1 << c;
  return m;
})();

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

/** The cards that could lie face down under the exchange: neither mine, nor face up, nor shown. */
function hiddenPool(view: SchraemView, k: Knowledge): number {
  let shown = 0;
  for (const t of view.shownLaid) shown |= 1 << cardIndex(t.card);
  return ALL_CARDS & k.unseen & ~shown;
}

/**
 * The chance the exchange was a bluff. Before anything was shown: four courts from the pool
 * against any other four, weighted by the believed bluff rate. After three courts shown under
 * `turn` (a bluff with one number card survives that a quarter of the time): the fourth card.
 */
export function bluffChance(view: SchraemView, k: Knowledge, style: VariantStyle): number {
  const pool = hiddenPool(view, k);
  const u = popcount(pool);
  const c = popcount(pool & COURTS);
  const b = style.believedBluff;
  if (view.turned >= 3) {
    const numbers = u - c;
    const bluff = b * 0.25 * numbers;
    return bluff + c === 0 ? 0 : bluff / (bluff + c);
  }
  const honest = choose(c, 4);
  const other = choose(u, 4) - honest;
  const bluff = b * other;
  return bluff + honest === 0 ? 1 : bluff / (bluff + honest);
}

function weak(k: Knowledge, style: VariantStyle): boolean {
  return k.myHand !== null && ownStrength(k) < style.weakAt;
}

/** The switch decisions, or null when the phase is not one of them. */
export function variantDecision(view: SchraemView, legal: readonly SchraemAction[], k: Knowledge, style: VariantStyle, rng: Rng): SchraemAction | null {
  const pick = (type: SchraemAction['type']): SchraemAction => actionOf(legal, type) ?? legal[0]!;
  switch (view.phase) {
    case 'preplay': {
      const hand = k.myHand ?? 0;
      const exchange = actionOf(legal, 'exchange');
      if (exchange) {
        const courts = hand !== 0 && (hand & ~COURTS) === 0;
        // Four courts are the lowest cards of their suits: four new ones are better on average.
        if (courts) return exchange;
        if (view.options.fourCourts !== 'honest' && weak(k, style) && rng.next() < style.bluff) return exchange;
      }
      if (actionOf(legal, 'propose') && weak(k, style)) return pick('propose');
      return pick('keep');
    }
    case 'verify': {
      // The first turn costs the turner nothing.
      if (actionOf(legal, 'turn') && view.turned === 0) return pick('turn');
      const p = bluffChance(view, k, style) + (style.noise > 0 ? (rng.next() - 0.5) * 2 * style.noise : 0);
      return p > 0.5 ? pick(actionOf(legal, 'turn') ? 'turn' : 'challenge') : pick('accept');
    }
    case 'huebschen':
      return pick(k.myHand === null || ownStrength(k) < 1 / Math.max(2, popcount(k.inHand)) ? 'agree' : 'refuse');
    default:
      return null;
  }
}

import { parseCardIndex, SWISS36 } from '../../cards/deck.ts';
import { OptionsError, ParseError } from '../../errors.ts';
import type { Seat } from '../../game.ts';
import { rankOf, suitOf } from './cards.ts';
import { SEAT_COUNT, type TeamPoints } from './state.ts';

export interface Start {
  readonly dealer?: Seat;
  readonly scores?: TeamPoints;
}

/** Scenario `start`: `dealer` (a seat) and `scores` (match totals of both teams, below the target). */
export function parseStart(raw: unknown, target: number): Start | OptionsError {
  if (raw === undefined) return {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return new OptionsError('bad-start', 'start must be an object');
  const { dealer, scores, ...rest } = raw as Record<string, unknown>;
  if (Object.keys(rest).length > 0) {
    return new OptionsError('bad-start', `start: unknown keys ${Object.keys(rest).join(', ')} (known: dealer, scores)`);
  }
  const out: { dealer?: Seat; scores?: TeamPoints } = {};
  if (dealer !== undefined) {
    if (typeof dealer !== 'number' || !Number.isInteger(dealer) || dealer < 0 || dealer >= SEAT_COUNT) {
      return new OptionsError('bad-start', 'start.dealer must be a seat from 0 to 3');
    }
    out.dealer = dealer as Seat;
  }
  if (scores !== undefined) {
    if (
      !Array.isArray(scores) ||
      scores.length !== 2 ||
      !scores.every((x) => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < target)
    ) {
      return new OptionsError('bad-start', `start.scores must list the two team totals, whole numbers from 0 to ${target - 1}`);
    }
    out.scores = [scores[0] as number, scores[1] as number];
  }
  return out;
}

/** Scenario `deals`: per round four hands of nine cards, the whole deck (J-1, J-2). */
export function parseDeals(raw: readonly unknown[] | undefined): number[][] | OptionsError {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return new OptionsError('bad-deal', 'deals must be a list of deals');
  const deals: number[][] = [];
  for (const [k, deal] of raw.entries()) {
    if (!Array.isArray(deal) || deal.length !== SEAT_COUNT) {
      return new OptionsError('bad-deal', `deal ${k + 1} must list the hands of all 4 seats`);
    }
    const seen = new Set<number>();
    const hands = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    for (const [s, hand] of deal.entries()) {
      if (!Array.isArray(hand) || hand.length !== 9) {
        return new OptionsError('bad-deal', `deal ${k + 1}, seat ${s}: a hand is 9 cards`);
      }
      for (const text of hand) {
        const i = parseCardIndex(SWISS36, String(text));
        if (i instanceof ParseError) return new OptionsError('bad-deal', `deal ${k + 1}, seat ${s}: ${i.message}`);
        if (seen.has(i)) return new OptionsError('bad-deal', `deal ${k + 1}: ${String(text)} is dealt twice`);
        seen.add(i);
        hands[s * 4 + suitOf(i)]! |= 1 << rankOf(i);
      }
    }
    deals.push(hands);
  }
  return deals;
}

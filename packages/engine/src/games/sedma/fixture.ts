import { GERMAN32, parseCardIndex } from '../../cards/deck.ts';
import { OptionsError, ParseError } from '../../errors.ts';
import type { Seat } from '../../game.ts';
import { cardText, HAND_SIZE, removedFor } from './cards.ts';
import type { FixedDeal } from './state.ts';

/** Scenario and test hooks (DESIGN.md): `start` and `deals`, validated into clear OptionsErrors. */

export interface Start {
  readonly leader?: Seat;
  readonly gamesWon?: readonly number[];
  readonly gamesWonBySeat?: readonly number[];
  /** The number of the first game; above 1 the match is under way (D-6: the exchange is offered). */
  readonly game?: number;
}

const START_KEYS = ['leader', 'gamesWon', 'gamesWonBySeat', 'game'] as const;

const bad = (message: string) => new OptionsError('bad-start', `start: ${message}`);

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

function counts(raw: unknown, length: number, key: string): number[] | OptionsError {
  if (!Array.isArray(raw) || raw.length !== length || !raw.every(isCount)) {
    return bad(`${key} must list ${length} whole numbers from 0`);
  }
  return raw as number[];
}

export function parseStart(raw: unknown, n: number): Start | OptionsError {
  if (raw === undefined) return {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad('must be an object');
  const r = raw as Record<string, unknown>;
  const extra = Object.keys(r).filter((k) => !(START_KEYS as readonly string[]).includes(k));
  if (extra.length > 0) return bad(`unknown keys ${extra.join(', ')} (known: ${START_KEYS.join(', ')})`);
  const out: { -readonly [K in keyof Start]: Start[K] } = {};
  if (r.leader !== undefined) {
    if (typeof r.leader !== 'number' || !Number.isInteger(r.leader) || r.leader < 0 || r.leader >= n) {
      return bad(`leader must be a seat from 0 to ${n - 1}`);
    }
    out.leader = r.leader as Seat;
  }
  if (r.gamesWon !== undefined) {
    const g = counts(r.gamesWon, 2, 'gamesWon');
    if (g instanceof OptionsError) return g;
    out.gamesWon = g;
  }
  if (r.gamesWonBySeat !== undefined) {
    const g = counts(r.gamesWonBySeat, n, 'gamesWonBySeat');
    if (g instanceof OptionsError) return g;
    out.gamesWonBySeat = g;
  }
  if (r.game !== undefined) {
    if (!isCount(r.game) || r.game < 1) return bad('game must be a whole number from 1');
    out.game = r.game;
  }
  return out;
}

function cardList(raw: unknown, where: string, seen: { mask: number }, n: number): number[] | OptionsError {
  if (!Array.isArray(raw)) return new OptionsError('bad-deal', `${where}: a list of cards`);
  const out: number[] = [];
  for (const text of raw) {
    const i = parseCardIndex(GERMAN32, String(text));
    if (i instanceof ParseError) return new OptionsError('bad-deal', `${where}: ${i.message}`);
    if ((removedFor(n) >>> i) & 1) {
      return new OptionsError('bad-deal', `${where}: ${cardText(i)} is not in the three-player deck (D-3)`);
    }
    if ((seen.mask >>> i) & 1) return new OptionsError('bad-deal', `${where}: ${cardText(i)} is dealt twice`);
    seen.mask |= 1 << i;
    out.push(i);
  }
  return out;
}

/**
 * Each deal is a list of hands (four cards per seat) or `{ hands, stock }` with the stock's top
 * cards first; the rest of the deck follows in a seeded order. Every card is checked against the
 * deck of the table (D-1, D-3) and may appear once, so no deal can list more cards than the deck.
 */
export function parseDeals(raw: readonly unknown[] | undefined, n: number): FixedDeal[] | OptionsError {
  if (raw === undefined) return [];
  const deals: FixedDeal[] = [];
  for (const [k, deal] of raw.entries()) {
    const where = `deal ${k + 1}`;
    let handsRaw: unknown = deal;
    let stockRaw: unknown = [];
    if (deal !== null && typeof deal === 'object' && !Array.isArray(deal)) {
      const o = deal as Record<string, unknown>;
      const extra = Object.keys(o).filter((key) => key !== 'hands' && key !== 'stock');
      if (extra.length > 0) return new OptionsError('bad-deal', `${where}: unknown keys ${extra.join(', ')} (known: hands, stock)`);
      handsRaw = o.hands;
      stockRaw = o.stock ?? [];
    }
    if (!Array.isArray(handsRaw) || handsRaw.length !== n) {
      return new OptionsError('bad-deal', `${where} must list the hands of all ${n} seats`);
    }
    const seen = { mask: 0 };
    const hands: number[] = [];
    for (const [s, hand] of handsRaw.entries()) {
      const cards = cardList(hand, `${where}, seat ${s}`, seen, n);
      if (cards instanceof OptionsError) return cards;
      if (cards.length !== HAND_SIZE) return new OptionsError('bad-deal', `${where}, seat ${s}: a hand is ${HAND_SIZE} cards (D-5)`);
      hands.push(cards.reduce((m, c) => m | (1 << c), 0));
    }
    const stock = cardList(stockRaw, `${where}, stock`, seen, n);
    if (stock instanceof OptionsError) return stock;
    deals.push({ hands, stock });
  }
  return deals;
}

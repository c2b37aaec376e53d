import { describe, expect, it } from 'vitest';
import { bitsOf, popcount } from '../../cards/bits.ts';
import { Rng } from '../../cards/rng.ts';
import { sedma } from '../../games/sedma/index.ts';
import { ChanceSolver, forEachSubset, marginUtility } from './chance.ts';
import { chanceScores } from './chance-search.ts';
import { optionsOf as optionsOfLegal } from './common.ts';
import { knowledgeOf, maskOf } from './knowledge.ts';
import { resultFor, Sim, STOP } from './sim.ts';
import { Solver } from './solver.ts';
import { randomPositions } from './testing.ts';

const PW = 4;
const cardsOf = (xs: readonly string[]): number[] => xs.map((c) => bitsOf(maskOf([c]))[0]!);
const permutations = (xs: readonly number[]): number[][] =>
  xs.length <= 1 ? [xs.slice()] : xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
const optionsOf = (sim: Sim): number[] => [...bitsOf(sim.playable()), ...(sim.continuing ? [STOP] : [])];

/** The chance value with a fresh solver (its memo empty). */
const chanceValue = (sim: Sim, side: number): number => {
  const c = sim.clone();
  c.chance = true;
  return new ChanceSolver(side, PW).value(c);
};

/** The perfect-information value (solver.ts) as a utility, the stock in the sim's order. */
const perfectValue = (sim: Sim, side: number): number => marginUtility(new Solver().value(sim, side), PW);

/**
 * Brute force on the ordinary sim (the stock in order): plain expectimax, no pruning, no memo;
 * a move that ends a trick with draws is played on every order of the stock left, equally likely.
 */
function brute(sim: Sim, side: number): number {
  if (sim.over) return marginUtility(resultFor(sim, side), PW);
  const values = optionsOf(sim).map((o) => {
    const trial = sim.clone();
    trial.play(o);
    if (trial.stockLeft === sim.stockLeft) return brute(trial, side);
    const orders = permutations(sim.stock.slice(sim.stockAt));
    let sum = 0;
    for (const order of orders) {
      const next = sim.clone();
      next.stock.splice(next.stockAt, order.length, ...order);
      next.play(o);
      sum += brute(next, side);
    }
    return sum / orders.length;
  });
  return sim.sides[sim.toAct] === side ? Math.max(...values) : Math.min(...values);
}

/** Two players, random small hands and a small stock (not a dealt game's sizes: draws of 1 and of 2 cards each). */
function tinyPositions(count: number, hand: number, stock: number, seed: string): Sim[] {
  const rng = Rng.fromSeed(seed);
  return Array.from({ length: count }, (_, i) => {
    const cards = rng.shuffle([...Array(32).keys()]);
    const mask = (from: number, to: number): number => cards.slice(from, to).reduce((m, c) => m | (1 << c), 0);
    const sim = new Sim(2, [0, 1], [mask(0, hand), mask(hand, 2 * hand)], cards.slice(2 * hand, 2 * hand + stock), i % 2);
    sim.points[0] = 10 * rng.int(4);
    sim.points[1] = 10 * rng.int(4);
    return sim;
  });
}

describe('Sedma chance solver (the draws as chance nodes)', () => {
  it('equals the perfect-information solver when the stock is empty (dealt 2-player positions)', () => {
    let checked = 0;
    for (const p of randomPositions(1500, 'chance-empty', 1)) {
      const { state, seat } = p;
      if (state.options.players !== 2 || state.stock.length > 0 || (state.phase !== 'play' && state.phase !== 'continue')) continue;
      const sim = Sim.fromKnowledge(knowledgeOf(sedma.viewFor(state, seat)), state.hands, state.stock);
      for (const side of [0, 1]) expect(chanceValue(sim, side)).toBeCloseTo(perfectValue(sim, side), 12);
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('equals it with one card in the stock: two players never draw half a round (D-11), so nothing is uncertain', () => {
    for (const sim of tinyPositions(40, 3, 1, 'chance-one')) expect(chanceValue(sim, 0)).toBeCloseTo(perfectValue(sim, 0), 12);
  });

  it('equals a brute-force expectimax over every order of the stock at each draw (tiny positions, draws of 1 and of 2 cards)', () => {
    let differs = 0;
    const cases = [...tinyPositions(25, 2, 4, 'chance-brute-a'), ...tinyPositions(25, 3, 2, 'chance-brute-b'), ...tinyPositions(10, 1, 4, 'chance-brute-c')];
    for (const sim of cases) {
      const v = chanceValue(sim, 0);
      expect(v).toBeCloseTo(brute(sim, 0), 9);
      const orders = permutations(sim.stock);
      const perfect = orders.reduce((s, o) => s + perfectValue(new Sim(2, [0, 1], sim.hands, o, sim.leader), 0), 0) / orders.length;
      if (Math.abs(perfect - v) > 1e-9) differs++;
    }
    // Not the mean of the perfect-information values: the draws are not known in advance.
    expect(differs).toBeGreaterThan(5);
  });

  it('with a window, a bound on the right side of it (fail-soft) or the exact value inside it', () => {
    let cut = 0;
    for (const sim of [...tinyPositions(30, 2, 4, 'chance-window-a'), ...tinyPositions(30, 3, 2, 'chance-window-b')]) {
      const exact = chanceValue(sim, 0);
      for (const [d1, d2] of [[-0.3, 0.3], [-1, -0.2], [0.2, 1], [-0.05, 0.05], [-0.4, 0], [0, 0.4]] as const) {
        const c = sim.clone();
        c.chance = true;
        const [a, b] = [exact + d1, exact + d2];
        const v = new ChanceSolver(0, PW).value(c, a, b);
        if (d1 >= 0) {
          // The exact value is at or below the window: an upper bound, at most alpha.
          expect(v).toBeLessThanOrEqual(a);
          expect(v).toBeGreaterThanOrEqual(exact - 1e-9);
        } else if (d2 <= 0) {
          expect(v).toBeGreaterThanOrEqual(b);
          expect(v).toBeLessThanOrEqual(exact + 1e-9);
        } else expect(v).toBeCloseTo(exact, 9);
        if (Math.abs(v - exact) > 1e-9) cut++;
      }
    }
    expect(cut).toBeGreaterThan(20);
  });

  it('leading 9l looks best only to a search that knows which of Kl and Tb it draws', () => {
    // Seat 0 leads; seat 1 holds Ah Ob 8l 9a; the stock is Kl and Tb in an unknown order.
    const hands = [maskOf(['7h', 'Th', '9l', 'Tl']), maskOf(['Ah', 'Ob', '8l', '9a'])];
    const stock = cardsOf(['Kl', 'Tb']);
    const after = (card: string, order: readonly number[]): Sim => {
      const sim = new Sim(2, [0, 1], hands, order, 0);
      sim.play(cardsOf([card])[0]!);
      return sim;
    };
    const perfect = (card: string): number => permutations(stock).reduce((s, o) => s + perfectValue(after(card, o), 0), 0) / 2;
    const chance = (card: string): number => chanceValue(after(card, stock), 0);
    const leads = ['7h', 'Th', '9l', 'Tl'];
    expect(leads.every((c) => perfect('9l') > perfect(c) || c === '9l')).toBe(true);
    expect(chance('9l')).toBeLessThan(perfect('9l') - 1);
    expect(Math.max(chance('Th'), chance('Tl'))).toBeGreaterThan(chance('9l') + 1);
  });

  it('keeps to its work: a solve past the budget is dropped, never counted (two players, 11 or 12 cards with a stock)', () => {
    let dropped = 0;
    let checked = 0;
    for (const [i, p] of randomPositions(2500, 'chance-budget', 1).entries()) {
      const { state, seat } = p;
      const cards = popcount(state.hands[0]!) + popcount(state.hands[1]!) + state.stock.length;
      if (state.options.players !== 2 || state.stock.length === 0 || cards < 11 || cards > 12 || state.phase !== 'play') continue;
      const legal = sedma.legalActions(state, seat);
      const k = knowledgeOf(sedma.viewFor(state, seat));
      const work = 3000;
      const r = chanceScores(k, null, optionsOfLegal(legal), work, PW, Rng.fromSeed(`b${i}`));
      expect(r.nodes).toBeLessThan(work + 500);
      if (r.total === 0) dropped++;
      else expect(r.score.every((v) => Number.isFinite(v) && v / r.total >= -5 && v / r.total <= 6)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
    expect(dropped).toBeGreaterThan(0);
  });

  it('forEachSubset: every subset of the size, once', () => {
    const seen = new Set<number>();
    forEachSubset(maskOf(['7h', 'Th', 'Al', 'Ab', '9a']) | (1 << 31), 3, (s) => {
      expect(popcount(s)).toBe(3);
      seen.add(s);
    });
    expect(seen.size).toBe(20);
  });
});

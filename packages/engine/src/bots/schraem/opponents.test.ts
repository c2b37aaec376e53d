import { describe, expect, it } from 'vitest';
import { Rng } from '../../cards/rng.ts';
import { schraem } from '../../games/schraem/index.ts';
import { maskOfCards } from './cards.ts';
import { fitLogistic, logLoss } from './fit.ts';
import { DealPool, type Inference } from './inference.ts';
import { knowledgeOf } from './knowledge.ts';
import { holdThreshold } from './betting.ts';
import { answerChance, answerFacts, fittedAnswerChance, strengthNow } from './model.ts';
import { betRows, type Seat } from './opponent-data.ts';
import { fitKind, modelText, soundChance } from './opponent-fit.ts';
import { OPPONENT_MODEL } from './opponent-model.gen.ts';
import { type BetFacts, FEATURES, fittedChance, type Opponents } from './opponents.ts';
import { positionAfter } from './testing.ts';

const MITTEL_LEICHT = (g: number): readonly Seat[] => (g % 3 === 2 ? ['medium', 'easy', 'medium', 'easy'] : ['medium', 'medium', 'medium', 'medium']);

describe('the fitted model of how the others bet (opponents.ts, issue 19)', () => {
  it('the fitter recovers known coefficients from synthetic data', () => {
    const rng = Rng.fromSeed('synthetic');
    const truth = [-0.5, 2, -1.5, 0.8];
    const x: number[][] = [];
    const y: number[] = [];
    for (let i = 0; i < 50_000; i++) {
      const row = [1, rng.next() * 2 - 1, rng.next() * 2 - 1, rng.next() < 0.3 ? 1 : 0];
      const z = row.reduce((s, v, j) => s + v * truth[j]!, 0);
      x.push(row);
      y.push(rng.next() < 1 / (1 + Math.exp(-z)) ? 1 : 0);
    }
    const w = fitLogistic({ x, y });
    for (let j = 0; j < truth.length; j++) expect(Math.abs(w[j]! - truth[j]!)).toBeLessThan(0.08);
  });

  it('the shipped table has a weight per feature for each decision, finite and not all zero', () => {
    for (const kind of ['knock', 'hold'] as const) {
      const w = OPPONENT_MODEL[kind];
      expect(w).toHaveLength(FEATURES);
      expect(w.every(Number.isFinite)).toBe(true);
      expect(w.some((v) => v !== 0)).toBe(true);
    }
  });

  it('a stronger hand knocks and holds more often under the fitted model', () => {
    const facts: BetFacts = { strength: 0, threshold: 0.45, knockers: 0, value: 1, cards: 4, seats: 4, lives: 7, holds: 0, stake: 1 };
    for (const kind of ['knock', 'hold'] as const) {
      const chances = [0.1, 0.3, 0.5, 0.7, 0.9].map((strength) => fittedChance(kind, { ...facts, strength }));
      for (let i = 1; i < chances.length; i++) expect(chances[i]!).toBeGreaterThan(chances[i - 1]!);
    }
  });

  it('on new games (another seed) the shipped table predicts the bets better than the hand-made model', () => {
    const rows = betRows('held-out test', 12, undefined, MITTEL_LEICHT);
    for (const kind of ['knock', 'hold'] as const) {
      const rs = rows.filter((r) => r.kind === kind);
      expect(rs.length).toBeGreaterThan(100);
      const y = rs.map((r) => (r.bold ? 1 : 0));
      const fitted = logLoss(rs.map((r) => fittedChance(kind, r.facts)), y);
      const sound = logLoss(rs.map((r) => soundChance(kind, r.facts)), y);
      expect(fitted).toBeLessThan(sound);
    }
  });

  it('the same seed gives the same table', () => {
    const text = () => {
      const rows = betRows('tiny', 50, undefined, () => ['medium', 'medium', 'medium', 'medium']);
      return modelText('tiny', 50, rows.length, fitKind(rows, 'knock'), fitKind(rows, 'hold'));
    };
    const a = text();
    expect(a).toContain('export const OPPONENT_MODEL');
    expect(text()).toBe(a);
  }, 60_000);
});

describe('Schwer reads the others by the fitted model (SchwerConfig.opponents)', () => {
  const DEAL = [
    ['Jc', 'Qd', 'Ks', 'Ah'],
    ['Tc', 'Td', '9s', '8h'],
    ['9c', 'Ts', '8d', 'Jh'],
    ['Qc', 'Jd', 'Qs', 'Kh'],
  ];
  // Seat 0 leads, seat 1 knocks before its card (S-11), seat 2 holds (S-13); seat 3 is to answer.
  const state = positionAfter({ mode: 'profi', players: 4 }, { lives: [7, 7, 7, 7], leader: 0 }, DEAL, ['0: play Jc', '1: knock', '2: hold']);
  const view = schraem.viewFor(state, 3);
  const k = knowledgeOf(view);
  const believed = (opponents: Opponents, seat: number, inference: Inference = 'cards'): number => {
    const pool = new DealPool(view, k, Rng.fromSeed('fit'), inference, opponents);
    let sum = 0;
    let total = 0;
    for (let i = 0; i < 600; i++) {
      const d = pool.get(i);
      sum += d.weight * strengthNow(k, seat, d.hands[seat]!);
      total += d.weight;
    }
    return sum / total;
  };

  it('the knocker and the holder are believed stronger than a random hand, and not as the hand-made model believes', () => {
    for (const seat of [1, 2]) {
      const uniform = believed('sound', seat, 'none');
      expect(believed('fitted', seat)).toBeGreaterThan(uniform + 0.05);
      expect(believed('fitted', seat)).not.toBeCloseTo(believed('sound', seat), 3);
    }
  });

  it('answer chances come from the fitted model, each seat seeing the answers before it', () => {
    // Seat 0, to lead, weighs a knock: seat 1 would answer first, then 2 and 3.
    const start = positionAfter({ mode: 'profi', players: 4 }, { lives: [7, 7, 7, 7], leader: 0 }, DEAL, []);
    const v0 = schraem.viewFor(start, 0);
    const k0 = knowledgeOf(v0);
    const hands = new Int32Array(4);
    hands[3] = maskOfCards(['Ac', 'Ad', 'As', 'Kc']);
    const facts = answerFacts(v0, k0, 3, 2, true);
    expect(facts.knockers).toBe(1);
    expect(facts.holds).toBe(0);
    const chance = (stay: number, held: number) => fittedAnswerChance(v0, k0, hands, 3, { facts, stay, held, threshold: 0.3, callBias: 0.2, fittedBias: 0 });
    const all = chance(0b1111, 0);
    const t = holdThreshold({ lives: v0.lives, inHand: [0, 1, 2, 3], value: 2 }, 3, 1);
    expect(all).toBeCloseTo(fittedChance('hold', { ...facts, strength: strengthNow(k0, 3, hands[3]!), threshold: t }), 9);
    expect(all).not.toBeCloseTo(answerChance(v0, k0, hands, 3, t, 0.2), 2);
    // Seats 1 and 2 passed before it: fewer to beat, it holds more readily.
    expect(chance(0b1001, 0)).toBeGreaterThan(all + 0.02);
  });
});

import { OFFLINE_MAX_BUDGET_MS, OFFLINE_MIN_BUDGET_MS, offlineBudgetAt } from '@stammtisch/protocol';
import { describe, expect, it } from 'vitest';
import { BudgetKeeper, decisionKind, FIRST_BUDGET_MS, TARGET_MEDIAN_MS } from './budget.ts';

const CARD = 'play:play';

describe("Schwer's budget on a device", () => {
  it('starts at the first budget, then aims the decision time at the target', () => {
    const k = new BudgetKeeper();
    expect(k.budgetFor(CARD)).toBe(FIRST_BUDGET_MS);
    // A phone: 20 budget-ms took 800 ms (40 ms per budget-ms) → 100 / 40 = 2, raised to the floor.
    k.observe(CARD, 20, 800);
    expect(k.budgetFor(CARD)).toBe(OFFLINE_MIN_BUDGET_MS);
    const mid = new BudgetKeeper();
    mid.observe(CARD, 20, 80); // 4 ms per budget-ms → 25
    expect(mid.budgetFor(CARD)).toBe(Math.floor(TARGET_MEDIAN_MS / 4));
  });

  it('a fast device keeps the default, and the figure is smoothed, not replaced', () => {
    const k = new BudgetKeeper();
    k.observe(CARD, 20, 10);
    expect(k.budgetFor(CARD)).toBe(OFFLINE_MAX_BUDGET_MS);
    k.observe(CARD, 40, 400); // one slow decision: 0.7 × 0.5 + 0.3 × 10 = 3.35 ms per budget-ms
    expect(k.budgetFor(CARD)).toBe(Math.floor(TARGET_MEDIAN_MS / 3.35));
  });

  it('issue 21: each decision kind has its own figure, so a costlier kind searches proportionally less', () => {
    const k = new BudgetKeeper();
    k.observe(CARD, 20, 80); // cards: 4 ms per budget-ms → 25
    // Sedma's exchange is new here: it starts at the floor whatever the cards cost.
    expect(k.budgetFor('exchange:keep+swap')).toBe(FIRST_BUDGET_MS);
    k.observe('exchange:keep+swap', 5, 32); // 6.4 ms per budget-ms, 1.6× the cards → 15
    expect(k.budgetFor('exchange:keep+swap')).toBe(Math.floor(TARGET_MEDIAN_MS / 6.4));
    expect(k.budgetFor(CARD)).toBe(Math.floor(TARGET_MEDIAN_MS / 4));
  });

  it("a decision's kind is its phase and the types of its legal actions", () => {
    expect(decisionKind({ phase: 'play' }, [{ type: 'play', card: 'Ah' }, { type: 'knock' }, { type: 'play', card: '7h' }])).toBe('play:knock+play');
    expect(decisionKind({ phase: 'exchange' }, [{ type: 'swap' }, { type: 'keep' }])).toBe('exchange:keep+swap');
    expect(decisionKind({}, ['x'])).toBe('?:?');
  });

  it('the recorded steps give the budget per action index', () => {
    const steps = [[3, 20], [9, 12]] as const;
    expect(offlineBudgetAt(undefined, 5)).toBe(OFFLINE_MAX_BUDGET_MS);
    expect(offlineBudgetAt(steps, 2)).toBe(OFFLINE_MAX_BUDGET_MS);
    expect(offlineBudgetAt(steps, 3)).toBe(20);
    expect(offlineBudgetAt(steps, 8)).toBe(20);
    expect(offlineBudgetAt(steps, 9)).toBe(12);
  });
});

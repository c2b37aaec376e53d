import { OFFLINE_MAX_BUDGET_MS, OFFLINE_MIN_BUDGET_MS, offlineBudgetAt } from '@stammtisch/protocol';
import { describe, expect, it } from 'vitest';
import { BudgetKeeper, FIRST_BUDGET_MS, TARGET_MEDIAN_MS } from './budget.ts';

describe("Schwer's budget on a device", () => {
  it('starts at the first budget, then aims the decision time at the target', () => {
    const k = new BudgetKeeper();
    expect(k.budgetMs).toBe(FIRST_BUDGET_MS);
    // A phone: 20 budget-ms took 800 ms (40 ms per budget-ms) → 100 / 40 = 2, raised to the floor.
    k.observe(20, 800);
    expect(k.budgetMs).toBe(OFFLINE_MIN_BUDGET_MS);
    const mid = new BudgetKeeper();
    mid.observe(20, 80); // 4 ms per budget-ms → 25
    expect(mid.budgetMs).toBe(Math.floor(TARGET_MEDIAN_MS / 4));
  });

  it('a fast device keeps the default, and the figure is smoothed, not replaced', () => {
    const k = new BudgetKeeper();
    k.observe(20, 10);
    expect(k.budgetMs).toBe(OFFLINE_MAX_BUDGET_MS);
    k.observe(40, 400); // one slow decision: 0.7 × 0.5 + 0.3 × 10 = 3.35 ms per budget-ms
    expect(k.budgetMs).toBe(Math.floor(TARGET_MEDIAN_MS / 3.35));
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

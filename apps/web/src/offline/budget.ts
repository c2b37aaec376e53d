import { OFFLINE_MAX_BUDGET_MS, OFFLINE_MIN_BUDGET_MS } from '@stammtisch/protocol';

/**
 * Schwer's time budget on this device. The bots stay deterministic — no deadline inside a search:
 * the server replays every offline game and checks each bot move exactly — so the worker instead
 * chooses the *amount of work* of the next decision (BotOptions.budgetMs) from how long the last
 * ones took here, and the game's record carries every change (OfflineRecord.budgets).
 *
 * A decision's time is about proportional to its budget on a given device, with a long tail (the
 * p95 is about three times the median, docs/web.md#phone-figures); so the keeper aims the median at
 * a third of the 300 ms that the p95 may take.
 */
export const TARGET_MEDIAN_MS = 100;
/**
 * A fresh worker's first budget: the floor. Its first decisions run code the JIT has not compiled
 * yet, several times slower per unit of work than later ones (docs/web.md#phone-figures), so they
 * search least; the keeper raises the budget as the decisions get faster.
 */
export const FIRST_BUDGET_MS = OFFLINE_MIN_BUDGET_MS;
/** The weight of the newest decision in the running ms-per-budget-ms figure. */
const WEIGHT = 0.3;

export class BudgetKeeper {
  /** Decision milliseconds per budget millisecond on this device, smoothed; null before the first. */
  private msPerBudget: number | null = null;

  /** The budget for the next decision. */
  get budgetMs(): number {
    if (this.msPerBudget === null) return FIRST_BUDGET_MS;
    const ms = Math.floor(TARGET_MEDIAN_MS / Math.max(this.msPerBudget, 1e-3));
    return Math.min(OFFLINE_MAX_BUDGET_MS, Math.max(OFFLINE_MIN_BUDGET_MS, ms));
  }

  /** A decision at `budgetMs` took `ms` of wall time here. */
  observe(budgetMs: number, ms: number): void {
    const ratio = ms / budgetMs;
    this.msPerBudget = this.msPerBudget === null ? ratio : (1 - WEIGHT) * this.msPerBudget + WEIGHT * ratio;
  }
}

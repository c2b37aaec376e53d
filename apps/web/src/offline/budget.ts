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
 * A kind's first budget: the floor. A fresh worker's first decisions, and the first of each kind
 * (Sedma's exchange, 7-Schräm's answer to a knock), run code the JIT has not compiled yet, several
 * times slower per unit of work than later ones (docs/web.md#phone-figures), so they search least;
 * the keeper raises the budget as that kind's decisions get faster.
 */
export const FIRST_BUDGET_MS = OFFLINE_MIN_BUDGET_MS;
/** The weight of the newest decision in the running ms-per-budget-ms figure. */
const WEIGHT = 0.3;

/**
 * A decision's kind: the game's phase and the types of its legal actions, e.g. `play:knock+play`
 * or `exchange:keep+swap`. Kinds cost differently per budget ms (Sedma's exchange about 1.6× its
 * card play), so the keeper keeps a figure for each.
 */
export function decisionKind(view: unknown, legal: readonly unknown[]): string {
  const phase = (view as { readonly phase?: string }).phase ?? '?';
  return `${phase}:${[...new Set(legal.map((a) => (a as { readonly type?: string }).type ?? '?'))].sort().join('+')}`;
}

export class BudgetKeeper {
  /** Decision milliseconds per budget millisecond on this device, smoothed, per decision kind. */
  private readonly msPerBudget = new Map<string, number>();

  /** The budget for the next decision of this kind: the floor for a kind not timed yet. */
  budgetFor(kind: string): number {
    const ratio = this.msPerBudget.get(kind);
    if (ratio === undefined) return FIRST_BUDGET_MS;
    const ms = Math.floor(TARGET_MEDIAN_MS / Math.max(ratio, 1e-3));
    return Math.min(OFFLINE_MAX_BUDGET_MS, Math.max(OFFLINE_MIN_BUDGET_MS, ms));
  }

  /** A decision of this kind at `budgetMs` took `ms` of wall time here. */
  observe(kind: string, budgetMs: number, ms: number): void {
    const ratio = ms / budgetMs;
    const was = this.msPerBudget.get(kind);
    this.msPerBudget.set(kind, was === undefined ? ratio : (1 - WEIGHT) * was + WEIGHT * ratio);
  }
}

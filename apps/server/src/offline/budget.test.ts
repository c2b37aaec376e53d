import { isEngineError, Rng, schraem } from '@stammtisch/engine';
import { botFor, decisionSeed } from '@stammtisch/engine/bots/index';
import { DEFAULT_BUDGET_MS as SCHIEBER_DEFAULT } from '@stammtisch/engine/bots/schieber/schwer';
import { DEFAULT_BUDGET_MS as SCHRAEM_DEFAULT } from '@stammtisch/engine/bots/schraem/schwer';
import { DEFAULT_BUDGET_MS as SEDMA_DEFAULT } from '@stammtisch/engine/bots/sedma/schwer';
import { OFFLINE_MAX_BUDGET_MS, offlineBudgetAt, type OfflineBudgetSteps } from '@stammtisch/protocol';
import { describe, expect, it } from 'vitest';
import { decide } from '../bots/decide.ts';
import { verifyOffline } from './verify.ts';

/**
 * A phone's worker plays Schwer with less work (apps/web/src/offline/budget.ts) and records the
 * budget steps; the server replays with the same steps, and without them the moves differ.
 */
type Step = { seat: number; action: string };
const OPTIONS = { mode: 'fortgeschritten', players: 4 } as const;

/** The first `count` actions of a game, the bots at the budgets of `steps`, the human seeded random. */
function playPrefix(seed: string, steps: OfflineBudgetSteps, count: number): Step[] {
  let state = schraem.setup(OPTIONS, seed);
  if (isEngineError(state)) throw new Error(state.message);
  const rng = Rng.fromSeed(`human:${seed}`);
  const actions: Step[] = [];
  while (!schraem.isOver(state) && actions.length < count) {
    const seat = schraem.toAct(state)!;
    const legal = schraem.legalActions(state, seat);
    const bot = botFor('schraem', 'schwer', { budgetMs: offlineBudgetAt(steps, actions.length) });
    const action = seat === 0 ? rng.pick(legal) : bot.decide({ view: schraem.viewFor(state, seat), legal, seed: decisionSeed(seed, actions.length) });
    const next = schraem.apply(state, seat, action as never);
    if (isEngineError(next)) throw new Error(next.message);
    state = next;
    actions.push({ seat, action: schraem.formatAction(action as never) });
  }
  return actions;
}

describe('offline Schwer budget steps', () => {
  it('no steps means the bots\' own default, so games without budgets replay as before', () => {
    expect([SCHRAEM_DEFAULT, SCHIEBER_DEFAULT, SEDMA_DEFAULT]).toEqual([OFFLINE_MAX_BUDGET_MS, OFFLINE_MAX_BUDGET_MS, OFFLINE_MAX_BUDGET_MS]);
  });

  it('the replay uses the recorded budgets: with them every bot move matches, without them one does not', async () => {
    const seed = 'budget-steps-1';
    const steps: OfflineBudgetSteps = [[0, 10]];
    const actions = playPrefix(seed, steps, 40);
    const spec = { game: 'schraem' as const, options: OPTIONS, seed, level: 'schwer' as const, human: 0 };
    const run = (job: Parameters<typeof decide>[0]) => Promise.resolve(decide(job));
    const withSteps = await verifyOffline({ ...spec, budgets: steps }, actions, run);
    expect(withSteps).toMatchObject({ ok: false, code: 'not-over' });
    const without = await verifyOffline(spec, actions, run);
    expect(without).toMatchObject({ ok: false, code: 'bot-mismatch' });
  });
});

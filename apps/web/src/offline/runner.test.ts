import { describe, expect, it } from 'vitest';
import { gameById } from '@stammtisch/engine';
import { botFor, botVersion, decisionSeed } from '@stammtisch/engine/bots/index';
import { OFFLINE_MAX_BUDGET_MS, offlineBudgetAt } from '@stammtisch/protocol';
import { BudgetKeeper, FIRST_BUDGET_MS, TARGET_MEDIAN_MS } from './budget.ts';
import { isRefusal, OfflineGame, playedBots } from './runner.ts';
import type { Update } from './protocol.ts';

function play(g: OfflineGame, pick: (u: Update) => string, limit = 5000): Update[] {
  const seen: Update[] = [g.update()];
  while (g.botToAct()) seen.push(g.botStep());
  for (let i = 0; i < limit && !g.over; i++) {
    const u = seen[seen.length - 1]!;
    const r = g.act(pick(u));
    if (isRefusal(r)) throw new Error(r.message);
    seen.push(r);
    while (g.botToAct()) seen.push(g.botStep());
  }
  return seen;
}

describe('offline game runner', () => {
  it('plays a 7-Schräm Profi game to the end and replays it from its record', () => {
    const g = OfflineGame.start({ game: 'schraem', options: { mode: 'profi' }, seed: 'runner-1', level: 'leicht', human: 0 });
    if (isRefusal(g)) throw new Error(g.message);
    const updates = play(g, (u) => u.legal[u.legal.length - 1]!);
    expect(g.over).toBe(true);
    expect(updates[updates.length - 1]!.over).toBe(true);
    // The human's legal actions appear only on the human's turn.
    for (const u of updates) if (u.legal.length > 0) expect((u.view as { toAct: number }).toAct).toBe(0);
    const again = OfflineGame.resume(g.record);
    if (isRefusal(again)) throw new Error(again.message);
    expect(again.summary()).toEqual(g.summary());
    expect(again.record.actions).toEqual(g.record.actions);
  });

  it('S-21: a bot that lays a card face down is told to the human as `fold`, without the card', () => {
    let folds = 0;
    for (let k = 0; k < 6 && folds === 0; k++) {
      const g = OfflineGame.start({ game: 'schraem', options: { mode: 'profi' }, seed: `runner-fold-${k}`, level: 'leicht', human: 0 });
      if (isRefusal(g)) throw new Error(g.message);
      const updates = play(g, (u) => u.legal[0]!);
      const logged = g.record.actions.filter((a) => /^[1-3]: fold /.test(a));
      const told = updates.filter((u) => u.last && u.last.seat !== 0 && u.last.action.startsWith('fold'));
      expect(told.map((u) => u.last!.action)).toEqual(logged.map(() => 'fold'));
      folds += logged.length;
    }
    expect(folds).toBeGreaterThan(0);
  });

  it('refuses an illegal action with the rule and changes nothing (S-7)', () => {
    const g = OfflineGame.start({
      game: 'schraem',
      options: { mode: 'anfaenger' },
      seed: 'runner-2',
      level: 'leicht',
      human: 0,
    });
    if (isRefusal(g)) throw new Error(g.message);
    // Let bots lead until the human has to follow a suit they hold and could break it.
    for (let tries = 0; tries < 200; tries++) {
      while (g.botToAct()) g.botStep();
      const u = g.update();
      const v = u.view as { trick: { card: string }[]; hand: string[] | null };
      const led = v.trick[0]?.card.slice(-1);
      const offSuit = v.hand?.find((c) => c.slice(-1) !== led);
      if (led && offSuit && v.hand!.some((c) => c.slice(-1) === led)) {
        const before = g.record.actions.length;
        const r = g.act(`play ${offSuit}`);
        expect(isRefusal(r)).toBe(true);
        if (isRefusal(r)) {
          expect(r.rule).toBe('S-7');
          expect(r.code).toBe('must-follow');
        }
        expect(g.record.actions.length).toBe(before);
        return;
      }
      const r = g.act(u.legal[0]!);
      if (isRefusal(r)) throw new Error(r.message);
      if (g.over) break;
    }
    throw new Error('no chance to break S-7 came up');
  });

  it('refuses a record that does not replay', () => {
    const r = OfflineGame.resume({ game: 'schraem', options: {}, seed: 'x', level: 'leicht', human: 0, actions: ['3: hold'] });
    expect(isRefusal(r)).toBe(true);
  });
});

describe('offline records', () => {
  it('seeds every bot decision as the server verifier does (decisionSeed), so a replay matches move for move', async () => {
    const { botFor, decisionSeed } = await import('@stammtisch/engine/bots/index');
    const { gameById } = await import('@stammtisch/engine');
    const g = OfflineGame.start({ game: 'schraem', options: { mode: 'profi', players: 4 }, seed: 'verify-1', level: 'mittel', human: 0 });
    if (isRefusal(g)) throw new Error(g.message);
    play(g, (u) => u.legal[0]!);
    const engine = gameById('schraem')!;
    let state = engine.setup({ mode: 'profi', players: 4 }, 'verify-1') as unknown;
    const bot = botFor('schraem', 'mittel');
    g.record.actions.forEach((step, k) => {
      const [seat, action] = step.split(': ') as [string, string];
      const s = Number(seat) as 0;
      if (s !== 0) {
        const chosen = bot.decide({ view: engine.viewFor(state, s), legal: engine.legalActions(state, s), seed: decisionSeed('verify-1', k) });
        expect(engine.formatAction(chosen), `action ${k}`).toBe(action);
      }
      state = engine.apply(state, s, engine.parseAction(action) as never);
    });
    expect(engine.isOver(state)).toBe(true);
  });

  it('turns a record into the submission format', async () => {
    const { submittedActions } = await import('./protocol.ts');
    expect(submittedActions({ game: 'schraem', options: {}, seed: 's', level: 'leicht', human: 0, actions: ['0: play Th', '1: knock'] })).toEqual([
      { seat: 0, action: 'play Th' },
      { seat: 1, action: 'knock' },
    ]);
  });

  it('issue 16: a hint is the Mittel bot\'s choice from the human\'s view, legal, and none off turn', () => {
    const g = OfflineGame.start({ game: 'schraem', options: { mode: 'anfaenger' }, seed: 'runner-hint', level: 'leicht', human: 0 });
    if (isRefusal(g)) throw new Error(g.message);
    let hinted = 0;
    for (let i = 0; i < 40 && !g.over; i++) {
      if (g.botToAct()) {
        expect(g.hint()).toBeNull();
        g.botStep();
        continue;
      }
      const u = g.update();
      const h = g.hint();
      expect(u.legal).toContain(h);
      expect(g.hint(), 'the same view, the same hint').toBe(h);
      const eng = gameById('schraem')!;
      const mittel = botFor('schraem', 'mittel').decide({ view: u.view, legal: u.legal.map((a) => eng.parseAction(a)), seed: decisionSeed('runner-hint:hint', g.record.actions.length) });
      expect(h, 'what Mittel plays from this view').toBe(eng.formatAction(mittel));
      hinted++;
      const r = g.act(h!);
      if (isRefusal(r)) throw new Error(r.message);
    }
    expect(hinted).toBeGreaterThan(3);
  });
});

describe("offline runner: Schwer's budget steps", () => {
  it('records a budget change from the next action on and keeps it through a resume', () => {
    const g = OfflineGame.start({ game: 'schraem', options: { mode: 'fortgeschritten' }, seed: 'runner-budget', level: 'leicht', human: 0 });
    if (isRefusal(g)) throw new Error(g.message);
    expect(g.budgetMs).toBe(40);
    g.setBudget(40);
    expect(g.record.budgets).toBeUndefined();
    g.setBudget(25);
    g.setBudget(20); // a second change before any action replaces the first
    while (g.botToAct()) g.botStep();
    const at = g.record.actions.length;
    if (!g.over && g.update().legal.length > 0) {
      const r = g.act(g.update().legal[0]!);
      if (isRefusal(r)) throw new Error(r.message);
    }
    g.setBudget(12);
    expect(g.record.budgets).toEqual([[0, 20], [g.record.actions.length, 12]]);
    expect(g.record.actions.length).toBeGreaterThan(at);
    const again = OfflineGame.resume(g.record);
    if (isRefusal(again)) throw new Error(again.message);
    expect(again.record.budgets).toEqual(g.record.budgets);
    expect(again.budgetMs).toBe(12);
  });
});

describe('offline records: the bots they were played against', () => {
  it("records this app's bot version, keeps it through a resume, and names both when an update came in mid-game", () => {
    const g = OfflineGame.start({ game: 'schraem', options: { mode: 'fortgeschritten' }, seed: 'runner-version', level: 'mittel', human: 0 });
    if (isRefusal(g)) throw new Error(g.message);
    const ours = botVersion('schraem', 'mittel');
    expect(g.record.botVersion).toBe(ours);
    const resumed = OfflineGame.resume(g.record);
    if (isRefusal(resumed)) throw new Error(resumed.message);
    expect(resumed.record.botVersion).toBe(ours);
    const older = OfflineGame.resume({ ...g.record, botVersion: 'schraem/mittel/0' });
    if (isRefusal(older)) throw new Error(older.message);
    expect(older.record.botVersion).toBe(`schraem/mittel/0+${ours}`);
    expect(playedBots(`schraem/mittel/0+schraem/mittel/7`, ours)).toBe(`schraem/mittel/0+${ours}`);
    const legacy = OfflineGame.resume({ ...g.record, botVersion: undefined });
    if (isRefusal(legacy)) throw new Error(legacy.message);
    expect(legacy.record.botVersion).toBe(ours);
  });
});

describe("offline runner: Schwer's budget per decision kind (issue 21)", () => {
  it('each kind starts at the floor and then gets its own budget; the steps replay through a resume', () => {
    const g = OfflineGame.start({ game: 'sedma', options: {}, seed: 'runner-kinds', level: 'schwer', human: 0 });
    if (isRefusal(g)) throw new Error(g.message);
    const keeper = new BudgetKeeper();
    // A device where the exchange costs 8 ms per budget-ms and everything else 4.
    const cost = (kind: string) => (kind.startsWith('exchange') ? 8 : 4);
    let t = 0;
    let step: { kind: string; budget: number } | null = null;
    const clock = () => (step ? (t += cost(step.kind) * step.budget) : t);
    const seen = new Map<string, number[]>();
    for (let turn = 0; turn < 400 && !g.over; turn++) {
      if (!g.botToAct()) {
        const r = g.act(g.update().legal[0]!);
        if (isRefusal(r)) throw new Error(r.message);
        continue;
      }
      const kind = g.schwerSearch;
      step = null;
      const at = g.record.actions.length;
      g.keptBotStep(keeper, () => {
        if (kind !== null && step === null) step = { kind, budget: g.budgetMs };
        return clock();
      });
      if (kind !== null) seen.set(kind, [...(seen.get(kind) ?? []), offlineBudgetAt(g.record.budgets, at)]);
    }
    expect(g.over).toBe(true);
    expect([...seen.keys()].some((k) => k.startsWith('exchange'))).toBe(true);
    for (const [kind, budgets] of seen) {
      expect(budgets[0], kind).toBe(FIRST_BUDGET_MS);
      for (const b of budgets.slice(1)) expect(b, kind).toBe(Math.min(OFFLINE_MAX_BUDGET_MS, Math.floor(TARGET_MEDIAN_MS / cost(kind))));
    }
    const again = OfflineGame.resume(g.record);
    if (isRefusal(again)) throw new Error(again.message);
    expect(again.record).toEqual(g.record);
  });
});

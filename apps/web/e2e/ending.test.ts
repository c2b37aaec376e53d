import { gameById, type Seat } from '@stammtisch/engine';
import type { SchieberView } from '@stammtisch/engine/games/schieber/index';
import type { SedmaView } from '@stammtisch/engine/games/sedma/index';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { OfflineRecord } from '../src/offline/protocol.ts';
import { awaiting, clickAndSettle, continueHand, playFirstCard, playOrStop, seenTricks, watchTricks } from './drive.ts';
import { endingProblems, layoutProblems, sizeName, TABLE_SIZES } from './geometry.ts';
import { artifact, describeApp } from './harness.ts';

/**
 * Issue 16 for Schieber and Sedma at the phone size (360 × 740): after every trick the taking card
 * is marked and the taker named (plate and live region) as the engine decides; a short match
 * (Schieber to 100 points, J-17; Sedma one game, D-14) ends in the game-over dialog whose
 * standings are the engine's, in sight at every table size; "replay this game" replays it.
 */

type View = SchieberView | SedmaView;

/** The engine's own record of each trick taken, replaying the finished game: its taker and the taking card. */
function engineTricks(record: OfflineRecord): { seat: number; card: string }[] {
  const game = gameById(record.game)!;
  let s = game.setup(record.options, record.seed);
  let before = game.viewFor(s, 0) as View;
  const out: { seat: number; card: string }[] = [];
  const push = (t: { winner: number; cards: readonly { seat: number; card: string }[] } | null | undefined): void => {
    if (t) out.push({ seat: t.winner, card: t.cards.findLast((c) => c.seat === t.winner)!.card });
  };
  for (const step of record.actions) {
    const [, seat, text] = /^(\d+):\s*(.+)$/.exec(step)!;
    s = game.apply(s, Number(seat) as Seat, game.parseAction(text!) as never);
    const v = game.viewFor(s, 0) as View;
    if (v.game === 'schieber') {
      const b = before as SchieberView;
      if (v.roundNumber === b.roundNumber && v.tricks.length > b.tricks.length) push(v.tricks.at(-1));
      else if (v.roundNumber > b.roundNumber || (v.phase === 'over' && b.phase !== 'over')) push(v.lastRound?.finalTrick ?? v.tricks.at(-1));
    } else {
      const b = before as SedmaView;
      if (v.gameNumber === b.gameNumber && v.tricks.length > b.tricks.length) push(v.tricks.at(-1));
      else if (v.phase === 'over' && b.phase !== 'over') push(v.lastTrick);
    }
    before = v;
  }
  return out;
}

function finalView(record: OfflineRecord): View {
  const game = gameById(record.game)!;
  let s = game.setup(record.options, record.seed);
  for (const step of record.actions) {
    const [, seat, text] = /^(\d+):\s*(.+)$/.exec(step)!;
    s = game.apply(s, Number(seat) as Seat, game.parseAction(text!) as never);
  }
  return game.viewFor(s, 0) as View;
}

const NUM = (text: string | null | undefined): number => Number((text ?? '').replace(/\D/g, ''));

describeApp('the end of a Schieber and a Sedma match (issue 16)', (app) => {
  const open = async (game: 'schieber' | 'sedma', options: Record<string, unknown>, seed: string): Promise<Page> => {
    const context = await app.browser.newContext({ viewport: TABLE_SIZES[0]!, deviceScaleFactor: 1, hasTouch: true, isMobile: true, locale: 'de-DE', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${app.url}/?fast&trickms=700`);
    const record: OfflineRecord = { game, options, seed, level: 'leicht', human: 0, actions: [] };
    await page.evaluate(([key, r]) => localStorage.setItem(key as string, JSON.stringify({ record: r, savedAt: Date.now() })), [`stammtisch.offline.${game}`, record] as const);
    await page.goto(`${app.url}/?fast&trickms=700#/play/${game}`);
    await page.locator(`[data-testid="table-${game}"]`).waitFor();
    await watchTricks(page);
    return page;
  };

  /** Every trick seen: the engine's taking card marked (and only it), the taker said in the live region and, mid-round, on their plate. */
  const checkTricks = async (page: Page, record: OfflineRecord, said: (seat: number) => string): Promise<void> => {
    const seen = await seenTricks(page);
    const engine = engineTricks(record);
    expect(engine.length).toBeGreaterThan(0);
    expect(seen.length, 'tricks seen').toBe(engine.length);
    seen.forEach((s, i) => {
      const e = engine[i]!;
      expect(s.won, `trick ${i + 1}`).toEqual([e.card]);
      expect(s.announce, `trick ${i + 1}`).toContain(said(e.seat));
      if (s.stage === 'trick') expect(s.took, `trick ${i + 1}`).toEqual([expect.stringContaining(said(e.seat))]);
    });
  };

  const finished = async (page: Page): Promise<OfflineRecord> =>
    (await page.evaluate(() => JSON.parse(localStorage.getItem('stammtisch.offline.finished') ?? '[]') as { record: OfflineRecord }[])).at(-1)!.record;

  /** The game's record as the device keeps it: still running, else the last finished. */
  const current = async (page: Page, game: string): Promise<OfflineRecord> =>
    page.evaluate((g) => {
      const running = JSON.parse(localStorage.getItem(`stammtisch.offline.${g}`) ?? 'null') as { record: OfflineRecord } | null;
      return running?.record ?? (JSON.parse(localStorage.getItem('stammtisch.offline.finished') ?? '[]') as { record: OfflineRecord }[]).at(-1)!.record;
    }, game);

  /** The dialog at every table size: in sight, rows uncovered, the own plate free; a screenshot of each. */
  const checkSizes = async (page: Page, name: string): Promise<void> => {
    for (const size of TABLE_SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await endingProblems(page), sizeName(size)).toEqual([]);
      expect(await layoutProblems(page), sizeName(size)).toEqual([]);
      await page.screenshot({ path: artifact(`ending-${name}-${sizeName(size)}.png`) });
    }
    await page.setViewportSize(TABLE_SIZES[0]!);
  };

  /** "Replay this game": the replay viewer opens on this game, and its last step is the same ending. */
  const checkReplay = async (page: Page, record: OfflineRecord, name: string): Promise<void> => {
    const over = page.locator('[data-testid="game-over"]');
    for (const id of ['rematch', 'new-game', 'to-replay', 'to-home']) await expect(over.locator(`[data-testid="${id}"]`).isVisible(), id).resolves.toBe(true);
    await over.locator('[data-testid="to-replay"]').click();
    await page.locator('[data-testid="replay"]').waitFor();
    await page.locator('[data-testid="replay-last"]').click();
    await expect(page.locator('[data-testid="replay-step"]').getAttribute('data-step')).resolves.toBe(String(record.actions.length));
    await page.locator('[data-testid="replay"] [data-testid="game-over"]').waitFor();
    await page.screenshot({ path: artifact(`ending-${name}-replay.png`) });
  };

  it('Schieber to 100 points: every trick’s taker as the engine says; the game-over ranks both teams by the engine’s score', { timeout: 180_000 }, async () => {
    const page = await open('schieber', { target: 100 }, 'ending-schieber-1');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (let n = 0; n < 300; n++) {
      const state = await awaiting(page, 60_000);
      if (state === 'over') break;
      if (state === 'ack') await continueHand(page);
      else if (await page.locator('[data-testid="contract-choice"]').isVisible()) await clickAndSettle(page, '[data-testid="trump-r"]');
      else if (await page.locator('[data-testid="weis"]').isVisible()) await clickAndSettle(page, '[data-testid="weis"]');
      else await playFirstCard(page);
    }
    const over = page.locator('[data-testid="game-over"]');
    await over.waitFor();
    const record = await finished(page);
    await checkTricks(page, record, (seat) => (seat === 0 ? 'Du machst den Stich' : `${['', 'Ueli', 'Vreni', 'Sepp'][seat] ?? ''} macht den Stich`.trim()));

    const v = finalView(record) as SchieberView;
    const rows = await over.locator('[data-testid="standings"] tbody tr').evaluateAll((trs) => trs.map((tr) => ({ seat: Number(tr.getAttribute('data-seat')), place: Number(tr.getAttribute('data-place')), cells: [...tr.querySelectorAll('td')].map((td) => td.textContent) })));
    expect(rows.map((r) => r.seat).sort()).toEqual([0, 1]);
    for (const r of rows) {
      expect(r.place, `team ${r.seat}`).toBe(v.matchWinner === r.seat ? 1 : 2);
      expect(NUM(r.cells[2]), `team ${r.seat}`).toBe(v.scores[r.seat]);
      expect(r.cells[1]).toMatch(r.seat === 0 ? /^Wir \(Du, / : /^Ihr \(/);
    }
    await expect(over.locator('[data-testid="your-place"]').textContent()).resolves.toBe(`Dein Platz: ${v.matchWinner === 0 ? 1 : 2}`);
    await checkSizes(page, 'schieber');
    await checkReplay(page, record, 'schieber');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Sedma, one game of four: every trick’s taker and the holder of a continued trick; the recap’s points and burn; the game-over by the engine', { timeout: 180_000 }, async () => {
    const page = await open('sedma', { players: 4, gamesToWin: 1 }, 'ending-sedma-1');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let held = 0;
    let recapped = false;
    for (let n = 0; n < 300; n++) {
      const state = await awaiting(page, 60_000);
      if (state === 'over') break;
      if (state === 'ack') {
        // The game's recap: each side's points (D-12) and the burn (D-13), as the engine has them.
        const sv = finalView(await current(page, 'sedma')) as SedmaView;
        const shown = await page.locator('[data-testid="recap-points"] [data-side]').evaluateAll((xs) => xs.map((x) => [Number(x.getAttribute('data-side')), Number(x.getAttribute('data-points'))]));
        expect(shown.sort()).toEqual([...new Set(sv.sides)].map((s) => [s, sv.points[s]]).sort());
        await expect(page.locator('[data-testid="burn"]').count()).resolves.toBe(sv.burned ? 1 : 0);
        await page.screenshot({ path: artifact('ending-sedma-recap.png') });
        recapped = true;
        await continueHand(page);
      } else if (await page.locator('[data-testid="exchange"]').isVisible()) await clickAndSettle(page, '[data-testid="keep"]');
      else if (await page.locator('[data-testid="continue-choice"]').isVisible()) {
        // D-8: while the leader may continue, the plate of the one who holds the trick says so.
        const holder = await page.locator('.plate[data-took="1"]').allTextContents();
        expect(holder.join(' ')).toMatch(/(Du hältst|\S+ hält) den Stich/);
        held++;
        await playOrStop(page);
      } else await playFirstCard(page);
    }
    const over = page.locator('[data-testid="game-over"]');
    await over.waitFor();
    expect(recapped).toBe(true);
    const record = await finished(page);
    await checkTricks(page, record, (seat) => (seat === 0 ? 'Du nimmst den Stich' : 'nimmt den Stich'));

    const v = finalView(record) as SedmaView;
    const rows = await over.locator('[data-testid="standings"] tbody tr').evaluateAll((trs) => trs.map((tr) => ({ seat: Number(tr.getAttribute('data-seat')), place: Number(tr.getAttribute('data-place')), cells: [...tr.querySelectorAll('td')].map((td) => td.textContent) })));
    expect(rows.length).toBe(2);
    for (const r of rows) {
      const side = v.sides[r.seat]!;
      expect(NUM(r.cells[2]), `side ${side} games`).toBe(v.gamesWon[side]);
      expect(NUM(r.cells[3]), `side ${side} points`).toBe(v.points[side]);
      expect(r.place, `side ${side}`).toBe(side === v.winnerSide ? 1 : 2);
    }
    await expect(over.locator('[data-testid="your-place"]').textContent()).resolves.toBe(`Dein Platz: ${v.sides[0] === v.winnerSide ? 1 : 2}`);
    console.info(`sedma: ${held} continued tricks seen with their holder`);
    await checkSizes(page, 'sedma');
    await checkReplay(page, record, 'sedma');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingPoints } from '../src/online/rating.ts';
import { endingFitProblems, endingProblems, layoutProblems, sizeName } from './geometry.ts';
import { artifact, ensureBuild, launch, skipReason } from './harness.ts';
import { me, pause, person, startOnlineServer, step } from './online.ts';

/**
 * Issue 16 online: a registered player finishes a 7-Schräm table with three bots; the game-over
 * dialog shows the ranking points and the rating change the server stored for that game (read
 * here from its database, before and after), and links to the replay of this game.
 */
const skip = skipReason();
if (skip) console.warn(skip);

describe.skipIf(skip !== null)('the end of an online game (issue 16)', () => {
  let server: Awaited<ReturnType<typeof startOnlineServer>>;
  let browser: Browser;

  beforeAll(async () => {
    ensureBuild();
    server = await startOnlineServer({ cardMs: 30_000, decisionMs: 30_000 });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.cleanup();
  });

  it('the points and rating change shown are the ones the server recorded; replay is offered', { timeout: 180_000 }, async () => {
    const url = server.url;
    const otto = await person(browser, url, 'Otto', '/#/account');
    await otto.page.setViewportSize({ width: 360, height: 740 });
    await otto.page.locator('label:has([data-testid="tab-register"])').click();
    await otto.page.locator('[data-testid="username"]').fill('Otto');
    await otto.page.locator('[data-testid="password"]').fill('zum-schluss-7');
    await otto.page.locator('[data-testid="auth-go"]').click();
    await otto.page.locator('[data-testid="account-done"]').waitFor();
    const id = (await me(otto.page)).id;

    const db = server.ctx.store.db;
    const stored = async (): Promise<{ points: number; display: number | null }> => {
      const p = await db.selectFrom('player_points').select('points').where('player_id', '=', id).where('game', '=', 'schraem').executeTakeFirst();
      const r = await db.selectFrom('ratings').select('display').where('player_id', '=', id).where('game', '=', 'schraem').executeTakeFirst();
      return { points: Number(p?.points ?? 0), display: r ? Number(r.display) : null };
    };
    const before = await stored();

    await otto.page.goto(`${url}/#/online/schraem`);
    await otto.page.locator('label:has([data-testid="create-mode-anfaenger"])').click();
    for (const s of [1, 2, 3]) await otto.page.locator(`[data-testid="create-seat-${s}"]`).selectOption('leicht');
    await otto.page.locator('[data-testid="create-go"]').click();
    await otto.page.locator('[data-testid="table-schraem"]').waitFor({ timeout: 20_000 });
    for (let i = 0; i < 4000; i++) {
      const r = await step(otto.page);
      if (r === 'over') break;
      if (r === 'idle') await pause(20);
    }
    const over = otto.page.locator('[data-testid="game-over"]');
    await over.waitFor();
    const rating = over.locator('[data-testid="result-rating"]');
    await rating.waitFor({ timeout: 15_000 });
    const after = await stored();
    expect(after.display, 'a registered player against bots is rated').not.toBeNull();

    const points = over.locator('[data-testid="result-points"]');
    await expect(points.getAttribute('data-points')).resolves.toBe(String(after.points));
    await expect(points.getAttribute('data-change')).resolves.toBe(String(after.points - before.points));
    const shownRating = ratingPoints(after.display!);
    const change = shownRating - ratingPoints(before.display ?? 0);
    await expect(rating.getAttribute('data-rating')).resolves.toBe(String(shownRating));
    await expect(rating.getAttribute('data-change')).resolves.toBe(String(change));
    expect(await rating.textContent()).toContain(`(${change > 0 ? '+' : change < 0 ? '−' : '±'}${Math.abs(change)})`);

    expect(await endingProblems(otto.page)).toEqual([]);
    expect(await layoutProblems(otto.page)).toEqual([]);
    await otto.page.screenshot({ path: artifact('ending-online.png') });
    // On the phones: standings, points, rating and every button in sight at once, nothing scrolls inside.
    const fit: string[] = [];
    for (const size of [{ width: 360, height: 740 }, { width: 320, height: 568 }]) {
      await otto.page.setViewportSize(size);
      await otto.page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 30)))));
      for (const p of [...(await endingFitProblems(otto.page)), ...(await endingProblems(otto.page))]) fit.push(`${sizeName(size)}: ${p}`);
      await otto.page.screenshot({ path: artifact(`ending-online-${sizeName(size)}.png`) });
    }
    expect(fit).toEqual([]);
    await otto.page.setViewportSize({ width: 360, height: 740 });
    const replay = over.locator('[data-testid="to-replay"]');
    await expect(replay.getAttribute('href')).resolves.toMatch(/^#\/replay\/\w+\/\d$/);
    await replay.click();
    await otto.page.locator('[data-testid="replay"]').waitFor();
    expect(otto.errors).toEqual([]);
    await otto.context.close();
  });
});

import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { awaiting, clickAndSettle, playOrStop, readTip } from './drive.ts';
import { coveringProblems, layoutProblems, type Size, sizeName } from './geometry.ts';
import { artifact, describeApp } from './harness.ts';

/**
 * Issue 16: "a prompt never covers your own plate and lives" — the hand's result (the recap before
 * the next deal) of each game, offline, at the phones (upright, the smallest, sideways) and a
 * laptop: on no part of the own plate, inside the screen, its button in sight (it scrolls inside).
 * Online the same screens show it; online-tricks.test.ts checks it there.
 */
const SIZES: readonly Size[] = [
  { width: 360, height: 740 },
  { width: 320, height: 568 },
  { width: 740, height: 360 },
  { width: 1280, height: 800 },
];

/** Plays first cards (7-Schräm: hold, reveal; Schieber: a trump; Sedma: keep, stop when asked) until the hand's result shows. */
async function untilResult(page: Page): Promise<void> {
  for (let n = 0; n < 300; n++) {
    const state = await awaiting(page, 60_000);
    if (state === 'ack') return;
    await readTip(page);
    if (await page.locator('[data-testid="contract-choice"]').isVisible()) await clickAndSettle(page, '[data-testid="trump-r"]');
    else if (await page.locator('[data-testid="exchange"]').isVisible()) await clickAndSettle(page, '[data-testid="keep"]');
    else if (await page.locator('[data-testid="weis"]').isVisible()) await clickAndSettle(page, '[data-testid="weis"]');
    else if (await page.locator('[data-testid="answer"]').isVisible()) await clickAndSettle(page, '[data-testid="hold"]');
    else if (await page.locator('[data-testid="blind"]').isVisible()) await clickAndSettle(page, '[data-testid="reveal"]');
    else if (await page.locator('[data-testid="continue-choice"]').isVisible()) await clickAndSettle(page, '[data-testid="stop"]');
    else await playOrStop(page);
  }
  throw new Error('no hand result');
}

describeApp("the hand's result leaves the own plate in sight (issue 16)", (app) => {
  it.each([
    ['schraem', 'de-DE', 'recap-schraem-1'],
    ['schieber', 'de-CH', 'recap-schieber-1'],
    ['sedma', 'cs-CZ', 'recap-sedma-1'],
  ] as const)('%s', { timeout: 240_000 }, async (game, locale, seed) => {
    const context = await app.browser.newContext({ viewport: SIZES[0]!, deviceScaleFactor: 1, hasTouch: true, locale, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}/?fast&seed=${seed}`);
    await page.locator(`[data-testid="start-${game}"]`).click();
    await page.locator(`[data-testid="table-${game}"]`).waitFor();
    await untilResult(page);
    const problems: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 30)))));
      for (const p of [...(await coveringProblems(page, '[data-testid="hand-result"]')), ...(await layoutProblems(page))]) problems.push(`${sizeName(size)}: ${p}`);
      await page.screenshot({ path: artifact(`recap-${game}-${sizeName(size)}.png`) });
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

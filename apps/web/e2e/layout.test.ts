import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { notesProblems, type Size, smallTargets, TABLE_SIZES } from './geometry.ts';
import { artifact, describeApp } from './harness.ts';
import { playChecking } from './layout.ts';

/**
 * Issue 17: each game's table, offline, at the phone, the phone held sideways, the tablet and the
 * laptop, at every moment of a game — the geometry check finds nothing (e2e/geometry.ts).
 */
describeApp('every table at every size (offline)', (app) => {
  /** A new game of `g` on its seed at `size` (a phone's browser with `isMobile`), the page's errors collected in `errors`. */
  const start = async (g: { game: string; locale: string; seed: string; setup: (p: Page) => Promise<unknown> }, size: Size, errors: string[], isMobile = false): Promise<Page> => {
    const context = await app.browser.newContext({ viewport: size, deviceScaleFactor: 1, hasTouch: true, isMobile, locale: g.locale, serviceWorkers: 'block' });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}/?fast&seed=${g.seed}`);
    await g.setup(page);
    await page.locator(`[data-testid="start-${g.game}"]`).click();
    await page.locator(`[data-testid="table-${g.game}"]`).waitFor();
    return page;
  };

  const games = [
    { game: 'schraem', locale: 'de-DE', seed: 'layout-schraem-1', setup: async (p: Page) => p.locator('label:has([data-testid="mode-profi"])').click() },
    { game: 'schieber', locale: 'de-CH', seed: 'layout-schieber-1', setup: async () => {} },
    { game: 'sedma', locale: 'cs-CZ', seed: 'layout-sedma-1', setup: async (p: Page) => void (await p.locator('[data-testid="sedma-players"]').selectOption('3')) },
  ] as const;

  for (const g of games) {
    it(`${g.game}: a whole game, checked at every moment and size`, { timeout: 300_000 }, async () => {
      const errors: string[] = [];
      const page = await start(g, TABLE_SIZES[0]!, errors);
      const r = await playChecking(page, `${g.game}-offline`, TABLE_SIZES);
      console.info(`${g.game} offline: moments ${r.moments.join(', ')}; ${r.shots.length} screenshots in ${artifact('')}`);
      if (r.problems.length > 0) console.info(r.problems.join('\n'));
      expect(r.moments).toContain('over');
      expect(r.moments).toContain('hand');
      expect(r.problems).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  // Issue 16, the smallest phone (320 × 568): Schieber's fan of nine and Sedma's four seats, every
  // moment of a round or two — the layout check, the notes, plate words whole, 44 px tap targets.
  const small = [
    { game: 'schieber', locale: 'de-CH', seed: 'layout-small-schieber-1', setup: async () => {}, want: ['contract', 'mid-trick', 'hand'] },
    { game: 'schieber', locale: 'cs-CZ', seed: 'layout-small-schieber-2', setup: async () => {}, want: ['contract', 'mid-trick', 'hand'] },
    { game: 'sedma', locale: 'cs-CZ', seed: 'layout-small-sedma-1', setup: async () => {}, want: ['mid-trick', 'hand', 'deal-next'] },
    { game: 'sedma', locale: 'de-DE', seed: 'layout-small-sedma-2', setup: async (p: Page) => void (await p.locator('[data-testid="sedma-players"]').selectOption('2')), want: ['mid-trick', 'continue', 'hand'] },
  ] as const;
  for (const g of small) {
    it(`${g.game} at 320×568 (${g.locale}): notes, words and tap targets at every moment`, { timeout: 300_000 }, async () => {
      const size = { width: 320, height: 568 };
      const errors: string[] = [];
      const page = await start(g, size, errors, true);
      const extra = async (p: Page): Promise<string[]> => [...(await notesProblems(p)), ...(await smallTargets(p))];
      const r = await playChecking(page, `${g.game}-small-${g.locale}`, [size], { maxActions: 160, extra });
      console.info(`${g.game} 320×568: moments ${r.moments.join(', ')}`);
      if (r.problems.length > 0) console.info(r.problems.join('\n'));
      for (const m of g.want) expect(r.moments).toContain(m);
      expect(r.problems).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

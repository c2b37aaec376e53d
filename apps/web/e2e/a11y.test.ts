import { contrasts, unnamed } from './a11y.ts';
import { expect, it } from 'vitest';
import { awaiting, tapCard } from './drive.ts';
import { describeApp, phone } from './harness.ts';

describeApp('accessibility', (app) => {
  it('names every control and card, and its text passes WCAG AA contrast', { timeout: 60_000 }, async () => {
    const context = await phone(app.browser);
    const page = await context.newPage();
    await page.goto(`${app.url}/?fast&seed=e2e-a11y`);
    expect(await unnamed(page)).toEqual([]);
    const home = await contrasts(page, ['.tagline', '.game-card h2', '.game-card p', '.btn', '.segmented span', '.help', '.link', 'legend']);
    expect(home.length).toBeGreaterThan(10);
    for (const c of home) expect(c.ratio, c.selector).toBeGreaterThanOrEqual(4.5);

    await page.locator('label:has([data-testid="mode-profi"])').click();
    await page.locator('[data-testid="start-schraem"]').click();
    await awaiting(page);
    expect(await unnamed(page)).toEqual([]);
    const cardNames = await page.locator('.st-card:not([aria-hidden="true"])').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(cardNames.length).toBeGreaterThan(0);
    for (const n of cardNames) expect(n).toMatch(/^(Kreuz|Pik|Herz|Karo) (Sieben|Acht|Neun|Zehn|Bube|Dame|König|Ass)|verdeckte Karte/);
    const table = await contrasts(page, ['.plate .name', '.status', '.btn', '.prompt p', '.value-badge', '.chip', '.topbar h1']);
    for (const c of table) expect(c.ratio, c.selector).toBeGreaterThanOrEqual(4.5);

    // The mute switch is a toggle button and remembers its state.
    // On a narrow phone the sound switch is in the top bar's "more" menu (issue 16: full-size tools).
    if (await page.locator('[data-testid="more-tools"]').isVisible()) await page.locator('[data-testid="more-tools"]').click();
    const mute = page.locator('[data-testid="mute"]');
    const before = await mute.getAttribute('aria-pressed');
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).not.toBe(before);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('stammtisch.settings') ?? '{}').muted)).toBe(before !== 'true');
    await context.close();
  });

  it('animates card moves, and does not when the system asks for reduced motion', { timeout: 60_000 }, async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await app.browser.newContext({ viewport: { width: 390, height: 780 }, isMobile: true, hasTouch: true, locale: 'de-DE', reducedMotion });
      const page = await context.newPage();
      await page.goto(`${app.url}/?seed=e2e-motion`);
      await page.locator('label:has([data-testid="mode-anfaenger"])').click();
      await page.locator('[data-testid="start-schraem"]').click();
      await awaiting(page, 60_000);
      const card = page.locator('.st-card.interactive:not(.dim)').first();
      const key = await card.getAttribute('data-key');
      await tapCard(card);
      const transition = await page.locator(`.st-card[data-key="${key}"]`).evaluate((el) => (el as HTMLElement).style.transition);
      if (reducedMotion === 'reduce') expect(transition).toBe('none');
      else expect(transition).toMatch(/transform \d+ms/);
      await context.close();
    }
  });
});

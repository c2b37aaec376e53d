import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { awaiting, clickAndSettle, continueHand, playFirstCard, seq } from './drive.ts';
import { artifact, describeApp, phone } from './harness.ts';

async function startSchraem(page: Page, mode: 'anfaenger' | 'fortgeschritten' | 'profi'): Promise<void> {
  await page.locator(`label:has([data-testid="mode-${mode}"])`).click();
  await page.locator('[data-testid="start-schraem"]').click();
  await page.locator('[data-testid="table-schraem"]').waitFor();
}

/** Plays `n` of the human's turns (cards only), acknowledging hand results on the way. */
async function playCards(page: Page, n: number): Promise<void> {
  for (let done = 0; done < n; ) {
    const state = await awaiting(page);
    if (state === 'over') return;
    if (state === 'ack') {
      await continueHand(page);
      continue;
    }
    if (await page.locator('[data-testid="answer"]').isVisible()) await clickAndSettle(page, '[data-testid="hold"]');
    else if (await page.locator('[data-testid="blind"]').isVisible()) await clickAndSettle(page, '[data-testid="reveal"]');
    else await playFirstCard(page);
    done++;
  }
}

describeApp('the app in the browser', (app) => {
  it('follows the browser language and switches language on request', { timeout: 90_000 }, async () => {
    for (const [locale, text, lang] of [
      ['de-DE', 'Offline spielen', 'de'],
      ['de-CH', 'Offline spiele', 'gsw'],
      ['cs-CZ', 'Hrát offline', 'cs'],
      ['en-GB', 'Play offline', 'en'],
    ] as const) {
      const context = await phone(app.browser, locale);
      const page = await context.newPage();
      await page.goto(`${app.url}/`);
      await expect(page.locator('[data-testid="start-schraem"]').textContent()).resolves.toBe(text);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await context.close();
    }

    const context = await phone(app.browser, 'de-DE');
    const page = await context.newPage();
    await page.goto(`${app.url}/?fast&seed=e2e-lang`);
    await page.locator('[data-testid="language"]').selectOption('en');
    await expect(page.locator('[data-testid="start-schraem"]').textContent()).resolves.toBe('Play offline');
    await page.reload();
    await expect(page.locator('[data-testid="start-schraem"]').textContent()).resolves.toBe('Play offline');
    await page.screenshot({ path: artifact('home-en.png') });

    // Card names follow the language.
    await startSchraem(page, 'anfaenger');
    await awaiting(page);
    const label = await page.locator('.st-card.interactive').first().getAttribute('aria-label');
    expect(label).toMatch(/^(Seven|Eight|Nine|Ten|Jack|Queen|King|Ace) of (Clubs|Spades|Hearts|Diamonds)/);

    // The rules page in Czech, a rule link lands on its paragraph.
    await page.goto(`${app.url}/#/`);
    await page.locator('[data-testid="language"]').selectOption('cs');
    await page.goto(`${app.url}/#/rules/schraem/S-7`);
    const rule = page.locator('#S-7');
    await rule.waitFor();
    await expect(rule.textContent()).resolves.toMatch(/Přiznávání barvy/);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('S-7');
    await page.screenshot({ path: artifact('rules-cs.png') });
    await context.close();
  });

  it('after the first visit, plays offline: reload with the network off resumes the game', { timeout: 120_000 }, async () => {
    const context = await phone(app.browser);
    const page = await context.newPage();
    await page.goto(`${app.url}/?fast&seed=e2e-offline`);
    // The service worker has precached everything (the worker with engine and bots included).
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((reg) => !!reg.active))).toBe(true);
    await page.reload();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);

    await startSchraem(page, 'fortgeschritten');
    await playCards(page, 3);
    const before = await seq(page);
    const hand = await page.locator('[data-testid="table-schraem"]').getAttribute('data-hand');

    await context.setOffline(true);
    await page.reload();
    await page.locator('[data-testid="table-schraem"]').waitFor();
    await awaiting(page);
    expect(await seq(page)).toBe(before);
    expect(await page.locator('[data-testid="table-schraem"]').getAttribute('data-hand')).toBe(hand);
    await playCards(page, 4);
    expect(Number(await seq(page))).toBeGreaterThan(Number(before));
    await page.screenshot({ path: artifact('schraem-offline.png') });

    // The home page and the rules load offline too.
    await page.goto(`${app.url}/#/rules/sedma`);
    await page.locator('#D-8').waitFor();
    await context.setOffline(false);
    await context.close();
  });
});

import { expect, it } from 'vitest';
import { awaiting, clickAndSettle, continueHand, playFirstCard, table } from './drive.ts';
import { artifact, describeApp, phone } from './harness.ts';

describeApp('Sedma in the browser', (app) => {
  it('plays a game to its end with the stock and the points, then the next deal', { timeout: 120_000 }, async () => {
    const context = await phone(app.browser, 'cs-CZ');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}/?fast&seed=e2e-sedma-3`);
    await page.locator('[data-testid="start-sedma"]').click();
    await page.locator('[data-testid="table-sedma"]').waitFor();
    await expect(page.locator('[data-testid="stock"]').textContent()).resolves.toMatch(/Talon 16/);

    let cards = 0;
    let stops = 0;
    for (let steps = 0; steps < 400; steps++) {
      const state = await awaiting(page);
      if (state === 'ack') break;
      if (await page.locator('[data-testid="exchange"]').isVisible()) {
        await clickAndSettle(page, '[data-testid="keep"]');
        continue;
      }
      if (await page.locator('[data-testid="continue-choice"]').isVisible()) {
        // D-9 amended: asked also without a beating card — then "stop" is the only choice.
        const bare = (await page.locator('.st-card.interactive:not(.dim)').count()) === 0;
        if (bare) await expect(page.locator('#continue-text').textContent()).resolves.toMatch(/Nemáš kartu/);
        if (bare || stops === 0) {
          await clickAndSettle(page, '[data-testid="stop"]');
          stops++;
          continue;
        }
      }
      if (cards === 3) await page.screenshot({ path: artifact('sedma-table.png') });
      await playFirstCard(page);
      cards++;
    }
    await page.locator('[data-testid="hand-result"]').waitFor();
    await page.screenshot({ path: artifact('sedma-game-over.png') });
    const points = await page.locator('[data-testid="sedma-points"]').getAttribute('aria-label');
    // The seed is fixed and so is the play (first card, keep, one stop): exactly these points (D-12)
    // and games won, ours first — a change in the rules, the bots or the deals shows here. (Since
    // the deals come from SHA-256 per deal, docs/fairness.md: seeds e2e-sedma-1 and -2 now end in a
    // burned game (D-13) early, so the seed is -3, a game played through the stock.)
    const numbers = [...(points ?? '').matchAll(/\d+/g)].map((m) => Number(m[0]));
    expect(numbers).toEqual([0, 0, 90, 1]);
    await continueHand(page);
    // D-14: the game stays until its dealer deals; a bot deals at once, the viewer taps "Rozdat".
    if (await page.locator('[data-testid="deal"]').isVisible()) await clickAndSettle(page, '[data-testid="deal"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="table-sedma"]')?.getAttribute('data-hand') === '2');
    expect(await table(page).getAttribute('data-phase')).not.toBe('over');
    expect(errors).toEqual([]);
    await context.close();
  });
});

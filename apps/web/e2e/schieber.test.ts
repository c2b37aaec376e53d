import { expect, it } from 'vitest';
import { awaiting, clickAndSettle, playFirstCard, table } from './drive.ts';
import { artifact, describeApp, phone } from './harness.ts';

describeApp('Schieber in the browser', (app) => {
  it('plays a round: contract (with push), Weis if any, nine tricks, the score sheet and the slate', { timeout: 120_000 }, async () => {
    const context = await phone(app.browser, 'de-CH');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}/?fast&seed=e2e-schieber-2`);
    await page.locator('[data-testid="start-schieber"]').click();
    await page.locator('[data-testid="table-schieber"]').waitFor();

    const did = { contract: 0, push: 0, weis: 0, cards: 0 };
    for (let steps = 0; steps < 400; steps++) {
      const state = await awaiting(page);
      if (state === 'ack' || state === 'over') break;
      if (await page.locator('[data-testid="contract-choice"]').isVisible()) {
        if (did.contract === 0) await page.screenshot({ path: artifact('schieber-contract.png') });
        if (did.push === 0 && (await page.locator('[data-testid="push"]').isVisible())) {
          await clickAndSettle(page, '[data-testid="push"]');
          did.push++;
        } else {
          await clickAndSettle(page, '[data-testid="trump-r"]');
          did.contract++;
        }
        continue;
      }
      if (await page.locator('[data-testid="weis"]').isVisible()) {
        await clickAndSettle(page, '[data-testid="weis"]');
        did.weis++;
        continue;
      }
      if (did.cards === 2) await page.screenshot({ path: artifact('schieber-table.png') });
      await playFirstCard(page);
      did.cards++;
    }
    // The round's score sheet: 157 card points and the bonus, or Matsch (J-7, J-16).
    const sheet = page.locator('[data-testid="hand-result"]');
    await sheet.waitFor();
    await page.screenshot({ path: artifact('schieber-round.png') });
    expect(did.cards).toBe(9);
    await page.locator('[data-testid="continue"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="table-schieber"]')?.getAttribute('data-hand') === '2');
    const slate = await page.locator('[data-testid="jasstafel"] svg').getAttribute('aria-label');
    const [, us, them] = /(\d+)\D+(\d+)/.exec(slate ?? '') ?? [];
    expect(Number(us) + Number(them)).toBeGreaterThanOrEqual(157);
    expect(await table(page).getAttribute('data-phase')).not.toBe('over');
    expect(errors).toEqual([]);
    await context.close();
  });
});

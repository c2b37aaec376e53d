import { expect, it } from 'vitest';
import { awaiting, clickAndSettle, readTip, seq, settled } from './drive.ts';
import { layoutProblems, smallTargets } from './geometry.ts';
import { artifact, describeApp, phone } from './harness.ts';

/** Issue 16: the offline setup is remembered, a new game asks before it replaces a saved one, tap to lift in Schieber. */
describeApp('comfort players expect', (app) => {
  it('remembers the setup, asks before replacing a saved game, lifts a Schieber card on the first tap', { timeout: 120_000 }, async () => {
    const context = await phone(app.browser, 'de-DE');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}/?fast&seed=e2e-comfort-1`);

    // Strength "schwer" for Schieber and a 7-Schräm house rule (V-1), then start: the choices are stored.
    await page.locator('label:has(input[name="level-schieber"][value="schwer"])').click();
    const schraem = page.locator('[data-testid="game-schraem"]');
    await schraem.locator('[data-testid="mode-profi"]').check();
    await schraem.locator('[data-testid="switches"] summary').click();
    await schraem.locator('[data-testid="switch-knockCap"]').selectOption('lives');
    await page.locator('[data-testid="start-schieber"]').click();
    await page.locator('[data-testid="table-schieber"]').waitFor();

    // Get to the first card of the human (the contract, if asked, is chosen first).
    for (let i = 0; i < 20; i++) {
      await awaiting(page);
      if (await page.locator('[data-testid="contract-choice"]').isVisible()) {
        await clickAndSettle(page, '[data-testid="trump-r"]');
        continue;
      }
      if (await page.locator('[data-testid="weis"]').isVisible()) {
        await clickAndSettle(page, '[data-testid="weis"]');
        continue;
      }
      if ((await page.locator('.st-card.interactive:not(.dim)').count()) > 0) break;
    }
    await readTip(page);
    const card = page.locator('.st-card.interactive:not(.dim)').first();
    const key = await card.getAttribute('data-key');
    const mine = page.locator(`.st-card[data-key="${key}"]`);
    const before = await seq(page);
    await card.click({ position: { x: 10, y: 30 } });
    // The first tap lifts and plays nothing.
    expect(await mine.getAttribute('class')).toContain('lifted');
    expect(await mine.getAttribute('data-zone')).toBe('hand');
    expect(await seq(page)).toBe(before);
    await mine.click({ position: { x: 10, y: 30 } });
    await settled(page, before);
    // Played: in the trick, or (bots are quick with ?fast) already in a taken pile.
    expect(await mine.getAttribute('data-zone')).not.toBe('hand');

    // Back home: the strength, the mode and the house rule are remembered; a new Schieber game asks first.
    await page.goto(`${app.url}/?fast&seed=e2e-comfort-2#/`);
    expect(await page.locator('input[name="level-schieber"][value="schwer"]').isChecked()).toBe(true);
    expect(await schraem.locator('[data-testid="mode-profi"]').isChecked()).toBe(true);
    expect(await schraem.locator('[data-testid="switch-knockCap"]').inputValue()).toBe('lives');
    await page.locator('[data-testid="resume-schieber"]').waitFor();
    const savedSeed = () => page.evaluate(() => (JSON.parse(localStorage.getItem('stammtisch.offline.schieber') ?? '{}') as { record?: { seed?: string } }).record?.seed ?? null);
    const oldSeed = await savedSeed();
    expect(oldSeed).not.toBeNull();
    await page.locator('[data-testid="start-schieber"]').click();
    const ask = page.locator('[data-testid="comfort-replace"]');
    await ask.waitFor();
    expect(await ask.textContent()).toContain('Gespeichertes Spiel ersetzen?');
    expect(await page.locator('[data-testid="table-schieber"]').count()).toBe(0);
    await page.locator('[data-testid="comfort-replace-confirm"]').click();
    await page.locator('[data-testid="table-schieber"]').waitFor();
    // The saved game is the new one now.
    await page.waitForFunction((old) => (JSON.parse(localStorage.getItem('stammtisch.offline.schieber') ?? '{}') as { record?: { seed?: string } }).record?.seed !== old, oldSeed);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('every tap target is at least 44 px: home, settings, a Schieber table (360×740)', { timeout: 120_000 }, async () => {
    const context = await app.browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true, locale: 'de-DE', serviceWorkers: 'block' });
    const page = await context.newPage();
    const problems: string[] = [];
    await page.goto(`${app.url}/?fast&seed=e2e-comfort-3`);
    await page.locator('[data-testid="start-schieber"]').waitFor();
    for (const p of await smallTargets(page)) problems.push(`home: ${p}`);
    await page.goto(`${app.url}/?fast#/settings`);
    await page.locator('[data-testid="tap-lift-setting"]').waitFor();
    for (const p of await smallTargets(page)) problems.push(`settings: ${p}`);
    await page.goto(`${app.url}/?fast&seed=e2e-comfort-3#/`);
    await page.locator('[data-testid="start-schieber"]').click();
    await page.locator('[data-testid="table-schieber"]').waitFor();
    await awaiting(page);
    for (const p of await smallTargets(page)) problems.push(`schieber table: ${p}`);
    // The top bar's tools are full targets too: on the narrow phone the rules and the sound are in "more".
    await page.locator('[data-testid="more-tools"]').click();
    await page.locator('[data-testid="more-menu"]').waitFor();
    for (const p of await smallTargets(page)) problems.push(`schieber table, more menu: ${p}`);
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: artifact('comfort-more-menu.png') });
    expect(problems).toEqual([]);
    await context.close();
  });
});

import { isEngineError, type Seat } from '@stammtisch/engine';
import { sedma, type SedmaState } from '@stammtisch/engine/games/sedma/index';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { awaiting, clickAndSettle, continueHand, playFirstCard, table } from './drive.ts';
import { coverProblems, coveringProblems, layoutProblems, type Size, sizeName } from './geometry.ts';
import { artifact, describeApp, phone } from './harness.ts';

/** The tutorial's game (src/tutorial/sedma.ts): you lead the King of Bells, Pepa beats it with a 7. */
const OPTIONS = { players: 2, gamesToWin: 1 };
const SEED = 'd12';

/**
 * A game on the tutorial's seed up to the moment the viewer (seat 0), leading, is beaten for the
 * `rounds`-th time in one trick (D-9): the viewer continues with the first beating card each time.
 */
function untilContinue(rounds: number): string[] {
  const search = (s: SedmaState, actions: string[]): string[] | null => {
    const seat = sedma.toAct(s) as Seat | null;
    if (seat === null || actions.length > 40) return null;
    const legal = sedma.legalActions(s, seat).map((a) => sedma.formatAction(a));
    if (seat === 0 && legal.includes('stop') && s.trick.length === rounds * 2) return actions;
    // The viewer continues (never stops) and leads its first card; the other tries every card.
    const tries = seat === 0 ? legal.filter((a) => a !== 'stop').slice(0, legal.includes('stop') ? 1 : legal.length) : legal;
    for (const a of tries) {
      const next = sedma.apply(s, seat, sedma.parseAction(a) as never);
      if (isEngineError(next)) continue;
      const found = search(next as SedmaState, [...actions, `${seat}: ${a}`]);
      if (found) return found;
    }
    return null;
  };
  const start = sedma.setup(OPTIONS, SEED);
  if (isEngineError(start)) throw new Error(start.message);
  const found = search(start, []);
  if (!found) throw new Error(`no line on ${SEED} reaches a ${rounds}-round continue`);
  return found;
}

/** The continue prompt at the sizes of issue 16's table checks. */
const CONTINUE_SIZES: readonly Size[] = [
  { width: 360, height: 740 },
  { width: 320, height: 568 },
  { width: 740, height: 360 },
  { width: 1280, height: 800 },
];

describeApp('Sedma in the browser', (app) => {
  const openAt = async (actions: string[], locale = 'de-DE'): Promise<Page> => {
    const context = await app.browser.newContext({ viewport: CONTINUE_SIZES[0]!, deviceScaleFactor: 1, hasTouch: true, locale, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${app.url}/?fast`);
    await page.evaluate((record) => {
      localStorage.setItem('stammtisch.offline.sedma', JSON.stringify({ savedAt: Date.now(), record }));
      // The first-time tip is read (it lies over the hand; explain.test.ts checks it).
      localStorage.setItem('stammtisch.tips', JSON.stringify(['continue']));
    }, { game: 'sedma', options: OPTIONS, seed: SEED, level: 'mittel', human: 0, actions });
    await page.goto(`${app.url}/?fast#/play/sedma`);
    await page.locator('[data-testid="continue-choice"]').waitFor();
    return page;
  };

  it.each([1, 2])('D-9: the continue prompt after %i round(s) leaves every card of the trick, the own plate and the hand in sight', { timeout: 120_000 }, async (rounds) => {
    // One round: the tutorial's led King beaten by Pepa's 7; two: a line found by the engine.
    const page = await openAt(rounds === 1 ? ['0: play Kb', '1: play 7b'] : untilContinue(rounds));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    expect(await page.locator('.st-card[data-zone="trick"][data-face]').count()).toBe(rounds * 2);
    const problems: string[] = [];
    for (const size of CONTINUE_SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 30)))));
      for (const p of await coveringProblems(page, '[data-testid="continue-choice"]', { trick: true, hand: true })) problems.push(`${sizeName(size)}: ${p}`);
      for (const p of [...(await layoutProblems(page)), ...(await coverProblems(page))]) problems.push(`${sizeName(size)}: ${p}`);
      await page.screenshot({ path: artifact(`sedma-continue-${rounds}-${sizeName(size)}.png`) });
    }
    // The smallest phone in every language: the question and its button whole, beside each other.
    await page.setViewportSize({ width: 320, height: 568 });
    for (const locale of ['en', 'gsw', 'cs']) {
      await page.evaluate((l) => localStorage.setItem('stammtisch.locale', l), locale);
      await page.reload();
      await page.locator('[data-testid="continue-choice"]').waitFor();
      for (const p of [...(await coveringProblems(page, '[data-testid="continue-choice"]', { trick: true, hand: true })), ...(await layoutProblems(page))]) problems.push(`320x568 ${locale}: ${p}`);
      await page.screenshot({ path: artifact(`sedma-continue-${rounds}-320x568-${locale}.png`) });
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

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

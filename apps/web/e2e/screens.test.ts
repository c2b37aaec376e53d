import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutProblems, SCREEN_SIZES, type Size, sizeName, TABLE_SIZES } from './geometry.ts';
import { artifact, ensureBuild, launch, skipReason } from './harness.ts';
import { checkSizes, playChecking } from './layout.ts';
import { me, startOnlineServer } from './online.ts';

/**
 * Issue 17, the other half: every screen at 320, 360, 768 and 1280 px (home, settings, rules,
 * lobby, account, leaderboard, profile, replay, the join screen, the waiting room, the server
 * gone), and each game's table online at the four table sizes through a whole game — the layout
 * check finds nothing (e2e/geometry.ts). One server and one browser for all of it.
 */

const skip = skipReason();
if (skip) console.warn(skip);

type Server = Awaited<ReturnType<typeof startOnlineServer>>;

const frames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 60)))));

/** The check at each width (the screen's own height for that width), a screenshot of the whole page each. */
async function checkScreen(page: Page, name: string, sizes: readonly Size[], problems: string[]): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await frames(page);
    for (const p of await layoutProblems(page)) problems.push(`${name} @ ${sizeName(size)}: ${p}`);
    await page.screenshot({ path: artifact(`screen-${name}-${sizeName(size)}.png`) });
    // The whole page once, on the phone.
    if (size.width === 360) await page.screenshot({ path: artifact(`screen-${name}-${sizeName(size)}-full.png`), fullPage: true });
  }
  await page.setViewportSize(sizes[1]!);
}

describe.skipIf(skip !== null)('every screen at every size', () => {
  let server: Server;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    ensureBuild();
    server = await startOnlineServer({ reconnectMs: 120_000 });
    browser = await launch();
    context = await browser.newContext({ viewport: SCREEN_SIZES[1]!, deviceScaleFactor: 1, hasTouch: true, locale: 'de-DE', serviceWorkers: 'block' });
    await context.addInitScript(() => localStorage.setItem('stammtisch.fast', '1'));
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.cleanup();
  });

  it('home, settings, rules, lobby, account, leaderboard, profile, replay, join, waiting room, the server gone', { timeout: 240_000 }, async () => {
    const url = server.url;
    const problems: string[] = [];
    await page.goto(`${url}/#/`);
    await page.locator('[data-testid="game-schraem"]').waitFor();
    await checkScreen(page, 'home', SCREEN_SIZES, problems);
    await page.goto(`${url}/#/settings`);
    await page.locator('[data-testid="offline-ready"]').waitFor();
    await checkScreen(page, 'settings', SCREEN_SIZES, problems);
    await page.goto(`${url}/#/rules/schraem`);
    await page.locator('#S-7').waitFor();
    await checkScreen(page, 'rules', SCREEN_SIZES, problems);

    // A guest with a long name and ten finished online games at 7-Schräm, a few of the others.
    await page.goto(`${url}/#/online/schraem`);
    await page.locator('[data-testid="nickname"]').fill('Anna Beispielname');
    await page.locator('[data-testid="guest-go"]').click();
    await page.locator('[data-testid="whoami"]').waitFor();
    // The German "Regelwerk" with its longest option chosen (it once made the lobby scroll sideways).
    await page.locator('[data-testid="create-ruleset"]').selectOption('rheinland');
    await checkScreen(page, 'lobby', SCREEN_SIZES, problems);
    const anna = (await me(page)).id;
    const { guest } = await import('../../server/src/testing/harness.ts');
    const others = await Promise.all(['Bernd', 'Clara', 'Dora Langername'].map((n) => guest(url, n)));
    const { playRandom, recordGame } = await import('../../server/src/testing/records.ts');
    const seats = [anna, ...others.map((o) => o.id)].map((player) => ({ player }));
    let replayId = '';
    for (let k = 0; k < 10; k++) {
      const g = playRandom('schraem', { mode: 'fortgeschritten', players: 4 }, `screens-${k}`);
      replayId = await recordGame(server.ctx, g, seats, Date.now() - (20 - k) * 60_000);
    }
    for (let k = 0; k < 3; k++) await recordGame(server.ctx, playRandom('sedma', { players: 2 }, `screens-sedma-${k}`), [seats[0]!, { bot: 'leicht' }], Date.now() - (9 - k) * 60_000);
    // The leaderboard lists registered accounts only, and a pair counts a few games a day
    // (docs/accounts.md): four accounts (one with a long name), their games a day apart.
    const { addUser, APART_MS } = await import('../../server/src/testing/records.ts');
    const accounts = ['Hubert Langername', 'Ilse', 'Jakob', 'Klara'];
    const users = accounts.map((n) => ({ player: `u_${n.split(' ')[0]!.toLowerCase()}` }));
    for (const [i, name] of accounts.entries()) await addUser(server.ctx, users[i]!.player, name);
    for (let k = 0; k < 10; k++) await recordGame(server.ctx, playRandom('schraem', { mode: 'fortgeschritten', players: 4 }, `screens-u-${k}`), users, Date.now() - (20 - k) * APART_MS);
    for (let k = 0; k < 3; k++) await recordGame(server.ctx, playRandom('sedma', { players: 2 }, `screens-u-sedma-${k}`), users.slice(0, 2), Date.now() - (9 - k) * APART_MS);

    await page.goto(`${url}/#/account`);
    await page.locator('label:has([data-testid="tab-register"])').click();
    await page.locator('[data-testid="password-rule"]').waitFor();
    await checkScreen(page, 'account', SCREEN_SIZES, problems);

    await page.goto(`${url}/#/leaderboard/schraem`);
    await page.locator('[data-testid="points-table"]').waitFor();
    await page.locator('[data-testid="rating-details"] summary').click();
    await checkScreen(page, 'leaderboard', SCREEN_SIZES, problems);
    await page.goto(`${url}/#/leaderboard/sedma`);
    await page.locator('[data-testid="ratings-table"]').waitFor();
    // One whole number per player, no "mu ± sigma".
    expect(await page.locator('[data-testid="rating"]').first().textContent()).toMatch(/^\d{1,2}(\.\d{3})*$|^\d+$/);
    expect(await page.locator('[data-testid="ratings-table"]').textContent()).not.toMatch(/±/);
    await checkScreen(page, 'leaderboard-sedma', SCREEN_SIZES, problems);

    await page.goto(`${url}/#/player/${anna}`);
    await page.locator('[data-testid="chart"]').waitFor();
    // Three labels, three numbers; numbers written the German way; both axes say what they count.
    for (const id of ['holds', 'passes', 'folds']) expect(await page.locator(`[data-testid="${id}"]`).textContent()).toMatch(/^\d+$/);
    expect(await page.locator('[data-testid="lives-per-hand"]').textContent()).toMatch(/^\d+,\d\d$/);
    expect(await page.locator('[data-testid="chart-x"]').textContent()).toMatch(/Spiele/);
    await checkScreen(page, 'profile', SCREEN_SIZES, problems);

    await page.goto(`${url}/#/replay/${replayId}/0`);
    await page.locator('[data-testid="replay-step"][data-step="0"]').waitFor();
    for (let k = 0; k < 5; k++) await page.locator('[data-testid="replay-next"]').click();
    // A replay plays nothing: no card is a button, none is said to be "not playable".
    expect(await page.locator('.st-card[role="button"]').count()).toBe(0);
    expect(await page.locator('.st-card[aria-label*="nicht spielbar"]').count()).toBe(0);
    await checkScreen(page, 'replay', SCREEN_SIZES, problems);

    // An invite says what it leads to before anyone joins.
    const { createTable } = await import('../../server/src/testing/harness.ts');
    const t = await createTable(url, others[0]!, { game: 'schraem', seats: 4, visibility: 'private', options: { mode: 'profi' }, bots: [null, null, 'schwer', null] });
    await page.goto(`${url}/#/join/${t.code}`);
    await page.locator('[data-testid="join-summary"]').waitFor();
    expect(await page.locator('[data-testid="join-host"]').textContent()).toBe('Bernd');
    expect(await page.locator('[data-testid="join-options"]').textContent()).toMatch(/Profi/);
    expect(await page.locator('[data-testid="join-seats"]').textContent()).toMatch(/2 von 4 Plätzen besetzt/);
    await checkScreen(page, 'join', SCREEN_SIZES, problems);
    await page.locator('[data-testid="join-go"]').click();
    await page.locator('[data-testid="waiting-room"]').waitFor();
    // Opened on 127.0.0.1: the invite warns that its link reaches only this device.
    await page.locator('[data-testid="invite-loopback"]').waitFor();
    await checkScreen(page, 'waiting-room', SCREEN_SIZES, problems);
    await page.locator('.topbar .icon').first().click();
    await page.locator('[data-testid="lobby-schraem"]').waitFor();

    // The server gone: say so, offer a retry and offline play.
    await context.setOffline(true);
    await page.goto(`${url}/#/leaderboard/schieber`).catch(() => {});
    await page.evaluate(() => (location.hash = '#/leaderboard/schraem'));
    await page.locator('[data-testid="unreachable"]').waitFor();
    await checkScreen(page, 'unreachable', SCREEN_SIZES, problems);
    await context.setOffline(false);
    await page.locator('[data-testid="retry"]').click();
    await page.locator('[data-testid="points-table"]').waitFor();

    if (problems.length > 0) console.info(problems.join('\n'));
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const [game, players] of [
    ['schraem', 4],
    ['schieber', 4],
    ['sedma', 2],
  ] as const) {
    it(`${game} online: a whole game at a server table, checked at every moment and size`, { timeout: 300_000 }, async () => {
      const problems: string[] = [];
      await page.setViewportSize(TABLE_SIZES[0]!);
      await page.goto(`${server.url}/#/online/${game}`);
      await page.locator('[data-testid="create-form"]').waitFor();
      if (players !== 4) await page.locator('[data-testid="create-seats"]').selectOption(String(players));
      for (let s = 1; s < players; s++) await page.locator(`[data-testid="create-seat-${s}"]`).selectOption(s === 1 ? 'schwer' : 'leicht');
      await page.locator('[data-testid="create-timer"]').selectOption('120');
      if (game === 'schraem') await page.locator('label:has([data-testid="create-mode-profi"])').click();
      await page.locator('[data-testid="create-go"]').click();
      await page.locator(`[data-testid="table-${game}"]`).waitFor({ timeout: 20_000 });
      // Bots by name with their strength as a badge; the clock inside the plate of the seat to act.
      const names = await page.locator('[data-testid="plate"] .name').allTextContents();
      expect(names.some((n) => /Bot/.test(n))).toBe(false);
      expect(await page.locator('[data-testid="plate"] .chip.bot').first().textContent()).toMatch(/Schwer|Leicht/);
      await page.locator('.plate [data-testid="turn-clock"]').waitFor();
      const seconds = Number(await page.locator('[data-testid="turn-clock"]').getAttribute('data-seconds'));
      expect(seconds).toBeLessThanOrEqual(120);
      const r = await playChecking(page, `${game}-online`, TABLE_SIZES);
      problems.push(...r.problems);
      console.info(`${game} online: moments ${r.moments.join(', ')}`);
      expect(r.moments).toContain('over');
      if (problems.length > 0) console.info(problems.join('\n'));
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await checkSizes(page, [TABLE_SIZES[3]!], `${game}-online-panel`, { problems, shots: [] });
      // Leaving goes back to this game's lobby (only then on to the next game's).
      await page.locator('.topbar .icon').first().click();
      await page.locator(`[data-testid="lobby-${game}"]`).waitFor();
    });
  }
});

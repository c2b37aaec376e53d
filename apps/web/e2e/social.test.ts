import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutProblems, SCREEN_SIZES, type Size, sizeName } from './geometry.ts';
import { artifact, DIST, ensureBuild, launch, skipReason } from './harness.ts';
import { type Person, person, step } from './online.ts';

/**
 * Issue 18 in the browser, against a real server: two (then three) registered people on their
 * own phones. A group is created and joined by its invite link; a chat line arrives live; a game
 * night is scheduled, answered, opened, and the members are sent to its table by the live room;
 * a friend request arrives as a notification (bell and list) and is accepted, and the friend is
 * invited to a table from its waiting room (notification, then the seat); a tournament is
 * created in the form, registered for and listed; a Sedma Swiss tournament starts, sends both to
 * their table, is played to the end in the browsers and shows its standings. Every new screen
 * passes the layout check (e2e/geometry.ts) at 320, 360, 768 and 1280 px.
 */

const skip = skipReason();
if (skip) console.warn(skip);

type Server = Awaited<ReturnType<typeof import('../../server/src/testing/harness.ts').startTestServer>>;
const log = (...a: unknown[]) => process.env.DEBUG_E2E && console.log('[social]', ...a);

const frames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 60)))));

async function checkScreen(page: Page, name: string, problems: string[], sizes: readonly Size[] = SCREEN_SIZES): Promise<void> {
  const before = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize(size);
    await frames(page);
    for (const p of await layoutProblems(page)) problems.push(`${name} @ ${sizeName(size)}: ${p}`);
    if (size.width === 360) await page.screenshot({ path: artifact(`screen-social-${name}-${sizeName(size)}-full.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

async function register(p: Person, username: string): Promise<{ id: string; nickname: string; token: string }> {
  const status = await p.page.evaluate(
    async (u) => (await fetch('/api/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: u, password: 'geheim-genug' }) })).status,
    username,
  );
  expect(status).toBe(201);
  const me = await p.page.evaluate(async () => (await fetch('/api/me')).json() as Promise<{ id: string; nickname: string }>);
  await p.page.reload();
  const token = (await p.context.cookies()).find((c) => c.name === 'stammtisch_session')!.value;
  return { id: me.id, nickname: me.nickname, token };
}

const unread = async (page: Page): Promise<number> => Number((await page.locator('[data-testid="bell"]').first().getAttribute('data-unread')) ?? 0);

describe.skipIf(skip !== null)('Stammtisch online: groups, nights, friends, tournaments', () => {
  let server: Server;
  let browser: Browser;

  beforeAll(async () => {
    ensureBuild();
    const { startTestServer } = await import('../../server/src/testing/harness.ts');
    server = await startTestServer({ webDir: DIST, reconnectMs: 120_000, cardMs: 20_000, decisionMs: 20_000 }, { social: { nightTickMs: 200, tournamentTickMs: 200, tournamentSweepMs: 500 } });
    browser = await launch();
  }, 400_000);
  afterAll(async () => {
    await browser?.close();
    await server?.cleanup();
  });

  it('a group by invite link, live chat, a game night with its table, a friend request with its notification, tournaments with standings', { timeout: 300_000 }, async () => {
    const url = server.url;
    const problems: string[] = [];
    const anna = await person(browser, url, 'Anna', '/#/');
    const bernd = await person(browser, url, 'Bernd', '/#/');
    const annaAcc = await register(anna, 'anna');
    const berndAcc = await register(bernd, 'bernd');
    log('registered', annaAcc.id, berndAcc.id);

    // Anna founds a Stammtisch: 7-Schräm, Profi on the Rheinland ruleset with 5 lives.
    await anna.page.goto(`${url}/#/groups`);
    await anna.page.locator('[data-testid="group-form"]').waitFor();
    await anna.page.locator('[data-testid="group-name"]').fill('Stammtisch zur Linde');
    await anna.page.locator('[data-testid="group-about"]').fill('Donnerstags ab sieben');
    await anna.page.locator('label:has([data-testid="group-schraem-mode-profi"])').click();
    await anna.page.locator('[data-testid="group-schraem-ruleset"]').selectOption('rheinland');
    await anna.page.locator('[data-testid="group-schraem-lives"]').selectOption('5');
    await checkScreen(anna.page, 'groups', problems);
    await anna.page.locator('[data-testid="group-create"]').click();
    await anna.page.locator('[data-testid="group-members"]').waitFor();
    expect(await anna.page.locator('[data-testid="rules-schraem"]').textContent()).toMatch(/Profi · Rheinland.*5 Leben/);
    const code = (await anna.page.locator('[data-testid="group-code-shown"]').getAttribute('data-code'))!;
    const link = (await anna.page.locator('[data-testid="group-invite-link"]').getAttribute('href'))!;
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(link).toBe(`${url}/group/${code}`);
    const groupId = /#\/g\/([^/]+)/.exec(anna.page.url())![1]!;
    log('group', groupId, code);

    // Bernd opens the link: the invite says what it is, one tap joins.
    await bernd.page.goto(link);
    await bernd.page.locator('[data-testid="group-join-name"]').waitFor();
    expect(await bernd.page.locator('[data-testid="group-join-name"]').textContent()).toBe('Stammtisch zur Linde');
    await checkScreen(bernd.page, 'group-join', problems);
    await bernd.page.locator('[data-testid="group-join-go"]').click();
    await bernd.page.locator('[data-testid="group-members"]').waitFor();
    expect(await bernd.page.locator('[data-testid="member"]').count()).toBe(2);
    // Anna hears of it at once: the badge counts the "joined" notification.
    await anna.page.waitForFunction(() => Number(document.querySelector('[data-testid="bell"]')?.getAttribute('data-unread')) >= 1, null, { timeout: 10_000 });

    // A chat line (markup stays text) arrives live on Anna's page.
    await bernd.page.locator('[data-testid="chat-text"]').fill('Servus <b>alle</b>');
    await bernd.page.locator('[data-testid="chat-send"]').click();
    const line = anna.page.locator('[data-testid="chat-words"]', { hasText: 'Servus <b>alle</b>' });
    await line.waitFor({ timeout: 10_000 });
    expect(await anna.page.locator('[data-testid="group-chat"] b').count()).toBe(0);
    // Anna (admin) removes it; Bernd's page shows it removed, live.
    await anna.page.locator('[data-testid="chat-line"]', { hasText: 'Servus' }).locator('[data-testid="chat-remove"]').click();
    await bernd.page.locator('[data-testid="chat-line"] .removed').waitFor({ timeout: 10_000 });

    // Anna schedules a game night for tomorrow; Bernd is told, answers yes.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    // First a season for the group's leaderboard (today to tomorrow): it can be chosen at once.
    await anna.page.locator('[data-testid="season-new"]').click();
    await anna.page.locator('[data-testid="season-name"]').fill('Winter');
    await anna.page.locator('[data-testid="season-from"]').fill(new Date().toISOString().slice(0, 10));
    await anna.page.locator('[data-testid="season-to"]').fill(day);
    await anna.page.locator('[data-testid="season-save"]').click();
    await anna.page.locator('[data-testid="group-season"] option', { hasText: 'Winter' }).waitFor({ state: 'attached' });
    expect(await anna.page.locator('[data-testid="group-season"] option:checked').textContent()).toBe('Winter');
    await anna.page.locator('[data-testid="night-date"]').fill(day);
    await anna.page.locator('[data-testid="night-time"]').fill('19:30');
    await anna.page.locator('[data-testid="night-note"]').fill('Bei Resi');
    const berndBefore = await unread(bernd.page);
    await anna.page.locator('[data-testid="night-schedule"]').click();
    await anna.page.locator('[data-testid="night"]').waitFor();
    await anna.page.locator('[data-testid="night"]').locator('label:has([data-testid="answer-yes"])').click();
    await anna.page.waitForFunction(() => document.querySelector('[data-testid="night-counts"]')?.textContent?.startsWith('Ja 1'));
    await checkScreen(anna.page, 'group', problems);
    await bernd.page.waitForFunction((b) => Number(document.querySelector('[data-testid="bell"]')?.getAttribute('data-unread')) > b, berndBefore, { timeout: 10_000 });
    await bernd.page.locator('[data-testid="bell"]').click();
    await bernd.page.locator('[data-testid="notification"][data-kind="night-scheduled"]').waitFor();
    await checkScreen(bernd.page, 'notifications', problems);
    await bernd.page.locator('[data-testid="notification"][data-kind="night-scheduled"] button').click();
    await bernd.page.locator('[data-testid="night-page"] [data-testid="night-when"]').waitFor();
    await bernd.page.locator('label:has([data-testid="my-answer-yes"])').click();
    await bernd.page.locator('[data-testid="night-answer"][data-answer="yes"]').nth(1).waitFor();
    expect(await bernd.page.locator('[data-testid="night-answer"]').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/anna.*Ja/), expect.stringMatching(/bernd.*Ja/)]));

    // Everyone is there early: Anna opens the night. The two are seated at one table with bots,
    // and the live room sends Bernd (on the night's page, not at a table) straight to it.
    const nightUrl = bernd.page.url();
    await anna.page.goto(nightUrl);
    await anna.page.locator('[data-testid="night-open-now"]').click();
    await bernd.page.waitForURL(/#\/t\//, { timeout: 15_000 });
    await anna.page.waitForURL(/#\/t\//, { timeout: 15_000 });
    const nightTable = /#\/t\/([^/]+)/.exec(bernd.page.url())![1]!;
    expect(/#\/t\/([^/]+)/.exec(anna.page.url())![1]).toBe(nightTable);
    await bernd.page.locator('[data-testid^="table-"]').waitFor({ timeout: 15_000 });
    // The night's page shows its table, the house rules, and both at it.
    await bernd.page.goto(nightUrl);
    await bernd.page.locator('[data-testid="night-tables"]').waitFor();
    expect(await bernd.page.locator('[data-testid="night-status"]').textContent()).toBe('läuft');
    expect(await bernd.page.locator('[data-testid="night-tables"]').textContent()).toMatch(/anna.*bernd|bernd.*anna/);
    expect(await bernd.page.locator('[data-testid="night-table"]').getAttribute('href')).toBe(`#/t/${nightTable}`);
    await checkScreen(bernd.page, 'night', problems);
    log('night table', nightTable);

    // Friends: Anna asks Bernd by name; Bernd's bell counts it, the list leads to the request.
    await anna.page.goto(`${url}/#/friends`);
    await anna.page.locator('[data-testid="friend-name"]').waitFor();
    const beforeFriend = await unread(bernd.page);
    await anna.page.locator('[data-testid="friend-name"]').fill('bernd');
    await anna.page.locator('[data-testid="friend-add"]').click();
    await anna.page.locator('[data-testid="friends-note"]').waitFor();
    await anna.page.locator('[data-testid="outgoing"]').waitFor();
    await bernd.page.waitForFunction((b) => Number(document.querySelector('[data-testid="bell"]')?.getAttribute('data-unread')) > b, beforeFriend, { timeout: 10_000 });
    await bernd.page.locator('[data-testid="bell"]').click();
    await bernd.page.locator('[data-testid="notification"][data-kind="friend-request"]').first().click();
    await bernd.page.locator('[data-testid="incoming"]').waitFor();
    await bernd.page.locator('[data-testid="accept"]').click();
    await bernd.page.locator('[data-testid="friend"]').waitFor();
    // Anna's list updates itself on the "accepted" notification; Bernd's app is open: online.
    await anna.page.locator('[data-testid="friend"]').waitFor({ timeout: 10_000 });
    expect(await anna.page.locator('[data-testid="friend-presence"]').textContent()).toMatch(/online|spielt/);
    await checkScreen(anna.page, 'friends', problems);

    // "Invite a friend to my table": Anna opens one of the group's tables and invites Bernd from
    // its waiting room; his bell counts it, the notification leads him to the invite and the seat next to hers.
    await anna.page.goto(`${url}/#/g/${groupId}`);
    await anna.page.locator('[data-testid="group-open-schraem"]').click();
    await anna.page.locator('[data-testid="waiting-room"]').waitFor();
    const inviteBefore = await unread(bernd.page);
    await anna.page.locator('[data-testid="friend-invite-go"]').click();
    await anna.page.locator('[data-testid="friend-invite"] [role="status"]').waitFor();
    await bernd.page.waitForFunction((b) => Number(document.querySelector('[data-testid="bell"]')?.getAttribute('data-unread')) > b, inviteBefore, { timeout: 10_000 });
    await bernd.page.locator('[data-testid="bell"]').click();
    await bernd.page.locator('[data-testid="notification"][data-kind="table-invite"] button').click();
    // The invite's own screen says what it leads to (the host, the game); one tap sits down.
    await bernd.page.locator('[data-testid="join-summary"]').waitFor({ timeout: 15_000 });
    expect(await bernd.page.locator('[data-testid="join-host"]').textContent()).toBe('anna');
    await bernd.page.locator('[data-testid="join-go"]').click();
    await bernd.page.locator('[data-testid="waiting-room"]').waitFor({ timeout: 15_000 });
    await anna.page.waitForFunction(() => document.querySelectorAll('[data-testid^="seat-"][data-kind="player"]').length === 2, null, { timeout: 10_000 });

    // Tournaments: Anna creates a Rheinland tournament in the form; Bernd finds it and registers.
    await anna.page.goto(`${url}/#/tournaments`);
    await anna.page.locator('[data-testid="tournament-form"]').waitFor();
    await anna.page.locator('[data-testid="t-name"]').fill('Linden-Pokal');
    await checkScreen(anna.page, 'tournaments', problems);
    await anna.page.locator('[data-testid="t-create"]').click();
    await anna.page.locator('[data-testid="t-status"]').waitFor();
    expect(await anna.page.locator('[data-testid="t-status"]').getAttribute('data-status')).toBe('registering');
    await anna.page.locator('[data-testid="t-register"]').click();
    await anna.page.locator('[data-testid="t-registered"]').waitFor();
    const cupUrl = anna.page.url();
    await bernd.page.goto(`${url}/#/tournaments`);
    await bernd.page.locator('[data-testid="tournament-item"]', { hasText: 'Linden-Pokal' }).locator('a').click();
    await bernd.page.locator('[data-testid="t-register"]').click();
    await bernd.page.locator('[data-testid="t-registered"]').waitFor();
    expect(await bernd.page.locator('[data-testid="t-entry"]').count()).toBe(2);
    await checkScreen(bernd.page, 'tournament', problems);
    const rules = await anna.page.evaluate(async (u) => (await (await fetch(`/api/tournaments/${u.split('/tournament/')[1]!.split('/')[0]}`)).json()) as { rules: { series: number; gamesPerSeries: number; options: Record<string, unknown> } }, cupUrl);
    expect(rules.rules).toMatchObject({ series: 5, gamesPerSeries: 5, options: { ruleset: 'rheinland' } });

    // A Sedma Swiss of one round (one game to win) starting in a moment: both register in the
    // browser, the live room seats them, they play it out, and the page shows the standings.
    const { ok } = await import('../../server/src/testing/social.ts');
    const duel = await ok<{ id: string }>(url, annaAcc, '/api/tournaments', { name: 'Sedma-Blitz', game: 'sedma', format: 'swiss', startsAt: Date.now() + 8000, rules: { rounds: 1, tableSize: 2, options: { gamesToWin: 1 } } });
    for (const p of [anna, bernd]) {
      await p.page.goto(`${url}/#/tournament/${duel.id}`);
      await p.page.locator('[data-testid="t-register"]').click();
      await p.page.locator('[data-testid="t-registered"]').waitFor();
    }
    await Promise.all([anna, bernd].map((p) => p.page.waitForURL(/#\/t\//, { timeout: 20_000 })));
    log('duel seated');
    const deadline = Date.now() + 150_000;
    let over = 0;
    while (over < 2 && Date.now() < deadline) {
      over = 0;
      for (const p of [anna, bernd]) if ((await step(p.page)) === 'over') over++;
    }
    expect(over).toBe(2);
    await anna.page.goto(`${url}/#/tournament/${duel.id}`);
    await anna.page.waitForFunction(() => document.querySelector('[data-testid="t-status"]')?.getAttribute('data-status') === 'finished', null, { timeout: 20_000 });
    const rows = await anna.page.locator('[data-testid="t-standing"]').allTextContents();
    expect(rows).toHaveLength(2);
    expect(rows.join('|')).toMatch(/anna/);
    expect(rows.join('|')).toMatch(/bernd/);
    await checkScreen(anna.page, 'tournament-standings', problems);
    // Her profile lists both tournaments.
    await anna.page.goto(`${url}/#/player/${annaAcc.id}`);
    await anna.page.locator('[data-testid="profile-tournament"]').nth(1).waitFor();
    expect(await anna.page.locator('[data-testid="profile-tournaments"]').textContent()).toMatch(/Sedma-Blitz.*Linden-Pokal|Linden-Pokal.*Sedma-Blitz/s);

    // After a reload the notifications are still there (stored), the bell still counts.
    await bernd.page.goto(`${url}/#/notifications`);
    await bernd.page.locator('[data-testid="notification"]').first().waitFor();
    expect(await bernd.page.locator('[data-testid="notification"][data-kind="tournament-finished"]').count()).toBeGreaterThanOrEqual(1);

    expect(problems).toEqual([]);
    expect([...anna.errors, ...bernd.errors]).toEqual([]);
  });
});

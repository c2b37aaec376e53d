import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DIST, phone } from './harness.ts';
import { tapCard } from './drive.ts';

/**
 * Online browser tests: a real game server process (in this process, as the server's own tests
 * start it: temp DATA_DIR with SQLite, port 0, zero bot delay) serving the freshly built app.
 */
export async function startOnlineServer(overrides: Record<string, unknown> = {}, offlineSeeds?: () => string) {
  const { startTestServer } = await import('../../server/src/testing/harness.ts');
  return startTestServer({ webDir: DIST, ...overrides }, offlineSeeds ? { offlineSeeds } : {});
}

export interface Person {
  readonly name: string;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

/** A phone with the test hook on (no animation, no pauses), at `path` of the server. */
export async function person(browser: Browser, base: string, name: string, path = '/#/online/schraem'): Promise<Person> {
  const context = await phone(browser);
  await context.addInitScript(() => localStorage.setItem('stammtisch.fast', '1'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(base + path);
  return { name, context, page, errors };
}

/** Gives a nickname where the app asks for one (lobby, table entry). */
export async function nameSelf(p: Person): Promise<void> {
  await p.page.locator('[data-testid="nickname"]').fill(p.name);
  await p.page.locator('[data-testid="guest-go"]').click();
}

export async function me(page: Page): Promise<{ id: string; kind: string; nickname: string }> {
  return page.evaluate(async () => (await fetch('/api/me')).json());
}

interface TableState {
  readonly await: string | null;
  readonly seq: string | null;
  readonly over: boolean;
  readonly lost: boolean;
}

export async function tableState(page: Page): Promise<TableState | null> {
  return page.evaluate(() => {
    const t = document.querySelector('[data-testid^="table-"]');
    if (!t) return null;
    return {
      await: t.getAttribute('data-await'),
      seq: t.getAttribute('data-seq'),
      over: !!document.querySelector('[data-testid="game-over"]'),
      lost: !!document.querySelector('[data-testid="connection-lost"]'),
    };
  });
}

/**
 * One step of a simple player: on its turn it taps the first playable card (leftmost, as a
 * person would) and waits until the table moved on; a hand's result is acknowledged.
 */
export async function step(page: Page): Promise<'played' | 'idle' | 'over'> {
  const s = await tableState(page);
  if (!s) return 'idle';
  if (s.over) return 'over';
  if (s.await === 'ack') {
    await page.locator('[data-testid="continue"]').click({ timeout: 2000 }).catch(() => {});
    return 'idle';
  }
  if (s.await !== 'me' || s.lost) return 'idle';
  // Decisions of Schieber and Sedma: the first choice offered.
  for (const choice of ['[data-testid="obenabe"]', '[data-testid="keep"]', '[data-testid="deal"]']) {
    const b = page.locator(choice);
    if (await b.isVisible()) {
      await b.click({ timeout: 3000 }).catch(() => {});
      await moved(page, s.seq);
      return 'played';
    }
  }
  const card = page.locator('.st-card.interactive:not(.dim)').first();
  if ((await card.count()) === 0) {
    // Sedma D-9 amended: a beaten leader without a beating card is asked too; "stop" is all there is.
    const stop = page.locator('[data-testid="stop"]');
    if (!(await stop.isVisible())) return 'idle';
    await stop.click({ timeout: 3000 }).catch(() => {});
    await moved(page, s.seq);
    return 'played';
  }
  await tapCard(card, 3000).catch((e: Error) => process.env.DEBUG_E2E && console.log('click failed', e.message.slice(0, 400)));
  await moved(page, s.seq);
  return 'played';
}

/** Waits until the table shows another view than `before`, or is no longer waiting for the player. */
async function moved(page: Page, before: string | null): Promise<void> {
  await page
    .waitForFunction(
      (b) => {
        const t = document.querySelector('[data-testid^="table-"]');
        return !t || t.getAttribute('data-seq') !== b || t.getAttribute('data-await') !== 'me';
      },
      before,
      { timeout: 10_000 },
    )
    .catch(() => {});
}

/** The card faces a page shows, and the version of the view on show. */
export async function faces(page: Page): Promise<{ seq: number; faces: string[]; interactive: number }> {
  return page.evaluate(() => {
    const t = document.querySelector('[data-testid^="table-"]');
    const cards = [...document.querySelectorAll<HTMLElement>('.st-card')];
    return {
      seq: Number(t?.getAttribute('data-seq') ?? -1),
      faces: cards.map((c) => c.dataset.face ?? '').filter(Boolean),
      interactive: document.querySelectorAll('.st-card.interactive').length,
    };
  });
}

export const pause = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

import type { Locator, Page } from 'playwright-core';

/** Helpers that play a table through its UI the way a person would: tap, read, tap. */

export const table = (page: Page) => page.locator('[data-testid^="table-"]');

export async function awaiting(page: Page, timeout = 30_000): Promise<string> {
  await page.waitForFunction(
    () => {
      const t = document.querySelector('[data-testid^="table-"]');
      return !!t && t.getAttribute('data-await') !== 'wait';
    },
    null,
    { timeout },
  );
  return (await table(page).getAttribute('data-await')) ?? 'wait';
}

/** Waits until the table shows something new after an action (next view, a dialog, the end). */
export async function settled(page: Page, seqBefore: string | null, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (before) => {
      const t = document.querySelector('[data-testid^="table-"]');
      if (!t) return false;
      return t.getAttribute('data-seq') !== before || t.getAttribute('data-await') !== 'me';
    },
    seqBefore,
    { timeout },
  );
}

export async function seq(page: Page): Promise<string | null> {
  return table(page).getAttribute('data-seq');
}

/** A first-time tip lies over the hand until it is read (issue 16): "got it", as a person would. */
export async function readTip(page: Page): Promise<void> {
  const ok = page.locator('[data-testid="tip-ok"]');
  if (await ok.isVisible()) await ok.click();
}

/**
 * Taps a card on its visible left edge (hands overlap); where "tap to lift, tap again to play" is
 * on (issue 16: by default where the hand overlaps), the first tap lifts it and a second plays it.
 */
export async function tapCard(card: Locator, timeout?: number): Promise<void> {
  await readTip(card.page());
  const key = await card.getAttribute('data-key', { timeout });
  await card.click({ position: { x: 10, y: 30 }, timeout });
  const same = card.page().locator(`.st-card[data-key="${key}"].lifted`);
  if ((await same.count()) === 0) return;
  // Lifted, its top may reach under a prompt: the second tap goes low on its left edge, where the finger is.
  const h = (await same.boundingBox())?.height ?? 60;
  await same.click({ position: { x: 10, y: Math.max(10, h - 14) }, timeout });
}

/** Taps the first playable card of the viewer's hand. */
export async function playFirstCard(page: Page): Promise<void> {
  const before = await seq(page);
  await tapCard(page.locator('.st-card.interactive:not(.dim)').first());
  await settled(page, before);
}

/**
 * Plays the first playable card; a Sedma leader asked without a beating card (D-9 amended: stop
 * is the only choice) ends the trick instead.
 */
export async function playOrStop(page: Page): Promise<void> {
  const onlyStop = (await page.locator('[data-testid="continue-choice"]').count()) > 0 && (await page.locator('.st-card.interactive:not(.dim)').count()) === 0;
  if (onlyStop) await clickAndSettle(page, '[data-testid="stop"]');
  else await playFirstCard(page);
}

export async function clickAndSettle(page: Page, selector: string): Promise<void> {
  const before = await seq(page);
  await page.locator(selector).click();
  await settled(page, before);
}

/** Taps "Weiter" after a hand's result; the next result may follow at once (then seq moves on). */
export async function continueHand(page: Page): Promise<void> {
  const before = await seq(page);
  await page.locator('[data-testid="continue"]').click();
  await page.waitForFunction(
    (b) => {
      const t = document.querySelector('[data-testid^="table-"]');
      return t?.getAttribute('data-stage') !== 'hand' || t?.getAttribute('data-seq') !== b;
    },
    before,
  );
}

/** A moment the table showed a finished trick: the marked card(s), the plates that say they took it, the live region. */
export interface Seen {
  readonly stage: string;
  readonly hand: string;
  readonly won: string[];
  readonly took: string[];
  readonly announce: string;
}

/** Records, in the page, every moment the table shows a finished trick (stage 'trick' or 'hand'). */
export async function watchTricks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { seen: Seen[] };
    w.seen = [];
    const t = document.querySelector('[data-testid^="table-"]')!;
    let last = '';
    const look = (): void => {
      const stage = t.getAttribute('data-stage') ?? '';
      const key = `${stage}:${t.getAttribute('data-seq')}`;
      if (stage === 'normal' || key === last) return;
      last = key;
      w.seen.push({
        stage,
        hand: t.getAttribute('data-hand') ?? '',
        won: [...document.querySelectorAll<HTMLElement>('.st-card[data-won="1"]')].map((e) => e.dataset.face ?? ''),
        took: [...document.querySelectorAll<HTMLElement>('.plate[data-took="1"]')].map((e) => e.textContent?.replace(/\s+/g, ' ').trim() ?? ''),
        announce: document.querySelector('[data-testid="announce"]')?.textContent ?? '',
      });
    };
    new MutationObserver(look).observe(t, { attributes: true, subtree: true, childList: true });
  });
}

export async function seenTricks(page: Page): Promise<Seen[]> {
  return page.evaluate(() => (window as unknown as { seen: Seen[] }).seen);
}

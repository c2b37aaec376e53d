import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaiting } from './drive.ts';
import { ensureBuild, launch, phone, type Served, serve, skipReason } from './harness.ts';

const skip = skipReason();
if (skip) console.warn(skip);

/** Controls without a name a screen reader could speak. */
async function unnamed(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, a[href], [role="button"], select, input')) {
      if (el.closest('[aria-hidden="true"]')) continue;
      const label = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
      const byLabel = el.id ? document.querySelector(`label[for="${el.id}"]`) : el.closest('label');
      if (!label && !byLabel?.textContent?.trim()) out.push(el.outerHTML.slice(0, 80));
    }
    return out;
  });
}

/** WCAG contrast of each visible element's text against its (composited) background. */
async function contrasts(page: Page, selectors: readonly string[]): Promise<{ selector: string; ratio: number }[]> {
  return page.evaluate((sels) => {
    const parse = (c: string): number[] => (c.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number).concat(1).slice(0, 4);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    // The lightest tone of the felt gradient: the worst case for light text on the table.
    const felt = [0x24, 0x58, 0x3f, 1];
    const background = (el: Element | null): number[] => {
      const layers: number[][] = [];
      for (let e = el; e; e = e.parentElement) {
        const c = parse(getComputedStyle(e).backgroundColor);
        if (c[3]! > 0) layers.push(c);
        if (c[3] === 1) break;
      }
      let bg = layers.length && layers[layers.length - 1]![3] === 1 ? layers.pop()! : felt;
      for (const c of layers.reverse()) bg = bg.map((v, i) => (i < 3 ? c[i]! * c[3]! + v * (1 - c[3]!) : 1));
      return bg;
    };
    const out: { selector: string; ratio: number }[] = [];
    for (const selector of sels) {
      for (const el of document.querySelectorAll(selector)) {
        if (!(el as HTMLElement).offsetParent) continue;
        const fg = parse(getComputedStyle(el).color);
        const [a, b] = [lum(fg), lum(background(el))].sort((x, y) => y - x);
        out.push({ selector, ratio: Math.round(((a! + 0.05) / (b! + 0.05)) * 100) / 100 });
      }
    }
    return out;
  }, selectors);
}

describe.skipIf(skip !== null)('accessibility', () => {
  let server: Served;
  let browser: Browser;

  beforeAll(async () => {
    ensureBuild();
    server = await serve();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('names every control and card, and its text passes WCAG AA contrast', { timeout: 60_000 }, async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/?fast&seed=e2e-a11y`);
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
    const mute = page.locator('[data-testid="mute"]');
    const before = await mute.getAttribute('aria-pressed');
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).not.toBe(before);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('stammtisch.settings') ?? '{}').muted)).toBe(before !== 'true');
    await context.close();
  });

  it('animates card moves, and does not when the system asks for reduced motion', { timeout: 60_000 }, async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 780 }, isMobile: true, hasTouch: true, locale: 'de-DE', reducedMotion });
      const page = await context.newPage();
      await page.goto(`${server.url}/?seed=e2e-motion`);
      await page.locator('label:has([data-testid="mode-anfaenger"])').click();
      await page.locator('[data-testid="start-schraem"]').click();
      await awaiting(page, 60_000);
      const card = page.locator('.st-card.interactive:not(.dim)').first();
      const key = await card.getAttribute('data-key');
      await card.click({ position: { x: 10, y: 30 } });
      const transition = await page.locator(`.st-card[data-key="${key}"]`).evaluate((el) => (el as HTMLElement).style.transition);
      if (reducedMotion === 'reduce') expect(transition).toBe('none');
      else expect(transition).toMatch(/transform \d+ms/);
      await context.close();
    }
  });
});

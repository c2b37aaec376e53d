import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playOrStop } from './drive.ts';
import { ensureBuild, launch, phone, skipReason } from './harness.ts';
import { nameSelf, startOnlineServer } from './online.ts';

/**
 * The built app under the server's real security headers (apps/server/src/http/headers.ts): no
 * Content-Security-Policy violation while it loads, registers its service worker, plays offline
 * (the bots' Web Worker) and opens an online table (WebSocket, the invite QR code).
 */
const skip = skipReason();
if (skip) console.warn(skip);

type Server = Awaited<ReturnType<typeof startOnlineServer>>;

describe.skipIf(skip !== null)('the app under its Content-Security-Policy', () => {
  let server: Server;
  let browser: Browser;
  beforeAll(async () => {
    ensureBuild();
    server = await startOnlineServer();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.cleanup();
  });

  it('loads, plays offline and opens an online table without a single violation', { timeout: 120_000 }, async () => {
    const context = await phone(browser);
    await context.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
    });
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy|Refused to/i.test(m.text())) console.push(m.text());
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    const res = await page.goto(`${server.url}/?fast&seed=e2e-csp`);
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(res?.headers()['x-content-type-options']).toBe('nosniff');
    expect(res?.headers()['referrer-policy']).toBe('no-referrer');

    // Offline: the bots run in the Web Worker.
    await page.locator('[data-testid="start-sedma"]').click();
    await page.locator('[data-testid="table-sedma"]').waitFor();
    for (let i = 0; i < 3; i++) await playOrStop(page);
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active !== null))).toBe(true);

    // Online: a table of one's own, over the WebSocket, with its QR code.
    await page.goto(`${server.url}/#/online/schraem`);
    await nameSelf({ name: 'Clara', context, page, errors });
    await page.locator('[data-testid="whoami"]').waitFor();
    await page.locator('[data-testid="create-go"]').click();
    await page.locator('[data-testid="waiting-room"]').waitFor();
    await page.locator('[data-testid="invite-qr"] svg').waitFor();

    const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    expect(violations).toEqual([]);
    expect(console).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

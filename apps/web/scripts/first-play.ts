import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const DIST = new URL('../dist/', import.meta.url).pathname;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.png': 'image/png', '.woff2': 'font/woff2' };

/** `dist` as a CDN would serve it: text compressed with gzip. */
async function serve(): Promise<{ url: string; close: () => void }> {
  const gz = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    const file = join(DIST, path === '/' ? 'index.html' : path);
    if (!file.startsWith(DIST) || !existsSync(file)) return res.writeHead(404).end();
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (/^(text|application\/(json|manifest))|svg/.test(type)) {
      let body = gz.get(file);
      if (!body) gz.set(file, (body = gzipSync(readFileSync(file), { level: 9 })));
      return res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' }).end(body);
    }
    res.writeHead(200, { 'content-type': type }).end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/**
 * `npm run firstplay -- --json [--runs 3]`: time to the first playable offline table on a
 * throttled phone — Lighthouse's mobile profile (slow 4G: 150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up; the CPU throttled 4×) in Chromium, a cold cache and no service worker yet. From
 * the built app (`npm run build -w apps/web`) served gzip-compressed, from the navigation to
 * the home page until a card of the player's hand can be played at a new offline 7-Schräm table
 * (its start button pressed as soon as it can be); the JavaScript transferred until then beside it.
 */
const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 3;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_RATE = 4;

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('no build: run `npm run build -w apps/web` first');
  const served = await serve();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  const times: number[] = [];
  const shown: number[] = [];
  const home: number[] = [];
  const scriptKb: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'de-DE', serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
      const scripts = new Map<string, number>();
      let scriptBytes = 0;
      cdp.on('Network.responseReceived', (e) => {
        if (e.type === 'Script') scripts.set(e.requestId, 0);
      });
      cdp.on('Network.loadingFinished', (e) => {
        if (scripts.has(e.requestId)) scriptBytes += e.encodedDataLength;
      });
      await page.goto(`${served.url}/`, { waitUntil: 'commit' });
      await page.locator('[data-testid="start-schraem"]:not([disabled])').waitFor({ timeout: 60_000 });
      home.push(Math.round(await page.evaluate(() => performance.now())));
      await page.locator('[data-testid="start-schraem"]').click();
      // The table is up once it shows the player's own cards; the first turn may wait for the
      // bots before (their pacing is the app's, not loading): both are reported.
      await page.locator('[data-testid="table-schraem"] .st-card').first().waitFor({ timeout: 120_000 });
      shown.push(Math.round(await page.evaluate(() => performance.now())));
      await page.waitForFunction(() => document.querySelector('[data-testid="table-schraem"]')?.getAttribute('data-await') === 'me', null, { timeout: 120_000 });
      times.push(Math.round(await page.evaluate(() => performance.now())));
      scriptKb.push(Math.round((scriptBytes / 1024) * 10) / 10);
      await context.close();
    }
  } finally {
    await browser.close();
    served.close();
  }
  console.log(
    JSON.stringify(
      {
        browser: `chromium ${browser.version()}`,
        profile: { network: 'slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up)', cpuThrottlingRate: CPU_RATE, cache: 'cold', serviceWorker: 'blocked' },
        loadAverage: Number(loadavg()[0]!.toFixed(2)),
        homeReadyMs: { runs: home, median: median(home) },
        tableShownMs: { runs: shown, median: median(shown) },
        firstTurnMs: { runs: times, median: median(times) },
        // Compressed bytes on the wire until then (the offline worker's engine and bots included).
        scriptKbTransferred: scriptKb,
        budgetMs: 2500,
      },
      null,
      2,
    ),
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import type { PhoneJob, PhoneResult } from './phone-worker.ts';

/**
 * `npm run phone -- --json [--rate 4] [--decisions 40] [--fixed] [--cold]`: Schwer's decision time
 * in Chromium on a throttled phone CPU (`Emulation.setCPUThrottlingRate`), p50/p95 per game — the
 * engine and bots bundled for the browser as the web app's offline worker runs them, Schwer's
 * budget kept per decision kind by the worker's BudgetKeeper (`--fixed`: the default 40 ms
 * throughout, as before) and its code warmed first as the worker warms it while idle (warm.ts;
 * `--cold`: not warmed).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GAMES = ['schraem', 'schieber', 'sedma'] as const;

const args = process.argv.slice(2);
const opt = (name: string, fallback: number): number => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const rate = opt('--rate', 4);
const decisions = opt('--decisions', 40);
const keeper = !args.includes('--fixed');
const warm = !args.includes('--cold');

const pct = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};

/** How many of a game's first decisions are listed on their own (firstMs). */
const COLD = 5;

function byKind(r: PhoneResult): Record<string, { n: number; p50Ms: number; p95Ms: number; maxMs: number; budgetP50: number }> {
  const out: Record<string, { n: number; p50Ms: number; p95Ms: number; maxMs: number; budgetP50: number }> = {};
  for (const kind of [...new Set(r.kinds)].sort()) {
    const at = r.kinds.flatMap((k, i) => (k === kind ? [i] : []));
    const times = at.map((i) => r.times[i]!);
    out[kind] = { n: at.length, p50Ms: pct(times, 50), p95Ms: pct(times, 95), maxMs: pct(times, 100), budgetP50: pct(at.map((i) => r.budgets[i]!), 50) };
  }
  return out;
}

async function main(): Promise<void> {
  const bundle = await build({
    entryPoints: [new URL('./phone-worker.ts', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
  });
  const worker = bundle.outputFiles[0]!.text;
  const server = createServer((req, res) => {
    if (req.url === '/worker.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(worker);
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>phone bench</title>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(url);
    const cdp = await page.context().newCDPSession(page);
    // Chromium throttles a page's main thread only: its workers run at full speed, and a worker
    // target refuses Emulation.setCPUThrottlingRate ("only supported for pages"). So the bots run
    // twice — in a worker as the offline table runs them (unthrottled), and on the page's main
    // thread throttled, the phone's figure — and a fixed loop, timed in both places at both
    // rates, shows what the throttling did.
    await page.addScriptTag({ url: '/worker.js', type: 'module' });
    await page.waitForFunction(() => 'phoneRun' in globalThis);
    const inWorker = (job: PhoneJob): Promise<PhoneResult> =>
      page.evaluate(
        (j) =>
          new Promise<PhoneResult>((resolve, reject) => {
            const w = new Worker('/worker.js', { type: 'module' });
            w.onmessage = (e: MessageEvent<PhoneResult>) => {
              w.terminate();
              resolve(e.data);
            };
            w.onerror = (e) => reject(new Error(e.message));
            w.postMessage(j);
          }),
        job,
      );
    const onPage = (job: PhoneJob): Promise<PhoneResult> =>
      page.evaluate((j) => (globalThis as unknown as { phoneRun: (j: PhoneJob) => PhoneResult }).phoneRun(j), job);
    const loop = { game: 'loop', decisions: 1, seed: '' } as const;
    const loopMs: Record<string, number> = {};
    for (const r of [1, rate]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: r });
      loopMs[`worker@${r}x`] = Math.round((await inWorker(loop)).times[0]!);
      loopMs[`page@${r}x`] = Math.round((await onPage(loop)).times[0]!);
    }
    const result: Record<string, unknown> = {
      browser: `chromium ${browser.version()}`,
      cpuThrottlingRate: rate,
      loadAverage: Number(loadavg()[0]!.toFixed(2)),
      loopMs,
      budget: keeper
        ? "Schwer's budget kept per decision kind by the offline worker's BudgetKeeper (apps/web/src/offline/budget.ts), fresh per game list"
        : 'Schwer at its default budget throughout (BotOptions.budgetMs 40: the same deterministic work as the server)',
      warm: warm ? "Schwer's code warmed before the first decision as the offline worker does (apps/web/src/offline/warm.ts), its time in warmMs" : 'not warmed (cold JIT)',
    };
    const figures = (r: PhoneResult) => ({
      decisions: r.times.length,
      forcedSkipped: r.forced,
      games: r.games,
      p50Ms: pct(r.times, 50),
      p95Ms: pct(r.times, 95),
      maxMs: pct(r.times, 100),
      budgetMs: { p50: pct(r.budgets, 50), min: Math.min(...r.budgets), last: r.budgets[r.budgets.length - 1] ?? null },
      // The first decisions run code the JIT has not compiled yet; the rest by the decision's kind.
      firstMs: r.times.slice(0, COLD).map((t) => Math.round(t)),
      ...(r.warmMs === undefined ? {} : { warmMs: Math.round(r.warmMs) }),
      byKind: byKind(r),
    });
    for (const game of GAMES) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const worker = figures(await inWorker({ game, decisions, seed: 'phone', keeper, warm }));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const throttled = figures(await onPage({ game, decisions, seed: 'phone', keeper, warm }));
      result[game] = { [`page@${rate}x`]: throttled, 'worker@1x': worker };
      if (!args.includes('--json')) console.error(`${game}: ${JSON.stringify(result[game])}`);
    }
    result.loadAverageAfter = Number(loadavg()[0]!.toFixed(2));
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

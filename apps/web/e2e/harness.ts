import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';

/**
 * Browser tests: build the app once (or reuse a build that is newer than every source), serve
 * `dist` from a tiny static server on 127.0.0.1, drive Debian's Chromium on a phone viewport.
 */

export const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = resolve(WEB, '../..');
export const DIST = join(WEB, 'dist');
export const ARTIFACTS = join(ROOT, 'test-artifacts');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Why the browser tests cannot run here, or null. In CI a missing browser is a failure, not a skip. */
export function skipReason(): string | null {
  if (existsSync(CHROMIUM)) return null;
  if (process.env.CI) throw new Error(`browser tests need Chromium at ${CHROMIUM} (CI is set, so this fails instead of skipping)`);
  return `no Chromium at ${CHROMIUM}: browser tests skipped (install the chromium package, or set CHROMIUM_PATH)`;
}

function newest(dir: string): number {
  let t = 0;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'paraglide' || name === 'dist' || name.startsWith('.')) continue;
    const p = join(dir, name);
    const s = statSync(p);
    t = Math.max(t, s.isDirectory() ? newest(p) : s.mtimeMs);
  }
  return t;
}

/** Builds `dist` unless a build newer than every source exists. Concurrent callers wait on a lock. */
export function ensureBuild(): void {
  const index = join(DIST, 'index.html');
  const sources = Math.max(
    newest(join(WEB, 'src')),
    newest(join(WEB, 'messages')),
    newest(join(ROOT, 'packages/engine/src')),
    newest(join(ROOT, 'packages/protocol/src')),
    statSync(join(WEB, 'vite.config.ts')).mtimeMs,
    statSync(join(WEB, 'paraglide.options.ts')).mtimeMs,
    statSync(join(WEB, 'index.html')).mtimeMs,
  );
  if (existsSync(index) && statSync(index).mtimeMs > sources) return;
  const lock = join(WEB, '.build-lock');
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() - started > 180_000) rmSync(lock, { recursive: true, force: true });
      spawnSync('sleep', ['1']);
    }
  }
  try {
    if (existsSync(index) && statSync(index).mtimeMs > sources) return;
    // A production build even when started from Vitest (which sets NODE_ENV=test: Vite would
    // then build without `import.meta.env.PROD`, and so without the service worker).
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
    const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: WEB, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
    if (r.status !== 0) throw new Error('vite build failed');
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

export interface Served {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves `dist` on 127.0.0.1 with a free port. */
export async function serve(root = DIST): Promise<Served> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A phone: 390 × 844 CSS px, touch, German unless told otherwise. */
export async function phone(browser: Browser, locale = 'de-DE'): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    serviceWorkers: 'allow',
  });
}

export function artifact(name: string): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  return join(ARTIFACTS, name);
}

/** The served app as a suite's tests reach it: its address and the browser to open phones in. */
export interface App {
  readonly url: string;
  readonly browser: Browser;
}

/**
 * A suite against the built app: built if need be, served and a browser launched before its tests,
 * both closed after them. Without Chromium it is skipped with a warning (in CI: fails).
 */
export function describeApp(title: string, tests: (app: App) => void): void {
  const skip = skipReason();
  if (skip) console.warn(skip);
  describe.skipIf(skip !== null)(title, () => {
    let server: Served | undefined;
    const app = { url: '', browser: undefined as unknown as Browser };
    beforeAll(async () => {
      ensureBuild();
      server = await serve();
      app.url = server.url;
      app.browser = await launch();
    });
    afterAll(async () => {
      await app.browser?.close();
      await server?.close();
    });
    tests(app);
  });
}

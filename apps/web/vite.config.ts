import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ICON_SVG, iconPng } from './icons.ts';
import { PARAGLIDE } from './paraglide.options.ts';
import { MESSAGES_COMPILED } from './scripts/messages.ts';

/** Emits the app icons (drawn from code) into the build and serves them in development. */
function icons(): Plugin {
  const files: Record<string, () => Buffer | string> = {
    'icon-192.png': () => iconPng(192),
    'icon-512.png': () => iconPng(512),
    'icon-maskable-512.png': () => iconPng(512, true),
    'icon.svg': () => ICON_SVG,
  };
  return {
    name: 'stammtisch-icons',
    generateBundle() {
      for (const [fileName, make] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source: make() });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.replace(/^\//, '').split('?')[0] ?? '';
        const make = files[name];
        if (!make) return next();
        res.setHeader('Content-Type', name.endsWith('.svg') ? 'image/svg+xml' : 'image/png');
        res.end(make());
      });
    },
  };
}

/**
 * colyseus.js decodes with msgpackr, whose default build probes `new Function('')` at load — a
 * Content-Security-Policy violation under the server's `script-src 'self'`. Its own no-eval build
 * decodes the same without it (apps/server/src/http/headers.ts, e2e/csp.test.ts).
 */
const msgpackrNoEval = join(dirname(createRequire(import.meta.url).resolve('@colyseus/msgpackr')), 'index-no-eval.cjs');

export default defineConfig({
  resolve: { alias: [{ find: /^@colyseus\/msgpackr$/, replacement: msgpackrNoEval }] },
  plugins: [
    svelte(),
    // Under `npm test` the messages are compiled once before the run (scripts/messages.ts): compiling
    // again here would empty the folder while other test files import it.
    ...(process.env[MESSAGES_COMPILED] ? [] : [paraglideVitePlugin({ ...PARAGLIDE, strategy: [...PARAGLIDE.strategy] })]),
    icons(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        name: 'Stammtisch – 7-Schräm, Schieber, Sedma',
        short_name: 'Stammtisch',
        description: 'Kartenspiele vom Stammtisch: 7-Schräm, Schieber und Sedma – offline gegen Bots.',
        lang: 'de',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#143628',
        theme_color: '#1d4a37',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // Everything offline play needs: the app, the worker with engine and bots, rules pages.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        // The server's own pages (a game's verification JSON opened in a tab) are not the app.
        navigateFallbackDenylist: [/^\/api\//, /^\/matchmake\//, /^\/health/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  worker: { format: 'es' },
  build: { manifest: true, target: 'es2022', chunkSizeWarningLimit: 700 },
});

import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (`@fastify/helmet`), with a Content-Security-Policy the built
 * app runs under — checked by a browser test that loads it, plays offline and watches for
 * violations (apps/web/e2e/csp.test.ts):
 *
 * - scripts, the bot Web Worker and the service worker only from this origin (no inline script,
 *   no eval: the web build uses msgpackr's no-eval build, apps/web/vite.config.ts); styles only
 *   from this origin too — Svelte 5 sets dynamic styles through the CSSOM (`style.cssText`),
 *   which the policy allows, and the app has no inline `<style>` or static `style` attribute;
 * - images from here and `data:`/`blob:` (icons, drawn card faces); the invite QR code is inline SVG;
 * - WebSockets to this host (`ws:`/`wss:` spelled out for browsers where `'self'` does not cover
 *   them) plus `extraConnect` (`CSP_CONNECT_SRC`: the public addresses of other processes when
 *   they are on other hosts, docs/scaling.md);
 * - never framed (`frame-ancestors 'none'`, `X-Frame-Options: DENY`), `nosniff`,
 *   `Referrer-Policy: no-referrer`; no `upgrade-insecure-requests`, so that a pub's server on a
 *   plain-http LAN address keeps working.
 */
export async function securityHeaders(app: FastifyInstance, extraConnect: readonly string[]): Promise<void> {
  const sockets = (host: string | undefined): string[] => (host && /^[A-Za-z0-9.:[\]-]+$/.test(host) ? [`ws://${host}`, `wss://${host}`] : []);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", (req) => sockets(req.headers.host).join(' '), ...extraConnect],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Cross-origin isolation would need every resource to opt in; nothing here needs it.
    crossOriginEmbedderPolicy: false,
  });
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const HINT = `<!doctype html><html lang="de"><meta charset="utf-8"><title>Stammtisch</title>
<body style="font-family:system-ui;max-width:36rem;margin:3rem auto;line-height:1.5">
<h1>Stammtisch</h1>
<p>The server runs, but the web app has not been built yet.</p>
<p>Run <code>npm run build -w apps/web</code> (or simply <code>npm start</code> at the project root, which builds it first) and reload.</p>
</body></html>`;

const isApi = (url: string): boolean => url.startsWith('/api/') || url === '/api' || url.startsWith('/health');

/**
 * The built web app (`apps/web/dist`), with every other GET answered by its `index.html` so the
 * app's own routes (`/join/CODE`, `/t/ID`) load on reload. Without a build: a hint page.
 */
export async function webRoutes(app: FastifyInstance, webDir: string): Promise<void> {
  const built = existsSync(join(webDir, 'index.html'));
  if (built) await app.register(fastifyStatic, { root: webDir, wildcard: true, index: 'index.html' });
  else app.get('/', async (_req, reply) => reply.type('text/html; charset=utf-8').send(HINT));

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (req.method === 'GET' && !isApi(path) && (req.headers.accept ?? '').includes('text/html')) {
      if (built) return reply.type('text/html; charset=utf-8').sendFile('index.html');
      return reply.type('text/html; charset=utf-8').send(HINT);
    }
    return reply.code(404).send({ error: 'not-found', message: `${req.method} ${path} is not here` });
  });
}

/**
 * The React app's build (Vite, config.webDist) with an SPA fallback: a GET for a client route
 * gets index.html, so deep links and reloads work. /api and /graphql never fall back (their
 * unknown paths are errors, not pages), nor do missing files (a broken asset link stays a 404).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { shared } from './shared';
import webAssets from './web-assets';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Веб-интерфейс не собран</title></head>
<body style="font: 14px sans-serif; margin: 3rem">
<h1>Веб-интерфейс не собран.</h1>
<p>Веб-интерфейс не собран. Выполните npm run build.</p>
</body></html>
`;

const hasExtension = (path: string) => /\.[^/]+$/.test(path);
const isApiPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path === '/graphql' || path.startsWith('/graphql/');

export default shared(async (app) => {
  const root = app.config.webDist;
  const index = join(root, 'index.html');
  if (!existsSync(index)) app.log.warn(`web: ${index} is missing; run npm run build`);

  app.get('/healthz', async () => ({ status: 'ok' }));

  // Hashed assets from memory (web-assets.ts); the rest of the build (index.html, favicon) here.
  await app.register(webAssets);
  await app.register(fastifyStatic, {
    root,
    // web/precompress.ts wrote .br and .gz beside each asset at build time: sent as they are.
    preCompressed: true,
    cacheControl: false,
    // index.html must be revalidated to pick up a new build (hashed files are web-assets.ts's);
    // so must sw.js and manifest.webmanifest, whose names never change: a browser that held the
    // worker for a day would not see an update for a day (docs/offline.md).
    setHeaders(reply) {
      reply.header('cache-control', 'no-cache');
    },
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const page =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !hasExtension(path);
    if (!page) return reply.code(404).send({ message: 'Не найдено' });
    // Checked per request, so a build made while the gateway runs is picked up.
    if (!existsSync(index)) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}, 'web');

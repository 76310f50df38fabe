import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pagePreloader } from './page-preloads.js';

/**
 * Serves the built web app: hashed assets are cached for good, every other GET outside the API
 * gets index.html so that the app's router can take it. Each file goes as the build's brotli or gzip copy of it when
 * the browser takes that encoding (see `precompress` in vite.config.ts).
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const hasBuild = existsSync(path.join(webRoot, 'index.html'));
  const preloadedPage = hasBuild ? pagePreloader(webRoot) : () => undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are ways to send a file, not addresses of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Our own Cache-Control below: hashed assets forever, everything else revalidated.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Which copy a browser gets depends on its Accept-Encoding: a shared cache must not hand one to the other.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // /login, /forgot_password and /reset_password are API calls only as POST: a GET there is a page load, and a HEAD
    // (link checkers, uptime monitors) asks about the same page.
    if ((request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|\?|$)/.test(request.url) && hasBuild) {
      reply.header('cache-control', 'no-cache');
      const html = preloadedPage(request.url);
      return html === undefined ? reply.sendFile('index.html') : reply.type('text/html; charset=utf-8').send(html);
    }
    return reply.code(404).send({ status: 404, error: 'Not found.' });
  });
}

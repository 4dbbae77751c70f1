import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { problem } from '../lib/problem.ts';

/** Serves the built SPA with history fallback; unknown /api paths get a 404 problem. */
export default fp(async (app: FastifyInstance, opts: { root: string }) => {
  const root = resolve(opts.root);
  const built = existsSync(resolve(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        // Hashed assets never change; index.html always revalidates.
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ root }, 'no built SPA found: run `npm run build` to serve the web app');
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const wantsPage = req.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage && built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const body = problem(404, 'Not found', 'Nothing is here.');
    return reply.code(404).type('application/problem+json').send(body);
  });
});

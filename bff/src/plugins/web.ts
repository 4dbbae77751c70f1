import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { problem } from '../lib/problem.ts';

/**
 * The home's events, as the SPA will ask for them (same URL, same credentials mode), preloaded
 * by the page itself: the request starts while the JS downloads rather than after it ran, and the
 * first posters (the largest paint) hang off it. The filter is read as the home reads it.
 */
export function withEventsPreload(html: string, search: string): string {
  const params = new URLSearchParams(search);
  const province = params.get('province');
  const category = province ? null : params.get('category');
  const query = province
    ? `?${new URLSearchParams({ province })}`
    : category
      ? `?${new URLSearchParams({ category })}`
      : '';
  const href = `/api/events${query}`.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return html.replace(
    '</head>',
    `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">\n</head>`,
  );
}

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
  let indexHtml: string | null = null;
  app.setNotFoundHandler((req, reply) => {
    const [path = '', search = ''] = req.url.split('?');
    const wantsPage = req.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage && built && path === '/') {
      indexHtml ??= readFileSync(resolve(root, 'index.html'), 'utf8');
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withEventsPreload(indexHtml, search));
    }
    if (wantsPage && built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const body = problem(404, 'Not found', 'Nothing is here.');
    return reply.code(404).type('application/problem+json').send(body);
  });
});

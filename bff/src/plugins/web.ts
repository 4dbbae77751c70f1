import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { problem } from '../lib/problem.ts';
import {
  composePage,
  indexStylesheets,
  loadServerEntry,
  renderWithData,
  type ServerEntry,
  stylesFor,
} from '../lib/server-render.ts';
import { sessionUser } from './session.ts';

/** A server-rendered page waits this long at most; past it the visitor gets the plain SPA. */
const RENDER_DEADLINE_MS = 1000;
/**
 * Guests' rendered pages are the same for every guest: kept this long (never longer than the
 * public answers they show, CACHE_TTL_MS), this many at most.
 */
const PAGE_TTL_MS = 5000;
const PAGE_CACHE_SIZE = 200;

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

/** A rendered page, and whether it carries the viewer's own data (never stored by any cache). */
interface RenderedPage {
  html: string;
  personal: boolean;
}

/**
 * The pages rendered on the server: the public pages for guests, each kept a few seconds (a
 * guest's page is every guest's page), and the logged-in landings with the viewer's own session,
 * rendered for that request alone and kept nowhere.
 */
function serverPages(app: FastifyInstance, entry: ServerEntry, root: string, indexHtml: string) {
  const stylesheets = indexStylesheets(resolve(root, 'assets'), indexHtml);
  const recent = new Map<string, { html: string; until: number }>();
  const keepMs = Math.min(PAGE_TTL_MS, app.config.CACHE_TTL_MS);
  const readOwnApi = (req: FastifyRequest) => async (url: string) => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: {
        cookie: req.headers.cookie ?? '',
        'sec-fetch-site': 'same-origin',
        accept: 'application/json',
      },
      remoteAddress: req.ip,
    });
    return res.statusCode === 200 ? (res.json() as unknown) : null;
  };
  const render = async (req: FastifyRequest, url: string, personal: boolean): Promise<string | null> => {
    const { html, fallback } = await renderWithData(entry, url, readOwnApi(req));
    // A landing is only worth sending rendered for the account it was rendered for: if the
    // session read says nobody (ended meanwhile, or failed), the app decides in the browser.
    if (personal && !isLoggedIn(fallback[SESSION_KEY])) return null;
    return composePage(indexHtml, {
      html,
      styles: stylesFor(html, stylesheets),
      fallback,
      dataId: entry.SSR_DATA_ID,
    });
  };
  /** Renders within the deadline, or null (too slow, or failed: logged). */
  const inTime = async (req: FastifyRequest, path: string, personal: boolean): Promise<string | null> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((done) => {
      timer = setTimeout(() => done(null), RENDER_DEADLINE_MS);
    });
    try {
      const html = await Promise.race([render(req, req.url, personal), late]);
      if (html === null)
        req.log.warn({ path }, 'server rendering too slow or logged out: the plain page was sent');
      return html;
    } catch (error) {
      req.log.warn({ err: error, path }, 'server rendering failed: the plain page was sent');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
  /**
   * The page for this visitor, or null (the plain shell): a guest's public page (kept a few
   * seconds per URL), a logged-in viewer's landing (their own, kept nowhere), or nothing.
   */
  return async (req: FastifyRequest, path: string): Promise<RenderedPage | null> => {
    const user = sessionUser(req);
    if (user) {
      // Only a page load (not the offline worker saving the page: it keeps the shell, which
      // works for any of the customer's ticket addresses offline, docs/decisions/0029), and only
      // the viewer's own role's landing (another role's would send them elsewhere).
      const load = req.headers['sec-fetch-dest'] === 'document';
      if (!load || !entry.rendersForAccount?.(path, user.accountType)) return null;
      const html = await inTime(req, path, true);
      return html === null ? null : { html, personal: true };
    }
    if (!entry.rendersOnServer(path)) return null;
    const now = Date.now();
    const kept = recent.get(req.url);
    if (kept && kept.until > now) return { html: kept.html, personal: false };
    const html = await inTime(req, path, false);
    if (html === null) return null;
    if (recent.size >= PAGE_CACHE_SIZE) recent.delete(recent.keys().next().value ?? '');
    recent.set(req.url, { html, until: now + keepMs });
    return { html, personal: false };
  };
}

/** The SWR key of the session read (the web's `sessionKey`). */
const SESSION_KEY = '/api/session';
const isLoggedIn = (session: unknown): boolean =>
  typeof session === 'object' && session !== null && (session as { loggedIn?: unknown }).loggedIn === true;

/** Files of web/dist that are not the site's: the server renderer and development leftovers. */
export function isPrivateBuildFile(pathName: string): boolean {
  const path = pathName.replace(/\\/g, '/');
  return path === '/server' || path.startsWith('/server/') || path === '/mockServiceWorker.js';
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
      // The server renderer (dist/server) is the BFF's own code, and the mock worker is
      // development's: neither is a file a browser may fetch.
      allowedPath: (pathName) => !isPrivateBuildFile(pathName),
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
  const indexHtml = built ? readFileSync(resolve(root, 'index.html'), 'utf8') : '';
  const entry = built ? await loadServerEntry(root) : null;
  const rendered = entry ? serverPages(app, entry, root, indexHtml) : null;
  if (entry?.warmUp) {
    const warmUp = entry.warmUp;
    // In the background once listening: the first logged-in landing would otherwise pay for
    // loading the screens' code and pass the render deadline.
    app.addHook('onReady', async () => {
      warmUp().catch((error: unknown) => app.log.warn({ err: error }, 'server renderer warm-up failed'));
    });
  }
  // The SPA's pages: a route (not the not-found handler) so the compression plugin, which hooks
  // routes, compresses the HTML like any answer.
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const [path = '', search = ''] = req.url.split('?');
    const wantsPage = !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
    if (!wantsPage || !built) return reply.callNotFound();
    const page = (rendered && (await rendered(req, path))) ?? null;
    const html = page?.html ?? (path === '/' ? withEventsPreload(indexHtml, search) : indexHtml);
    // A guest and a logged-in viewer get different HTML for the same URL; a page with the
    // viewer's own data is stored by no cache at all (not the browser's either: logout leaves
    // nothing of it behind).
    return reply
      .header('cache-control', page?.personal ? 'private, no-store' : 'no-cache')
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(html);
  });
  app.setNotFoundHandler((_req, reply) => {
    const body = problem(404, 'Not found', 'Nothing is here.');
    return reply.code(404).type('application/problem+json').send(body);
  });
});

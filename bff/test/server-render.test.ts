import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../mocks/src/legacy/index.ts';
import {
  composePage,
  indexStylesheets,
  renderWithData,
  type ServerEntry,
  scriptSafeJson,
  stylesFor,
} from '../src/lib/server-render.ts';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { stack } from './standin.ts';

const ENTRY_CSS = '._header_hh11h_1{color:red}';
const INDEX = `<!doctype html><html><head><style>${ENTRY_CSS}</style></head><body><div id="root"></div></body></html>`;

describe('the answers embedded beside a rendered page', () => {
  it('cannot close the script element or open a comment, whatever an event is called', () => {
    const fallback = { '/api/events': [{ name: '</script><script>alert(1)</script><!-- & \u2028' }] };
    const json = scriptSafeJson(fallback);
    expect(json).not.toMatch(/<|>|&/);
    expect(JSON.parse(json)).toEqual(fallback);
  });

  it('go beside #root, with the route styles in the head, each file named by a disabled link', () => {
    const html = composePage(INDEX, {
      html: '<main>Hi</main>',
      styles: [{ file: 'grid-2.css', css: '._grid_ab12c_1{display:grid}' }],
      fallback: { '/api/session': { loggedIn: false } },
      dataId: 'ssr-data',
    });
    // The app's module preloader finds the link and does not fetch and apply the file again.
    expect(html).toContain(
      '<style>._grid_ab12c_1{display:grid}</style>\n<link rel="stylesheet" href="/assets/grid-2.css" disabled>\n</head>',
    );
    // The first paint waits for the whole page (up to the answers after #root), not a part of it.
    expect(html).toContain('<link rel="expect" href="#ssr-data" blocking="render">');
    expect(html.indexOf('id="ssr-data"')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html).toContain(
      '<div id="root"><main>Hi</main></div>\n<script type="application/json" id="ssr-data">{"/api/session":{"loggedIn":false}}</script>',
    );
  });
});

describe('the route stylesheets a rendered page needs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tix-css-'));
  beforeAll(() => {
    writeFileSync(join(dir, 'index-1.css'), ENTRY_CSS);
    writeFileSync(join(dir, 'grid-2.css'), '._grid_ab12c_1{display:grid}._card_ab12c_9{padding:0}');
    writeFileSync(join(dir, 'other-3.css'), '._panel_zz99z_1{color:blue}');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are the ones whose classes the HTML uses; the entry stylesheet is already inline', () => {
    const index = indexStylesheets(dir, INDEX);
    const html =
      '<header class="_header_hh11h_1"></header><ul class="_grid_ab12c_1"><li class="_card_ab12c_9">';
    expect(stylesFor(html, index)).toEqual([
      { file: 'grid-2.css', css: '._grid_ab12c_1{display:grid}._card_ab12c_9{padding:0}' },
    ]);
    expect(stylesFor('<p class="plain">', index)).toEqual([]);
  });
});

describe('rendering with the answers the page reads', () => {
  it('reads what a pass was missing, renders again, and stops when nothing is missing', async () => {
    const passes: Record<string, unknown>[] = [];
    const entry: ServerEntry = {
      SSR_DATA_ID: 'ssr-data',
      rendersOnServer: () => true,
      render: async (_url, fallback) => {
        passes.push({ ...fallback });
        const missing = ['/api/event', ...(fallback['/api/event'] ? ['/api/likes'] : [])].filter(
          (key) => !(key in fallback),
        );
        return { html: `<p>${Object.keys(fallback).join(',')}</p>`, missing };
      },
    };
    const read: string[] = [];
    const out = await renderWithData(entry, '/event/7/tickets', async (url) => {
      read.push(url);
      return { url };
    });
    expect(read).toEqual(['/api/event', '/api/likes']);
    expect(passes).toHaveLength(3);
    expect(out.html).toBe('<p>/api/event,/api/likes</p>');
    expect(out.fallback).toEqual({
      '/api/event': { url: '/api/event' },
      '/api/likes': { url: '/api/likes' },
    });
  });

  it('leaves a failed read without an answer, reads it once, and never reads outside /api/', async () => {
    const entry: ServerEntry = {
      SSR_DATA_ID: 'ssr-data',
      rendersOnServer: () => true,
      render: async (_url, fallback) => ({
        html: '<p></p>',
        missing: ['/api/broken', 'https://elsewhere.example/x'].filter((k) => !(k in fallback)),
      }),
    };
    const read: string[] = [];
    const out = await renderWithData(entry, '/', async (url) => {
      read.push(url);
      return null;
    });
    expect(read).toEqual(['/api/broken']);
    expect(out.fallback).toEqual({});
  });
});

// A web root as `npm run build` leaves it, with a small renderer of our own: the home lists the
// events it was given (or reports /api/events missing); /slow never finishes in time; /boom throws.
const RENDERER = `
export const SSR_DATA_ID = 'ssr-data';
export const rendersOnServer = (path) => ['/', '/slow', '/boom'].includes(path);
export async function render(url, fallback) {
  if (url.startsWith('/slow')) await new Promise((r) => setTimeout(r, 3000));
  if (url.startsWith('/boom')) throw new Error('boom');
  const events = fallback['/api/events'];
  if (!events) return { html: '<p>Loading</p>', missing: ['/api/events'] };
  return { html: '<ul class="_grid_ab12c_1">' + events.map((e) => '<li>' + e.name + '</li>').join('') + '</ul>', missing: [] };
}
`;

describe('the BFF serving rendered pages', () => {
  const root = mkdtempSync(join(tmpdir(), 'tix-web-'));
  let s: Awaited<ReturnType<typeof stack>>;
  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    mkdirSync(join(root, 'server'));
    writeFileSync(join(root, 'index.html'), INDEX);
    writeFileSync(join(root, 'assets', 'grid-2.css'), '._grid_ab12c_1{display:grid}');
    writeFileSync(join(root, 'server', 'entry-server.js'), RENDERER);
    s = await stack({ WEB_DIST: root, TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await s.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '10.9.0.1', ...headers } });

  it('gives a guest the home with its events in the HTML, the styles it uses and the answers beside it', async () => {
    const events = (await s.app.inject({ url: '/api/events', headers: SAME_ORIGIN })).json() as {
      name: string;
    }[];
    expect(events.length).toBeGreaterThan(0);
    const res = await page('/', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/cookie/);
    const html = gunzipSync(res.rawPayload).toString('utf8');
    const first = events[0]?.name ?? '';
    expect(html).toContain(`<div id="root"><ul class="_grid_ab12c_1"><li>${first}</li>`);
    expect(html).toContain('<style>._grid_ab12c_1{display:grid}</style>');
    const data = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(Object.keys(JSON.parse(data))).toEqual(['/api/events']);
  });

  it('gives a logged-in viewer the plain shell: nothing of theirs is rendered on the server', async () => {
    const login = await s.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': '10.9.0.2' },
      payload: { emailOrPhone: 'customer@demo.co.za', password: DEMO_PASSWORD, partner: false },
    });
    expect(login.statusCode).toBe(200);
    const res = await page('/', { cookie: sessionCookie(login.headers['set-cookie']) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('ssr-data');
    // The shell still starts the home's events early.
    expect(res.body).toContain('<link rel="preload" href="/api/events"');
  });

  it('sends the plain shell when rendering fails or takes too long, and for pages it does not render', async () => {
    const started = Date.now();
    const slow = await page('/slow');
    expect(Date.now() - started).toBeLessThan(2500);
    for (const res of [slow, await page('/boom'), await page('/dashboard')]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('ssr-data');
    }
  });

  it('answers unknown API paths, missing files and other methods with a 404 problem', async () => {
    for (const res of [
      await page('/api/nothing-here'),
      await page('/assets/missing.js'),
      await s.app.inject({ method: 'POST', url: '/', headers: SAME_ORIGIN }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
  });
});

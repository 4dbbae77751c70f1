import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// Server rendering of the public pages a guest lands on (home, an event, fees, login, ...): the
// page's HTML and the answers it was rendered with go out in the first response, so a phone paints
// the content (and starts the first posters) before the JS has arrived; the SPA then takes that
// HTML over (hydration). The renderer is the web's own code, built by `npm run build` into
// web/dist/server/entry-server.js (web/src/app/entry-server.tsx); without it, pages are the plain
// SPA shell as before. Logged-in viewers get their role's landing rendered with their own session
// (their cookies on every read), for that request alone; any other page is the shell for them.

/** What web/src/app/entry-server.tsx exports. */
export interface ServerEntry {
  SSR_DATA_ID: string;
  rendersOnServer(pathname: string): boolean;
  /** Whether a logged-in viewer's page at `pathname` is rendered (their landing); an older build has none. */
  rendersForAccount?(pathname: string, accountType: string): boolean;
  render(url: string, fallback: Record<string, unknown>): Promise<{ html: string; missing: string[] }>;
  /** Loads the landings' code ahead of their first viewer (renders nobody's data); an older build has none. */
  warmUp?(): Promise<void>;
}

/** Reads a GET of the BFF's own API as the visitor would (its cookies): the JSON, or null. */
export type ReadOwnApi = (url: string) => Promise<unknown>;

/** Renders at most this many times: each pass may reveal reads that depend on an earlier answer. */
const MAX_PASSES = 3;

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, whatever an event is called. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The five-character file hash of a CSS module class (`_grid_1s1y6_1` → `1s1y6`). */
const MODULE_CLASS = /_([a-z0-9]{5})_\d+(?![\w-])/g;

/** A route stylesheet of web/dist/assets: its file name and its rules. */
export interface Stylesheet {
  file: string;
  css: string;
}

/**
 * The route stylesheets (CSS modules of the lazy screens) by the hashes of their classes. The
 * entry's stylesheet is already inline in index.html and is left out.
 */
export function indexStylesheets(assetsDir: string, indexHtml: string): Map<string, Stylesheet[]> {
  const byHash = new Map<string, Stylesheet[]>();
  if (!existsSync(assetsDir)) return byHash;
  for (const file of readdirSync(assetsDir)
    .filter((f) => f.endsWith('.css'))
    .sort()) {
    const css = readFileSync(resolve(assetsDir, file), 'utf8').trim();
    if (!css || indexHtml.includes(css)) continue;
    for (const [, hash] of css.matchAll(MODULE_CLASS)) {
      if (!hash) continue;
      const sheets = byHash.get(hash) ?? [];
      if (!sheets.some((sheet) => sheet.file === file)) sheets.push({ file, css });
      byHash.set(hash, sheets);
    }
  }
  return byHash;
}

/** The stylesheets whose classes the rendered HTML uses, in a stable order, each once. */
export function stylesFor(html: string, byHash: Map<string, Stylesheet[]>): Stylesheet[] {
  const out = new Map<string, Stylesheet>();
  for (const [, hash] of html.matchAll(MODULE_CLASS)) {
    for (const sheet of (hash && byHash.get(hash)) || []) out.set(sheet.file, sheet);
  }
  return [...out.values()];
}

/**
 * index.html with the rendered page in #root, its styles in the head and its answers beside it.
 * Each inlined stylesheet is also named by a disabled link (which the browser neither fetches nor
 * applies): the app's module preloader takes a stylesheet linked in the page as already there, so
 * a screen's code does not fetch its rules a second time and make the browser restyle the whole
 * page once more while the app takes over (a long task on a phone, issue 48).
 */
export function composePage(
  indexHtml: string,
  page: { html: string; styles: Stylesheet[]; fallback: Record<string, unknown>; dataId: string },
): string {
  const styles = page.styles.length
    ? `<style>${page.styles.map((sheet) => sheet.css).join('\n')}</style>\n${page.styles
        .map((sheet) => `<link rel="stylesheet" href="/assets/${sheet.file}" disabled>\n`)
        .join('')}`
    : '';
  const data = `<script type="application/json" id="${page.dataId}">${scriptSafeJson(page.fallback)}</script>`;
  // The first paint waits until the parser has reached the answers after #root, that is the whole
  // page: the page shows at once rather than in parts (a part painted first made the largest
  // paint a later one on a phone, issue 48). A browser without `blocking` ignores the link.
  const wholePage = `<link rel="expect" href="#${page.dataId}" blocking="render">\n`;
  return indexHtml
    .replace('</head>', `${wholePage}${styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>\n${data}`);
}

/**
 * Renders `url` (path and query) with the answers its reads need: a pass reports the reads it
 * made without an answer, they are fetched from the BFF's own API, and the page is rendered again.
 * A read that fails stays without an answer (the page shows its loading state, and the browser
 * asks again). Only `/api/` GETs are read.
 */
export async function renderWithData(
  entry: ServerEntry,
  url: string,
  read: ReadOwnApi,
): Promise<{ html: string; fallback: Record<string, unknown> }> {
  const fallback: Record<string, unknown> = {};
  const tried = new Set<string>();
  for (let pass = 1; ; pass++) {
    const { html, missing } = await entry.render(url, fallback);
    const toRead = missing.filter((key) => key.startsWith('/api/') && !tried.has(key));
    if (!toRead.length || pass === MAX_PASSES) return { html, fallback };
    const answers = await Promise.all(toRead.map((key) => read(key)));
    toRead.forEach((key, i) => {
      tried.add(key);
      if (answers[i] !== null && answers[i] !== undefined) fallback[key] = answers[i];
    });
  }
}

/** The built renderer, if `npm run build` made one. */
export async function loadServerEntry(webRoot: string): Promise<ServerEntry | null> {
  const file = resolve(webRoot, 'server/entry-server.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}

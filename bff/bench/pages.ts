// Page views in Chromium: the legacy calls a view makes (the BFF's read cache emptied first, then
// a reload) and the route's initial JS (every JS file the page downloaded, gzipped), for the home,
// an event page, checkout's first screen and each role's landing. Shared with the throttled
// landings and Lighthouse: the pages, and a BFF serving web/dist over a latency-free stand-in.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type DemoRole, demoLogin, logInAs } from '../../e2e/support/login.ts';
import { countJs } from '../../scripts/lib/js-size.ts';
import { forked } from './servers.ts';

export const CHROMIUM = '/usr/bin/chromium';
const WEB_DIST = join(import.meta.dirname, '../../web/dist');

export interface PageSpec {
  name: string;
  path: string;
  /** Logged in as this demo role first; a guest without. */
  role?: DemoRole;
}

const landing = (name: string, role: DemoRole): PageSpec => ({
  name,
  path: demoLogin(role).landingPage,
  role,
});

/** Each role's first page, reached with the README's demo login. */
export const LANDINGS: PageSpec[] = [
  landing('customer landing', 'customer'),
  landing('organiser dashboard', 'business'),
  landing('affiliate landing', 'partner'),
  landing('promoter landing', 'promoter'),
];

const PAGES: PageSpec[] = [
  { name: 'home', path: '/' },
  { name: 'event page', path: '/event/7/tickets' },
  { name: 'checkout (/buy)', path: '/buy?eventid=7&ticketid=5020', role: 'customer' },
  ...LANDINGS,
];

export const canBrowse = () => existsSync(join(WEB_DIST, 'index.html')) && existsSync(CHROMIUM);

/** The stand-in and a BFF serving the built SPA (web/dist, found from the bundle's place). */
export async function site() {
  const standin = await forked('standin');
  const bff = await forked('bff', standin.url);
  return {
    base: bff.url,
    /** Empties the BFF's read cache and the stand-in's count of legacy calls. */
    cold: async () => {
      await bff.ask('clear-cache');
      await standin.ask('calls', 'reset');
    },
    /** The legacy calls since the last reset, and a new count from zero. */
    calls: () => standin.ask<number>('calls', 'reset'),
    close: async () => {
      await bff.close();
      await standin.close();
    },
  };
}

export type PageViews = Record<
  string,
  { path: string; legacyCallsCold: number; legacyCallsWarm: number; jsGzipKb: number }
>;

export async function pageViews(): Promise<PageViews> {
  const { chromium } = await import('@playwright/test');
  const s = await site();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const out: PageViews = {};
  try {
    for (const spec of PAGES) {
      const context = await browser.newContext({ baseURL: s.base });
      if (spec.role) await logInAs(context.request, spec.role);
      const page = await context.newPage();
      const js = countJs(page);
      await s.cold();
      await page.goto(spec.path, { waitUntil: 'networkidle' });
      const legacyCallsCold = await s.calls();
      const jsGzipKb = Math.round((await js()).kb * 10) / 10;
      await page.reload({ waitUntil: 'networkidle' });
      out[spec.name] = { path: spec.path, legacyCallsCold, legacyCallsWarm: await s.calls(), jsGzipKb };
      await context.close();
    }
  } finally {
    await browser.close();
    await s.close();
  }
  return out;
}

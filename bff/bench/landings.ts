// The logged-in landings as a phone sees them (issue 29): each role's first page, logged in with
// the README's demo logins, loaded in Chromium with Lighthouse mobile's throttling applied through
// the DevTools protocol (4x CPU slowdown; slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up; a
// Moto G Power's screen). The page's own PerformanceObservers, registered before any script runs,
// record the largest contentful paint and the main thread's long tasks; total blocking time is the
// sum over long tasks of (duration - 50 ms), from navigation until the page has settled. Every JS
// file the page downloaded is listed with its size (gzip level 6), as pageViews counts it.
//
// Lighthouse cannot measure these pages itself: they need a session cookie, and its navigation
// starts from a fresh profile. Figures are the median of RUNS cold loads (a new context each).
// Run alone: `npx tsx bff/bench/landings.ts` (needs `npm run build`).
import { gzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../mocks/src/legacy/index.ts';
import { CHROMIUM, canBrowse, site } from './measure.ts';
import { LANDINGS, type LandingSpec } from './pages.ts';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const RUNS = Number(process.env.BENCH_LANDING_RUNS ?? 3);

export interface LandingResult {
  path: string;
  runs: number;
  lcpMs: number;
  tbtMs: number;
  /** The median run's long tasks, in ms. */
  longTasks: number[];
  jsGzipKb: number;
  /** Each JS file of the median run's load, gzip KB. */
  files: Record<string, number>;
}

/** Lighthouse 12's mobile defaults (constants.js: throttling.mobileSlow4G, screenEmulationMetrics.mobile). */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Runs in the page before its scripts: collects LCP and long tasks into window.__perf. */
const OBSERVE = `(() => {
  const perf = { lcp: 0, tasks: [] };
  window.__perf = perf;
  new PerformanceObserver((l) => { for (const e of l.getEntries()) perf.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) perf.tasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: true });
})();`;

async function logIn(request: APIRequestContext, login: NonNullable<LandingSpec['login']>) {
  const { email, partner = false, merchantId } = login;
  const res = merchantId
    ? await request.post('/api/booster/session', {
        headers: SAME_ORIGIN,
        data: { email, password: DEMO_PASSWORD, merchantId },
      })
    : await request.post('/api/session', {
        headers: SAME_ORIGIN,
        data: { emailOrPhone: email, password: DEMO_PASSWORD, partner },
      });
  if (!res.ok()) throw new Error(`login of ${email}: ${res.status()}`);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

export async function landingRuns(specs = LANDINGS): Promise<Record<string, LandingResult>> {
  const { chromium } = await import('@playwright/test');
  const s = await site();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const out: Record<string, LandingResult> = {};
  try {
    for (const spec of specs) {
      const runs: Omit<LandingResult, 'path' | 'runs'>[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ baseURL: s.base, ...PHONE });
        if (spec.login) await logIn(context.request, spec.login);
        const page = await context.newPage();
        await page.addInitScript(OBSERVE);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', NETWORK);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        const files: Record<string, number> = {};
        let bytes = 0;
        const bodies: Promise<void>[] = [];
        page.on('response', (r) => {
          if (!/\.m?js(?:\?|$)/.test(r.url())) return;
          bodies.push(
            r.body().then(
              (b) => {
                const gz = gzipSync(b, { level: 6 }).length;
                bytes += gz;
                files[new URL(r.url()).pathname] = Math.round(gz / 102.4) / 10;
              },
              () => undefined,
            ),
          );
        });
        s.app.readCache.clear();
        await page.goto(spec.path, { waitUntil: 'networkidle', timeout: 60_000 });
        // Let the last answers render and any late task finish before reading the observers.
        await page.waitForTimeout(2000);
        await Promise.all(bodies);
        const perf = (await page.evaluate('window.__perf')) as { lcp: number; tasks: number[] };
        const tbt = perf.tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
        runs.push({
          lcpMs: Math.round(perf.lcp),
          tbtMs: Math.round(tbt),
          longTasks: perf.tasks.map(Math.round),
          jsGzipKb: Math.round(bytes / 102.4) / 10,
          files,
        });
        await context.close();
      }
      const tbtMs = median(runs.map((r) => r.tbtMs));
      const mid = runs.find((r) => r.tbtMs === tbtMs) ?? runs[0];
      out[spec.name] = {
        path: spec.path,
        runs: runs.length,
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs,
        longTasks: mid?.longTasks ?? [],
        jsGzipKb: median(runs.map((r) => r.jsGzipKb)),
        files: mid?.files ?? {},
      };
    }
  } finally {
    await browser.close();
    await s.close();
  }
  return out;
}

/** The landings as bench table rows. */
export function landingRows(r: Record<string, LandingResult> | null | undefined) {
  const rows: Record<string, { value: string; target: string; met: string }> = {};
  const ok = (b: boolean) => (b ? 'yes' : 'NO');
  for (const [name, l] of Object.entries(r ?? {})) {
    rows[`landing ${name} (throttled, ${l.runs} runs): LCP / TBT`] = {
      value: `${l.lcpMs} / ${l.tbtMs} ms (long tasks: ${l.longTasks.join(', ') || 'none'} ms)`,
      target: 'TBT <= 150',
      met: ok(l.tbtMs <= 150),
    };
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!canBrowse()) throw new Error('needs `npm run build` and Chromium');
  const names = process.argv.slice(2);
  // Paths named on the command line: a landing's own spec, any other path as a guest.
  const specs = names.length
    ? names.map((path) => LANDINGS.find((l) => l.path === path) ?? { name: path, path })
    : LANDINGS;
  const result = await landingRuns(specs);
  for (const [name, l] of Object.entries(result)) {
    console.log(
      `${name} ${l.path}: LCP ${l.lcpMs} ms, TBT ${l.tbtMs} ms (long tasks ${l.longTasks.join(', ')} ms), JS ${l.jsGzipKb} KB`,
    );
    for (const [f, kb] of Object.entries(l.files).sort((a, b) => b[1] - a[1]))
      console.log(`   ${kb} KB ${f}`);
  }
}

// The logged-in landings as a phone sees them: each role's first page, logged in with the
// README's demo logins, loaded in Chromium with Lighthouse mobile's throttling applied through the
// DevTools protocol (4x CPU slowdown; slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up; a Moto G
// Power's screen). The page's own PerformanceObservers, registered before any script runs, record
// the largest contentful paint and the main thread's long tasks; total blocking time is the sum
// over long tasks of (duration - 50 ms), from navigation until the page has settled. Lighthouse
// cannot measure these pages itself: they need a session cookie, and its navigation starts from a
// fresh profile. Figures are the median of several cold loads (a new context each). The landings'
// JS is counted by the page views (pages.ts).
import { logInAs } from '../../e2e/support/login.ts';
import { CHROMIUM, LANDINGS, site } from './pages.ts';

export interface LandingResult {
  path: string;
  runs: number;
  lcpMs: number;
  tbtMs: number;
  /** The median run's long tasks, in ms. */
  longTasks: number[];
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

export async function landingRuns(runsPerPage: number): Promise<Record<string, LandingResult>> {
  const { chromium } = await import('@playwright/test');
  const s = await site();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const out: Record<string, LandingResult> = {};
  try {
    for (const spec of LANDINGS) {
      const runs: { lcpMs: number; tbtMs: number; longTasks: number[] }[] = [];
      for (let i = 0; i < runsPerPage; i++) {
        const context = await browser.newContext({ baseURL: s.base, ...PHONE });
        if (spec.role) await logInAs(context.request, spec.role);
        const page = await context.newPage();
        await page.addInitScript(OBSERVE);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', NETWORK);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await s.cold();
        await page.goto(spec.path, { waitUntil: 'networkidle', timeout: 60_000 });
        // Let the last answers render and any late task finish before reading the observers.
        await page.waitForTimeout(2000);
        const perf = (await page.evaluate('window.__perf')) as { lcp: number; tasks: number[] };
        runs.push({
          lcpMs: Math.round(perf.lcp),
          tbtMs: Math.round(perf.tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
          longTasks: perf.tasks.map(Math.round),
        });
        await context.close();
      }
      // The run of median TBT (an odd count of runs: one of them).
      runs.sort((a, b) => a.tbtMs - b.tbtMs);
      const mid = runs[Math.floor(runs.length / 2)];
      if (!mid) continue;
      const lcps = runs.map((r) => r.lcpMs).sort((a, b) => a - b);
      out[spec.name] = {
        path: spec.path,
        runs: runs.length,
        lcpMs: lcps[Math.floor(lcps.length / 2)] ?? 0,
        tbtMs: mid.tbtMs,
        longTasks: mid.longTasks,
      };
    }
  } finally {
    await browser.close();
    await s.close();
  }
  return out;
}

// Lighthouse 12 (npm; 13 needs Node 22) on the public pages, mobile defaults (simulated slow 4G,
// 4x CPU slowdown), performance only. Several runs per page, the median one reported
// (Lighthouse's own computeMedianRun: the run closest to the median FCP and time to interactive);
// the pages take turns, so that a busy minute on the machine does not fall on one page's runs.
// A page with a role is loaded logged in: the demo login's session cookie goes with every request
// of the run (Lighthouse's extraHeaders), since Lighthouse itself cannot fill a login form.
import type { Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM, type PageSpec, site } from './pages.ts';
import { logIn, median } from './servers.ts';

const PUBLIC_PAGES: PageSpec[] = [
  { name: 'home', path: '/' },
  { name: 'event page', path: '/event/7/tickets' },
  { name: 'fees', path: '/fees' },
  { name: 'login', path: '/login' },
];

export interface LighthouseFigures {
  path: string;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** What the page downloaded (Lighthouse's total-byte-weight, as transferred) and in how many requests. */
  kb: number;
  requests: number;
  cls: number;
  score: number;
  /** Lighthouse's measure of this machine's CPU for the run (lhr.environment.benchmarkIndex). */
  benchmarkIndex: number;
  /** How many runs the figures are the median run of, and the TBT of the fastest and slowest. */
  runs: number;
  tbtRangeMs: string;
  /** The median over the runs of each figure on its own (the median run is chosen by FCP and TTI). */
  lcpMedianMs: number;
  tbtMedianMs: number;
}

/**
 * `desktop`: Lighthouse's own desktop configuration (a desktop screen, 40 ms round trips at
 * 10 Mbit/s, no CPU slowdown) instead of the mobile defaults.
 */
export async function lighthouseRuns(
  runsPerPage: number,
  pages: PageSpec[] = PUBLIC_PAGES,
  { desktop = false }: { desktop?: boolean } = {},
): Promise<Record<string, LighthouseFigures>> {
  const { default: lighthouse } = await import('lighthouse');
  const config = desktop ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const { computeMedianRun, filterToValidRuns } = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await import('chrome-launcher');
  const s = await site();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const out: Record<string, LighthouseFigures> = {};
  try {
    const runs = new Map<string, LighthouseResult[]>(pages.map((spec) => [spec.name, []]));
    const cookies = new Map<string, string>();
    for (const spec of pages) if (spec.role) cookies.set(spec.name, await logIn(s.base, spec.role));
    for (let k = 0; k < runsPerPage; k++) {
      for (const spec of pages) {
        const cookie = cookies.get(spec.name);
        // Every run starts from the BFF's empty read cache, as a first visit of the day would.
        await s.cold();
        // A run on a busy machine sometimes ends with a runtime error (no paint seen): one retry.
        for (let attempt = 1; attempt <= 2; attempt++) {
          const result = await lighthouse(
            `${s.base}${spec.path}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              ...(cookie ? { extraHeaders: { cookie } } : {}),
            },
            config,
          );
          if (result && !result.lhr.runtimeError) {
            runs.get(spec.name)?.push(result.lhr);
            break;
          }
        }
      }
    }
    for (const spec of pages) {
      const valid = filterToValidRuns(runs.get(spec.name) ?? []);
      if (valid.length === 0) throw new Error(`lighthouse gave no valid run for ${spec.path}`);
      const lhr = computeMedianRun(valid);
      const num = (r: LighthouseResult, id: string) => r.audits[id]?.numericValue ?? Number.NaN;
      const tbts = valid.map((r) => Math.round(num(r, 'total-blocking-time')));
      out[spec.name] = {
        path: spec.path,
        lcpMs: Math.round(num(lhr, 'largest-contentful-paint')),
        fcpMs: Math.round(num(lhr, 'first-contentful-paint')),
        tbtMs: Math.round(num(lhr, 'total-blocking-time')),
        kb: Math.round(num(lhr, 'total-byte-weight') / 102.4) / 10,
        requests: requestCount(lhr),
        cls: Math.round(num(lhr, 'cumulative-layout-shift') * 1000) / 1000,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        runs: valid.length,
        tbtRangeMs: `${Math.min(...tbts)}-${Math.max(...tbts)}`,
        lcpMedianMs: Math.round(median(valid.map((r) => num(r, 'largest-contentful-paint')))),
        tbtMedianMs: Math.round(median(tbts)),
      };
    }
  } finally {
    chrome.kill();
    await s.close();
  }
  return out;
}

/** The requests of a run (Lighthouse's network-requests audit). */
function requestCount(lhr: LighthouseResult): number {
  const details = lhr.audits['network-requests']?.details;
  return details && 'items' in details ? details.items.length : 0;
}

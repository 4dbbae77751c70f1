// Lighthouse 12 (npm; 13 needs Node 22) on the public pages, mobile defaults (simulated slow 4G,
// 4x CPU slowdown), performance only. Several runs per page, the median one reported
// (Lighthouse's own computeMedianRun: the run closest to the median FCP and time to interactive);
// the pages take turns, so that a busy minute on the machine does not fall on one page's runs.
import type { Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM, site } from './pages.ts';

const PAGES = [
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
  cls: number;
  score: number;
  /** Lighthouse's measure of this machine's CPU for the run (lhr.environment.benchmarkIndex). */
  benchmarkIndex: number;
  /** How many runs the figures are the median run of, and the TBT of the fastest and slowest. */
  runs: number;
  tbtRangeMs: string;
}

export async function lighthouseRuns(runsPerPage: number): Promise<Record<string, LighthouseFigures>> {
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun, filterToValidRuns } = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await import('chrome-launcher');
  const s = await site();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const out: Record<string, LighthouseFigures> = {};
  try {
    const runs = new Map<string, LighthouseResult[]>(PAGES.map((spec) => [spec.name, []]));
    for (let k = 0; k < runsPerPage; k++) {
      for (const spec of PAGES) {
        // A run on a busy machine sometimes ends with a runtime error (no paint seen): one retry.
        for (let attempt = 1; attempt <= 2; attempt++) {
          const result = await lighthouse(`${s.base}${spec.path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          if (result && !result.lhr.runtimeError) {
            runs.get(spec.name)?.push(result.lhr);
            break;
          }
        }
      }
    }
    for (const spec of PAGES) {
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
        cls: Math.round(num(lhr, 'cumulative-layout-shift') * 1000) / 1000,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        runs: valid.length,
        tbtRangeMs: `${Math.min(...tbts)}-${Math.max(...tbts)}`,
      };
    }
  } finally {
    chrome.kill();
    await s.close();
  }
  return out;
}

// The measures of `npm run bench` and the table run.ts prints: each figure with its target. On a
// small shared machine ratios count, not absolute times (docs/performance.md, "Method").
import { type LandingResult, landingRuns } from './landings.ts';
import { type LighthouseFigures, lighthouseRuns } from './lighthouse.ts';
import { canBrowse, type PageViews, pageViews } from './pages.ts';
import { type PerUserResult, perUserReads, perUserReadsRedis } from './per-user.ts';
import { onSaleSurge, type SurgeResult } from './surge.ts';

export interface BenchOptions {
  /** Seconds per load of the per-user and Redis rounds. */
  seconds: number;
  /** Rounds of the per-user comparison per repeat (medians over every round). */
  rounds: number;
  /** Repeats of the per-user comparison, each with fresh server processes. */
  repeats: number;
  /** Seconds of load per server before its rounds (the JIT, the pools). */
  warmupSeconds: number;
  connections: number;
  upstreamLatencyMs: number;
  surgeSeconds: number;
  /** The browser measures (page views, throttled landings; need web/dist and Chromium). */
  pages: boolean;
  /** Lighthouse runs per page (0: none; the slow part); the median run is reported. */
  lighthouseRuns: number;
  /** Cold loads per throttled landing; the median is reported. */
  landingRuns: number;
}

export interface BenchResult {
  perUserReads: PerUserResult;
  perUserReadsRedis: Awaited<ReturnType<typeof perUserReadsRedis>>;
  onSaleSurge: SurgeResult;
  pageViews: PageViews | null;
  lighthouse: Record<string, LighthouseFigures> | null;
  landings: Record<string, LandingResult> | null;
}

export async function runBench(o: BenchOptions): Promise<BenchResult> {
  const browse = o.pages && canBrowse();
  return {
    perUserReads: await perUserReads(o),
    perUserReadsRedis: await perUserReadsRedis(o),
    onSaleSurge: await onSaleSurge(o),
    pageViews: browse ? await pageViews() : null,
    lighthouse: browse && o.lighthouseRuns > 0 ? await lighthouseRuns(o.lighthouseRuns) : null,
    landings: browse && o.landingRuns > 0 ? await landingRuns(o.landingRuns) : null,
  };
}

type Row = { value: string; target: string; met: string };
const ok = (b: boolean) => (b ? 'yes' : 'NO');
const info = (value: string): Row => ({ value, target: '', met: '' });
const check = (value: string, target: string, met: boolean): Row => ({ value, target, met: ok(met) });

/** The figures as table rows: measure, value, target, met. */
export function tableRows(r: BenchResult): Record<string, Row> {
  const u = r.perUserReads;
  const b = u.againstBare;
  const cpu = u.cpuMicrosPerRequest;
  const rows: Record<string, Row> = {
    'per-user reads: throughput BFF/direct': check(
      `${u.throughputRatio} (${u.bffRps} / ${u.directRps} rps)`,
      '>= 0.95',
      u.throughputRatio >= 0.95,
    ),
    'per-user reads: p99 BFF/direct': check(
      `${u.p99Ratio} (${u.bffP99Ms} / ${u.directP99Ms} ms)`,
      '<= 1.3',
      u.p99Ratio <= 1.3,
    ),
    'per-user reads: bare hop/direct (floor of one hop here)': info(
      `${u.bareThroughputRatio} (${u.bareRps} / ${u.directRps} rps; p99 ${u.bareP99Ms} ms)`,
    ),
    'per-user reads: throughput BFF/bare hop': check(`${b.throughput}`, '>= 0.95', b.throughput >= 0.95),
    'per-user reads: p99 BFF/bare hop': check(
      `${b.p99} (${u.bffP99Ms} / ${u.bareP99Ms} ms)`,
      '<= 1.15',
      b.p99 <= 1.15,
    ),
    'per-user reads: CPU per request BFF/bare hop': check(
      `${b.cpu} (${u.rounds} rounds, ${b.cpuSpread})`,
      '<= 1.3',
      b.cpu <= 1.3,
    ),
    'per-user reads: CPU per request (stand-in, bare hop, BFF)': info(
      `${cpu.standin}, ${cpu.bare}, ${cpu.bff} µs`,
    ),
  };
  const rr = r.perUserReadsRedis;
  rows['per-user reads: with Redis / in memory'] = info(
    rr
      ? `${rr.throughputRatio} (${rr.redisRps} / ${rr.memoryRps} rps; p99 ${rr.redisP99Ms} / ${rr.memoryP99Ms} ms)`
      : 'skipped (no /usr/bin/redis-server)',
  );
  const s = r.onSaleSurge;
  rows['on-sale surge: legacy calls per 1,000'] = info(
    `${s.legacyCallsPer1000} (${s.legacyCalls} / ${s.requests}; ${s.connections} connections, ${s.seconds} s)`,
  );
  rows['on-sale surge: p99, errors'] = check(
    `${s.p99Ms} ms (${s.rps} rps), ${s.errors} errors`,
    '0 errors',
    s.errors === 0,
  );
  if (!r.pageViews) rows['page views'] = info('skipped (needs web/dist: npm run build; and Chromium)');
  for (const [name, p] of Object.entries(r.pageViews ?? {})) {
    rows[`legacy calls per view: ${name}`] =
      name === 'customer landing'
        ? check(`${p.legacyCallsCold} cold, ${p.legacyCallsWarm} warm`, '<= 3 cold', p.legacyCallsCold <= 3)
        : info(`${p.legacyCallsCold} cold, ${p.legacyCallsWarm} warm`);
  }
  for (const [name, p] of Object.entries(r.pageViews ?? {})) {
    // The home's budget, and each role's landing's (e2e/tests/budget.spec.ts checks the same).
    const budget = name === 'home' ? 100 : /landing|dashboard/.test(name) ? 111 : null;
    rows[`initial JS (gzip): ${name}`] = budget
      ? check(`${p.jsGzipKb} KB`, `<= ${budget} KB`, p.jsGzipKb <= budget)
      : info(`${p.jsGzipKb} KB`);
  }
  for (const [name, l] of Object.entries(r.lighthouse ?? {})) {
    rows[`lighthouse ${name}: LCP / FCP / TBT / CLS`] = check(
      `${l.lcpMs} / ${l.fcpMs} / ${l.tbtMs} ms / ${l.cls} (median of ${l.runs} runs, TBT ${l.tbtRangeMs} ms; benchmark index ${l.benchmarkIndex})`,
      'LCP <= 1800, TBT <= 150',
      l.lcpMs <= 1800 && l.tbtMs <= 150,
    );
    rows[`lighthouse ${name}: score`] = check(`${l.score}`, '>= 95', l.score >= 95);
  }
  if (!r.lighthouse) rows.lighthouse = info('skipped');
  for (const [name, l] of Object.entries(r.landings ?? {})) {
    rows[`landing ${name} (throttled, ${l.runs} runs): LCP / TBT`] = check(
      `${l.lcpMs} / ${l.tbtMs} ms (long tasks: ${l.longTasks.join(', ') || 'none'} ms)`,
      'TBT <= 150',
      l.tbtMs <= 150,
    );
  }
  return rows;
}

import { describe, expect, it } from 'vitest';
import { runBench, tableRows } from '../bench/measure.ts';

// The bench runs and reports every server-side measure. No figure is checked against a target:
// timings belong to `npm run bench`, never to a test. (The browser measures are left out here:
// they need a build and Chromium.)
describe('npm run bench', () => {
  it('runs briefly and reports the per-user, Redis and surge figures with their targets', async () => {
    const result = await runBench({
      seconds: 1,
      rounds: 1,
      repeats: 1,
      warmupSeconds: 1,
      connections: 4,
      upstreamLatencyMs: 1,
      surgeSeconds: 1,
      pages: false,
      lighthouseRuns: 0,
      landingRuns: 0,
    });
    const u = result.perUserReads;
    // Every server under load answered and reported the CPU it spent.
    expect(u.bffRps).toBeGreaterThan(0);
    expect(u.bareRps).toBeGreaterThan(0);
    expect(u.directRps).toBeGreaterThan(0);
    expect(u.cpuMicrosPerRequest.bff).toBeGreaterThan(0);
    expect(u.cpuMicrosPerRequest.bare).toBeGreaterThan(0);
    expect(u.cpuMicrosPerRequest.standin).toBeGreaterThan(0);
    // The BFF against the bare hop read within the one round, where they ran back to back.
    expect(u.rounds).toBe(1);
    expect(u.againstBare.cpu).toBeGreaterThan(0);
    expect(u.againstBare.throughput).toBeGreaterThan(0);
    expect(u.againstBare.p99).toBeGreaterThan(0);
    // The on-sale surge: one event's page reads, counted by the stand-in, without an error.
    expect(result.onSaleSurge.requests).toBeGreaterThan(0);
    expect(result.onSaleSurge.errors).toBe(0);
    expect(result.onSaleSurge.legacyCalls).toBeGreaterThan(0);
    // The same per-user read through a BFF on Redis (redis-server is installed by .ci/run).
    expect(result.perUserReadsRedis?.redisRps).toBeGreaterThan(0);
    expect(result.perUserReadsRedis?.memoryRps).toBeGreaterThan(0);

    const rows = tableRows(result);
    expect(rows['per-user reads: CPU per request BFF/bare hop']).toMatchObject({ target: '<= 1.3' });
    expect(rows['per-user reads: throughput BFF/bare hop']).toMatchObject({ target: '>= 0.95' });
    expect(rows['per-user reads: p99 BFF/bare hop']).toMatchObject({ target: '<= 1.15' });
    expect(rows['on-sale surge: p99, errors']).toMatchObject({ target: '0 errors', met: 'yes' });
    expect(rows['per-user reads: with Redis / in memory']?.value).not.toMatch(/skipped/);
    expect(rows['page views']?.value).toMatch(/skipped/);
  }, 120_000);
});

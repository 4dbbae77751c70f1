import { describe, expect, it } from 'vitest';
import { runBench, tableRows } from '../bench/measure.ts';

// The bench runs and reports every server-side measure. No figure is checked against a target:
// timings belong to `npm run bench`, never to a test. (Page views and Lighthouse are left out
// here: they need a build and Chromium.)
describe('npm run bench', () => {
  it('runs in a quick mode and reports per-user, hot-read and surge figures', async () => {
    const result = await runBench({
      seconds: 1,
      rounds: 1,
      connections: 4,
      upstreamLatencyMs: 1,
      pages: false,
      lighthouse: false,
      surgeSeconds: 1,
    });
    expect(Object.keys(result.perUserReads)).toEqual(
      expect.arrayContaining([
        'throughputRatio',
        'p99Ratio',
        'directRps',
        'bffRps',
        'directP99Ms',
        'bffP99Ms',
        'bareThroughputRatio',
        'bffOverBare',
      ]),
    );
    expect(result.perUserReads.bffRps).toBeGreaterThan(0);
    // The bare hop answered, and every server under load reports the CPU it spent.
    expect(result.perUserReads.bareRps).toBeGreaterThan(0);
    expect(result.perUserReads.cpuMicrosPerRequest.bff).toBeGreaterThan(0);
    expect(result.perUserReads.cpuMicrosPerRequest.bare).toBeGreaterThan(0);
    expect(result.perUserReads.cpuMicrosPerRequest.standin).toBeGreaterThan(0);
    // The BFF against the bare hop read within each round, where they ran back to back.
    expect(result.perUserReads.againstBare.rounds).toBe(1);
    expect(result.perUserReads.againstBare.cpu).toBeGreaterThan(0);
    expect(result.perUserReads.againstBare.throughput).toBeGreaterThan(0);
    expect(result.perUserReads.againstBare.p99).toBeGreaterThan(0);
    // The same hop as a plain Fastify route: the framework's own share, measured beside them.
    expect(result.perUserReads.fastifyHop.rps).toBeGreaterThan(0);
    expect(result.perUserReads.cpuMicrosPerRequest.fastify).toBeGreaterThan(0);
    expect(result.hotPublicReads.requests).toBeGreaterThan(0);
    expect(result.hotPublicReads).toHaveProperty('legacyCallsPer1000');
    // The on-sale surge: 200 connections on one event's page reads, counted by the stand-in.
    expect(result.onSaleSurge.requests).toBeGreaterThan(0);
    expect(Object.keys(result.onSaleSurge)).toEqual(
      expect.arrayContaining(['legacyCalls', 'legacyCallsPer1000', 'p99Ms', 'errors']),
    );
    // The same per-user read through a BFF on Redis (redis-server is installed by .ci/run).
    expect(result.perUserReadsRedis?.redisRps).toBeGreaterThan(0);
    expect(result.perUserReadsRedis?.memoryRps).toBeGreaterThan(0);
    const rows = tableRows(result);
    expect(Object.keys(rows)).toEqual(
      expect.arrayContaining([
        'per-user reads: throughput BFF/direct',
        'per-user reads: p99 BFF/direct',
        'per-user reads: bare hop/direct (floor of one hop here)',
        'per-user reads: CPU per request BFF/bare hop',
        'per-user reads: nginx/direct (reference hop)',
        'hot public reads: legacy calls per 1,000',
        'per-user reads: with Redis / in memory',
        'on-sale surge: legacy calls per 1,000',
        'on-sale surge: p99, errors',
      ]),
    );
  }, 120_000);
});

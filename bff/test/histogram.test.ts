import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { SeriesCounter, SeriesHistogram } from '../src/lib/histogram.ts';

// The BFF's per-request series are recorded by lib/histogram.ts; Prometheus must read exactly
// what prom-client's own Histogram and Counter would have written for the same observations.
const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];
const OBSERVED: [string, string, number][] = [
  ['GET', '/api/tickets', 0.003],
  ['GET', '/api/tickets', 0.005],
  ['GET', '/api/tickets', 0.0051],
  ['GET', '/api/tickets', 0.7],
  ['POST', '/api/session', 0.04],
  ['GET', '/api/tickets', 25],
  ['POST', '/api/session', 1],
];

describe('series bound once, exposed as prom-client exposes', () => {
  it('a histogram: cumulative buckets, +Inf, sum and count per series', async () => {
    const theirs = new Registry();
    const ours = new Registry();
    const reference = new Histogram({
      name: 'x_seconds',
      help: 'Time',
      labelNames: ['method', 'route'],
      buckets: BOUNDS,
      registers: [theirs],
    });
    const fast = new SeriesHistogram<'method' | 'route'>('x_seconds', 'Time', BOUNDS, ours);
    const bound = new Map<string, (v: number) => void>();
    for (const [method, route, value] of OBSERVED) {
      reference.labels({ method, route }).observe(value);
      const key = `${method} ${route}`;
      if (!bound.has(key)) bound.set(key, fast.series({ method, route }));
      bound.get(key)?.(value);
    }
    const expected = await theirs.metrics();
    expect(expected).toContain('x_seconds_bucket{le="0.005",method="GET",route="/api/tickets"} 2');
    expect(await ours.metrics()).toBe(expected);
  });

  it('a counter: one line per series', async () => {
    const theirs = new Registry();
    const ours = new Registry();
    const reference = new Counter({
      name: 'x_total',
      help: 'Answers',
      labelNames: ['status'],
      registers: [theirs],
    });
    const fast = new SeriesCounter<'status'>('x_total', 'Answers', ours);
    const ok = fast.series({ status: 200 });
    const bad = fast.series({ status: 422 });
    for (const status of [200, 200, 422, 200]) {
      reference.labels({ status }).inc();
      (status === 200 ? ok : bad)();
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    theirs.resetMetrics();
    ours.resetMetrics();
    ok();
    reference.labels({ status: 200 }).inc();
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});

// Per-user reads: GET /api/tickets as the demo customer through the BFF, against the very legacy
// call it makes (CUSTOMERTICKETS:GETTICKETS, same URL, same PHPSESSID) sent straight to the
// stand-in ("direct"), and through the bare hop (child.ts: forward, parse, send, nothing else),
// the floor of any server between client and legacy on this machine. Also the same read through
// a BFF keeping its state in Redis (docs/operations-scale-out.md).
import { existsSync } from 'node:fs';
import { redisServer } from '../test/redis-server.ts';
import type { BenchOptions } from './measure.ts';
import { type Forked, forked, load, logIn, median, round2, SAME_ORIGIN } from './servers.ts';

type Side = 'direct' | 'bare' | 'bff';
type Run = { rps: number; p99: number; cpuPerRequest: number };
/** BFF over bare hop within one round, where the two ran back to back. */
type Paired = { cpu: number; throughput: number; p99: number };

export interface PerUserResult {
  rounds: number;
  directRps: number;
  bffRps: number;
  bareRps: number;
  directP99Ms: number;
  bffP99Ms: number;
  bareP99Ms: number;
  throughputRatio: number;
  p99Ratio: number;
  bareThroughputRatio: number;
  /** The medians over every round of the BFF/bare ratios read within the round (the targets). */
  againstBare: { cpu: number; throughput: number; p99: number; cpuSpread: string };
  /** CPU time (user + system) per request of each server under load, in microseconds. */
  cpuMicrosPerRequest: { standin: number; bare: number; bff: number };
}

/**
 * A customer logged in through the BFF and one read of `/api/tickets`; the hops pointed at the
 * exact legacy call the BFF made (what "direct" sends too), then the stand-in's latency.
 */
export async function perUserSetup(standin: Forked, bff: string, hops: Forked[], latencyMs: number) {
  const cookie = await logIn(bff);
  const first = await fetch(`${bff}/api/tickets`, { headers: { cookie, ...SAME_ORIGIN } });
  if (!first.ok) throw new Error(`/api/tickets: ${first.status}`);
  const sent = await standin.ask<{ url: string; cookie: string } | null>(
    'last',
    'CUSTOMERTICKETS:GETTICKETS',
  );
  if (!sent) throw new Error('the BFF did not call CUSTOMERTICKETS:GETTICKETS');
  for (const hop of hops) await hop.ask('target', { path: sent.url, cookie: sent.cookie });
  await standin.ask('chaos', latencyMs);
  return { cookie, sent };
}

/**
 * `repeats` times with fresh processes (one process of the same code can read a third more CPU
 * per request than the next), `rounds` rounds each; medians over every round of every repeat.
 */
export async function perUserReads(o: BenchOptions): Promise<PerUserResult> {
  const runs: Record<Side, Run[]> = { direct: [], bare: [], bff: [] };
  const pairs: Paired[] = [];
  for (let k = 0; k < o.repeats; k++) await oneRepeat(o, runs, pairs);
  const rps = (side: Side) => median(runs[side].map((x) => x.rps));
  const p99 = (side: Side) => median(runs[side].map((x) => x.p99));
  const cpu = (side: Side) => Math.round(median(runs[side].map((x) => x.cpuPerRequest)));
  const paired = (key: keyof Paired) => round2(median(pairs.map((p) => p[key])));
  const cpus = pairs.map((p) => p.cpu);
  return {
    rounds: pairs.length,
    directRps: Math.round(rps('direct')),
    bffRps: Math.round(rps('bff')),
    bareRps: Math.round(rps('bare')),
    directP99Ms: p99('direct'),
    bffP99Ms: p99('bff'),
    bareP99Ms: p99('bare'),
    throughputRatio: round2(rps('bff') / rps('direct')),
    p99Ratio: round2(p99('bff') / p99('direct')),
    bareThroughputRatio: round2(rps('bare') / rps('direct')),
    againstBare: {
      cpu: paired('cpu'),
      throughput: paired('throughput'),
      p99: paired('p99'),
      cpuSpread: `${Math.min(...cpus).toFixed(2)}-${Math.max(...cpus).toFixed(2)}`,
    },
    cpuMicrosPerRequest: { standin: cpu('direct'), bare: cpu('bare'), bff: cpu('bff') },
  };
}

/** Fresh servers, warmed up, then rounds: direct alone, the BFF and the bare hop back to back. */
async function oneRepeat(o: BenchOptions, runs: Record<Side, Run[]>, pairs: Paired[]) {
  const standin = await forked('standin');
  const bff = await forked('bff', standin.url);
  const bare = await forked('proxy', standin.url);
  try {
    const { cookie, sent } = await perUserSetup(standin, bff.url, [bare], o.upstreamLatencyMs);
    const sides: Record<Side, { url: string; headers: Record<string, string>; server: Forked }> = {
      direct: {
        url: `${standin.url}${sent.url}`,
        headers: sent.cookie ? { cookie: sent.cookie } : {},
        server: standin,
      },
      bare: { url: `${bare.url}/`, headers: {}, server: bare },
      bff: { url: `${bff.url}/api/tickets`, headers: { cookie, ...SAME_ORIGIN }, server: bff },
    };
    const measure = async (side: Side): Promise<Run> => {
      const { url, headers, server } = sides[side];
      const before = await server.ask<number>('cpu');
      const r = await load(url, o.connections, o.seconds, headers);
      const run = { ...r, cpuPerRequest: ((await server.ask<number>('cpu')) - before) / r.total };
      runs[side].push(run);
      return run;
    };
    for (const side of ['direct', 'bare', 'bff'] as const) {
      await load(sides[side].url, o.connections, o.warmupSeconds, sides[side].headers);
    }
    // The BFF/bare ratios are read within a round, where the two ran back to back (which first
    // alternates): how fast this shared machine is that minute drifts from one round to the next
    // by more than the targets' margin, and cancels out of a ratio read within one.
    for (let i = 0; i < o.rounds; i++) {
      if (i % 2 === 1) await measure('direct');
      const [first, second] = i % 2 === 0 ? (['bare', 'bff'] as const) : (['bff', 'bare'] as const);
      const one = { [first]: await measure(first), [second]: await measure(second) } as Record<
        'bare' | 'bff',
        Run
      >;
      pairs.push({
        cpu: one.bff.cpuPerRequest / one.bare.cpuPerRequest,
        throughput: one.bff.rps / one.bare.rps,
        p99: one.bff.p99 / one.bare.p99,
      });
      if (i % 2 === 0) await measure('direct');
    }
  } finally {
    await bare.close();
    await bff.close();
    await standin.close();
  }
}

/** The per-user read through a BFF in memory and one with REDIS_URL, interleaved; null without redis-server. */
export async function perUserReadsRedis(o: BenchOptions) {
  if (!existsSync('/usr/bin/redis-server')) return null;
  const redis = await redisServer();
  const standin = await forked('standin');
  const memory = await forked('bff', standin.url);
  const shared = await forked('bff', standin.url, redis.url);
  try {
    await standin.ask('chaos', o.upstreamLatencyMs);
    const sides = [];
    for (const app of [memory, shared]) {
      const headers = { cookie: await logIn(app.url), ...SAME_ORIGIN };
      const side = { url: `${app.url}/api/tickets`, headers, runs: [] as { rps: number; p99: number }[] };
      await load(side.url, o.connections, o.warmupSeconds, headers);
      sides.push(side);
    }
    const [m, r] = sides as [(typeof sides)[0], (typeof sides)[0]];
    for (let i = 0; i < o.rounds; i++) {
      for (const side of i % 2 === 0 ? [m, r] : [r, m]) {
        side.runs.push(await load(side.url, o.connections, o.seconds, side.headers));
      }
    }
    const rps = (s: typeof m) => median(s.runs.map((x) => x.rps));
    const p99 = (s: typeof m) => median(s.runs.map((x) => x.p99));
    return {
      memoryRps: Math.round(rps(m)),
      redisRps: Math.round(rps(r)),
      memoryP99Ms: p99(m),
      redisP99Ms: p99(r),
      throughputRatio: round2(rps(r) / rps(m)),
    };
  } finally {
    await shared.close();
    await memory.close();
    await standin.close();
    await redis.stop();
  }
}

// Only the per-user reads measure of `npm run bench` (3 repeats with fresh servers of 3 rounds of
// 3 s after 3 s of warm-up, 50 connections, 20 ms upstream): the check while working on the
// BFF's hot path. BENCH_CHILD_FLAGS applies.
import { perUserReads } from './measure.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const repeats = Number(process.env.BENCH_REPEATS ?? 3);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const r = await perUserReads({
  seconds,
  rounds,
  repeats,
  warmupSeconds,
  connections: 50,
  upstreamLatencyMs: 20,
  pages: false,
  lighthouse: false,
});
console.log(JSON.stringify(r));

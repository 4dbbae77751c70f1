// Only the on-sale surge of `npm run bench` (200 connections, 20 ms upstream, BENCH_SURGE_SECONDS,
// default 10): the quick check while working on the read cache.
import { onSaleSurge } from './surge.ts';

const r = await onSaleSurge({
  seconds: 1,
  rounds: 1,
  connections: 50,
  upstreamLatencyMs: 20,
  pages: false,
  lighthouse: false,
  surgeSeconds: Number(process.env.BENCH_SURGE_SECONDS ?? 10),
});
console.log(JSON.stringify(r));

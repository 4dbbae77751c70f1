// `npm run bench`: what users feel, as one table, and the same figures as JSON.
// (What each figure is: measure.ts. `BENCH_QUICK=1` runs everything briefly and skips Lighthouse;
// BENCH_SECONDS, BENCH_ROUNDS, BENCH_REPEATS, BENCH_WARMUP_SECONDS, BENCH_LIGHTHOUSE=0,
// BENCH_LIGHTHOUSE_RUNS (runs per page, the median run reported), BENCH_PAGES=0 and BENCH_JSON
// tune it.)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BenchOptions, runBench, tableRows } from './measure.ts';

const env = process.env;
const quick = env.BENCH_QUICK === '1' || process.argv.includes('--quick');
const options: BenchOptions = {
  seconds: Number(env.BENCH_SECONDS ?? (quick ? 1 : 3)),
  rounds: Number(env.BENCH_ROUNDS ?? (quick ? 1 : 3)),
  repeats: Number(env.BENCH_REPEATS ?? (quick ? 1 : 3)),
  warmupSeconds: Number(env.BENCH_WARMUP_SECONDS ?? (quick ? 1 : 3)),
  connections: 50,
  upstreamLatencyMs: 20,
  pages: env.BENCH_PAGES !== '0',
  lighthouse: env.BENCH_LIGHTHOUSE ? env.BENCH_LIGHTHOUSE !== '0' : !quick,
  surgeSeconds: Number(env.BENCH_SURGE_SECONDS ?? (quick ? 1 : 10)),
};
const out = env.BENCH_JSON ?? join(import.meta.dirname, 'results.json');

const result = await runBench(options);
console.table(tableRows(result));
writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), options, ...result }, null, 2)}\n`);
console.log(`JSON: ${out}`);

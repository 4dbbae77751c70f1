// `npm run bench`: every measure as one table (measure, value, target, met), and the same figures
// as JSON in bff/bench/results.json (not kept in git). Its two knobs and the method:
// docs/performance.md.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BenchOptions, runBench, tableRows } from './measure.ts';

// BENCH_QUICK=1: every measure briefly, no Lighthouse (to see the bench work, not to read it).
const quick = process.env.BENCH_QUICK === '1';
const options: BenchOptions = {
  seconds: quick ? 1 : 3,
  rounds: quick ? 1 : 3,
  repeats: quick ? 1 : 3,
  warmupSeconds: quick ? 1 : 3,
  connections: 50,
  upstreamLatencyMs: 20,
  surgeSeconds: quick ? 1 : 10,
  // BENCH_PAGES=0: the server measures alone (no browser), for work on the BFF.
  pages: process.env.BENCH_PAGES !== '0',
  lighthouseRuns: quick ? 0 : 3,
  landingRuns: quick ? 1 : 3,
};
const out = join(import.meta.dirname, 'results.json');

const result = await runBench(options);
console.table(tableRows(result));
writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), options, ...result }, null, 2)}\n`);
console.log(`JSON: ${out}`);

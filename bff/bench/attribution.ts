// `npm run bench:attribution`: where the BFF's CPU goes on the per-user read, against the bare
// hop's, per function, native and kernel time included. Linux `perf` (Debian's linux-perf)
// samples each server process while it is under the per-user load (50 connections, 20 ms
// upstream), with Node's jitdump (--perf-prof) so that compiled JavaScript keeps its names as
// V8 moves it. Each sample is charged to the innermost JavaScript function on its stack (a
// builtin, the JSON parser, a write to the socket all count to the function that called them);
// samples with no JavaScript (the event loop, the GC's threads) to a native frame.
//
// Unlike a V8 CPU profile this counts what process.cpuUsage counts (native code, system calls,
// helper threads), and it says where. Every figure, the total included, grows with how busy the
// machine is (the same code read 235 and 302 µs per request in two runs): compare a row's share
// of its total between runs, and the BFF's rows with the bare hop's of the same run. The totals
// carry perf's own overhead. Not part of `npm test` or `npm run bench`.
//
// BENCH_ATTRIBUTION_SECONDS (default 8) per server, BENCH_ATTRIBUTION_ROWS (default 45) printed.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { forked, forkedWith, perUserSetup, SAME_ORIGIN } from './measure.ts';

const seconds = Number(process.env.BENCH_ATTRIBUTION_SECONDS ?? 8);
const rowsShown = Number(process.env.BENCH_ATTRIBUTION_ROWS ?? 45);
const SAMPLE_HZ = 2000;

if (spawnSync('perf', ['--version']).status !== 0) {
  console.error('bench:attribution needs Linux perf (Debian: apt-get install linux-perf).');
  process.exit(1);
}

/** CPU µs per request by function, from `perf script` output (frames innermost first). */
function attribute(script: string, requests: number): Map<string, number> {
  const perSample = 1e6 / SAMPLE_HZ / requests;
  const out = new Map<string, number>();
  for (const block of script.split(/\n\s*\n/)) {
    const frames = block
      .split('\n')
      .map((line) => line.trim().split(' ').slice(1).join(' '))
      .filter(Boolean);
    if (frames.length === 0) continue;
    const js = frames.find((f) => f.startsWith('JS:'));
    const key = js
      ? js
          .replace(/^JS:[*^~]?/, '')
          .replace(/:\d+$/, '')
          .replace(/\S*node_modules\//, '')
          .replace(/\S*\.bench\/child\.mjs:\d+/, '(bench bundle)')
      : `[native] ${(frames.find((f) => /uv__|node::|epoll|Scaveng|MarkCompact/.test(f)) ?? frames.at(-1) ?? '').slice(0, 70)}`;
    out.set(key, (out.get(key) ?? 0) + perSample);
  }
  return out;
}

const work = mkdtempSync(join(tmpdir(), 'tix-attribution-'));
const standin = await forked('standin');
const profiled = { flags: ['--perf-prof', '--interpreted-frames-native-stack'], cwd: work };
const bff = await forkedWith(profiled, 'bff', standin.url);
const bare = await forkedWith(profiled, 'proxy', standin.url);
try {
  const { cookie } = await perUserSetup(standin, bff.url, [bare], 20);
  const sides = {
    bff: { url: `${bff.url}/api/tickets`, headers: { cookie, ...SAME_ORIGIN }, pid: bff.pid },
    bare: { url: `${bare.url}/`, headers: {} as Record<string, string>, pid: bare.pid },
  };
  const load = (side: keyof typeof sides, duration: number) =>
    autocannon({ url: sides[side].url, headers: sides[side].headers, connections: 50, duration });
  for (const side of ['bff', 'bare'] as const) await load(side, 3);
  const rows: Record<string, Map<string, number>> = {};
  for (const side of ['bff', 'bare'] as const) {
    const data = join(work, `${side}.data`);
    const recorder = spawn(
      'perf',
      [
        'record',
        '-q',
        '-e',
        'cpu-clock',
        '-k',
        'mono',
        '-F',
        String(SAMPLE_HZ),
        '-g',
        '-p',
        String(sides[side].pid),
        '-o',
        data,
        '--',
        'sleep',
        String(seconds),
      ],
      { stdio: 'ignore', cwd: work },
    );
    await new Promise((r) => setTimeout(r, 200));
    const result = await load(side, seconds);
    await new Promise((r) => recorder.once('exit', r));
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${side}: errors under load`);
    const jitted = join(work, `${side}.jit.data`);
    execFileSync('perf', ['inject', '--jit', '-i', data, '-o', jitted], { cwd: work, stdio: 'ignore' });
    const script = execFileSync('perf', ['script', '-i', jitted, '-F', 'ip,sym'], {
      cwd: work,
      maxBuffer: 1024 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString();
    rows[side] = attribute(script, result.requests.total);
  }
  const a = rows.bff ?? new Map<string, number>();
  const b = rows.bare ?? new Map<string, number>();
  const total = (m: Map<string, number>) => [...m.values()].reduce((x, y) => x + y, 0);
  console.log(
    `CPU µs per request (perf's overhead included): BFF ${total(a).toFixed(0)}, bare hop ${total(b).toFixed(0)}`,
  );
  console.log('   BFF   bare  excess  function (innermost JavaScript frame)');
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  keys.sort((x, y) => (a.get(y) ?? 0) - (b.get(y) ?? 0) - ((a.get(x) ?? 0) - (b.get(x) ?? 0)));
  const row = (key: string) => {
    const x = a.get(key) ?? 0;
    const y = b.get(key) ?? 0;
    console.log(
      `${x.toFixed(1).padStart(6)} ${y.toFixed(1).padStart(6)} ${(x - y).toFixed(1).padStart(7)}  ${key}`,
    );
  };
  for (const key of keys.slice(0, rowsShown)) row(key);
  // The same work can sit under different functions in the two servers (the bare hop writes its
  // answer from its own handler, the BFF from Fastify's reply): the rows where the hop spends more.
  console.log('   ...  where the bare hop spends more:');
  for (const key of keys.slice(-8)) row(key);
} finally {
  await bare.close().catch(() => {});
  await bff.close().catch(() => {});
  await standin.close().catch(() => {});
  rmSync(work, { recursive: true, force: true });
}
process.exit(0);

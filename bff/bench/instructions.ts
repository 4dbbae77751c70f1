// `npm run bench:instructions`: machine instructions per request of the BFF and of the bare hop
// on the per-user read (`GET /api/tickets`), counted by valgrind (callgrind): the target "BFF at
// most 1.3x the bare hop" is read on this. A count, not a time: on a quiet machine the BFF's main
// thread repeats within 1 % and the bare hop's within 0.1 %, so a change of a few µs of work shows
// where timed runs cannot tell it from noise. Not on a busy one: V8's timer-driven work (GC, the
// compiler) grows with the wall time each request takes under valgrind, and at a load average
// of 10-17 on two cores the same BFF read 848-969 k. It does not see what an instruction costs.
//
// Each server runs under valgrind with counting off while it starts, logs in and warms up (3,000
// requests), then counts over an idle spell (timers and the like: subtracted per second) and
// 1,000 requests, one connection, the stand-in at 0 ms. The headline is the main thread: V8's
// helper threads (its optimising compiler, the GC's) do far more per request under valgrind than
// natively (a request takes some fifty times longer while the compiler's work does not shrink),
// so their count is shown apart. BENCH_INSTRUCTIONS_FUNCTIONS=<rows> also lists where the main
// thread's instructions go, BFF against bare hop. Needs valgrind; about a minute per server.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { perUserSetup } from './per-user.ts';
import { forked, forkedWith, SAME_ORIGIN } from './servers.ts';

const requests = 1000;
const warmup = 3000;
const idleMs = 10_000;
const functionRows = Number(process.env.BENCH_INSTRUCTIONS_FUNCTIONS ?? 0);
type Side = 'bare' | 'bff';
const ROLES: Record<Side, string> = { bare: 'proxy', bff: 'bff' };
const sides: Side[] = ['bare', 'bff'];

for (const tool of ['valgrind', 'callgrind_control']) {
  if (spawnSync(tool, ['--version']).status === null) {
    console.error('bench:instructions needs valgrind (Debian: apt-get install valgrind).');
    process.exit(1);
  }
}

const work = mkdtempSync(join(tmpdir(), 'tix-instructions-'));
const underCallgrind = (name: string) => ({
  flags: functionRows > 0 ? ['--perf-basic-prof'] : [],
  wrap: [
    'valgrind',
    '--tool=callgrind',
    // V8 writes the code it compiles into anonymous memory, then runs it.
    '--smc-check=all-non-file',
    '--instr-atstart=no',
    '--quiet',
    // A file per thread (…-01 is the main thread).
    '--separate-threads=yes',
    `--callgrind-out-file=${join(work, `${name}.out`)}`,
  ],
});

const totalIr = (file: string): number => {
  const line = readFileSync(file, 'utf8').match(/^totals:\s*(\d+)/m);
  if (!line?.[1]) throw new Error(`no totals in ${file}`);
  return Number(line[1]);
};

/** Self instructions by function in a callgrind file, JIT code named from V8's perf map. */
function byFunction(file: string, perfMap: string | null): Map<string, number> {
  const code: { start: number; end: number; name: string }[] = [];
  if (perfMap && existsSync(perfMap)) {
    for (const line of readFileSync(perfMap, 'utf8').split('\n')) {
      const [start, size, ...name] = line.split(' ');
      if (start && size)
        code.push({
          start: parseInt(start, 16),
          end: parseInt(start, 16) + parseInt(size, 16),
          name: name.join(' '),
        });
    }
  }
  // The latest code at an address is the one that ran last (V8 reuses freed code space).
  const jsName = (address: number) => {
    for (let i = code.length - 1; i >= 0; i--) {
      const c = code[i];
      if (c && c.start <= address && address < c.end) return c.name;
    }
    return null;
  };
  const out = new Map<string, number>();
  const annotated = execFileSync('callgrind_annotate', ['--inclusive=no', '--threshold=100', file], {
    maxBuffer: 256 * 1024 * 1024,
  }).toString();
  for (const line of annotated.split('\n')) {
    const m = line.match(/^\s*([\d,]+)\s+\(\s*[\d.]+%\)\s+(.*)$/);
    if (!m?.[1] || !m[2] || m[2].includes('PROGRAM TOTALS')) continue;
    let name = m[2].replace(/^\?\?\?:/, '').replace(/\s*\[\/usr\/bin\/node\]/, '');
    const jit = name.match(/^0x0*([0-9a-f]+) \[\?\?\?\]$/);
    if (jit?.[1]) {
      name = `JS ${(jsName(parseInt(jit[1], 16)) ?? 'unnamed').replace(/\S*\/node_modules\//, '').replace(/file:\/\/\S*\.bench\/\S+\.mjs/, '(bundle)')}`;
    }
    out.set(name, (out.get(name) ?? 0) + Number(m[1].replaceAll(',', '')));
  }
  return out;
}

const load = (url: string, headers: Record<string, string>, amount: number) =>
  autocannon({ url, headers, connections: 1, amount, timeout: 120 });

type Counted = { main: number; all: number; functions: Map<string, number> };
const counted: Partial<Record<Side, Counted>> = {};
const standin = await forked('standin');
try {
  for (const side of sides) {
    const server = await forkedWith(underCallgrind(side), ROLES[side], standin.url);
    try {
      let url = `${server.url}/`;
      let headers: Record<string, string> = {};
      if (side === 'bff') {
        const { cookie } = await perUserSetup(standin, server.url, [], 0);
        url = `${server.url}/api/tickets`;
        headers = { cookie, ...SAME_ORIGIN };
      } else {
        // The bare hop sends the exact legacy call the BFF makes (a BFF outside valgrind tells it).
        const bff = await forked('bff', standin.url);
        try {
          await perUserSetup(standin, bff.url, [server], 0);
        } finally {
          await bff.close();
        }
      }
      const warm = await load(url, headers, warmup);
      if (warm.non2xx || warm.errors) throw new Error(`${side}: errors while warming up`);
      const control = (...args: string[]) =>
        execFileSync('callgrind_control', [...args, String(server.pid)], { stdio: 'ignore' });
      // An idle spell first (dump 1), then the load (dump 2): callgrind_control -d writes what
      // was counted since the last dump.
      control('--instr=on');
      const idleStart = Date.now();
      await new Promise((resolve) => setTimeout(resolve, idleMs));
      control('--dump=idle');
      const idleSeconds = (Date.now() - idleStart) / 1000;
      const loadStart = Date.now();
      const r = await load(url, headers, requests);
      control('--dump=load');
      const loadSeconds = (Date.now() - loadStart) / 1000;
      control('--instr=off');
      if (r.non2xx || r.errors) throw new Error(`${side}: errors under load`);
      const files = readdirSync(work).filter((f) => f.startsWith(`${side}.out.`));
      const dump = (n: number, mainOnly: boolean) => {
        const chosen = files.filter((f) =>
          mainOnly ? f === `${side}.out.${n}-01` : f.startsWith(`${side}.out.${n}-`),
        );
        if (chosen.length === 0) throw new Error(`${side}: no callgrind dump ${n} (${files.join(', ')})`);
        return chosen.reduce((sum, f) => sum + totalIr(join(work, f)), 0);
      };
      const perRequest = (mainOnly: boolean) =>
        (dump(2, mainOnly) - (dump(1, mainOnly) / idleSeconds) * loadSeconds) / r.requests.total;
      const perfMap = `/tmp/perf-${server.pid}.map`;
      counted[side] = {
        main: perRequest(true),
        all: perRequest(false),
        functions: functionRows > 0 ? byFunction(join(work, `${side}.out.2-01`), perfMap) : new Map(),
      };
      rmSync(perfMap, { force: true });
      console.log(
        `${side}: main thread ${Math.round((counted[side]?.main ?? 0) / 1000)} k instructions per request, all threads ${Math.round((counted[side]?.all ?? 0) / 1000)} k (${r.requests.total} requests)`,
      );
    } finally {
      await server.close().catch(() => {});
      await server.exited;
    }
  }
  const bff = counted.bff;
  const bare = counted.bare;
  if (bff && bare) {
    if (functionRows > 0) {
      const perK = (n = 0) => (n / requests / 1000).toFixed(1).padStart(7);
      const names = [...new Set([...bff.functions.keys(), ...bare.functions.keys()])];
      const excess = (k: string) => (bff.functions.get(k) ?? 0) - (bare.functions.get(k) ?? 0);
      names.sort((a, b) => excess(b) - excess(a));
      console.log('k instructions per request, main thread:   BFF   bare  excess');
      for (const k of [...names.slice(0, functionRows), ...names.slice(-8)]) {
        console.log(
          `${perK(bff.functions.get(k))}${perK(bare.functions.get(k))}${perK(excess(k) * 1)}  ${k.slice(0, 110)}`,
        );
      }
    }
    const round2 = (n: number) => Math.round(n * 100) / 100;
    console.log(
      JSON.stringify({
        requests,
        bffMainThread: Math.round(bff.main),
        bareMainThread: Math.round(bare.main),
        mainThreadRatio: round2(bff.main / bare.main),
        bffAllThreads: Math.round(bff.all),
        bareAllThreads: Math.round(bare.all),
        allThreadsRatio: round2(bff.all / bare.all),
      }),
    );
  }
} finally {
  await standin.close().catch(() => {});
  rmSync(work, { recursive: true, force: true });
}
process.exit(0);

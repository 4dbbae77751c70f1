// The bench's servers, each in a process of its own (child.ts) as in production, and what every
// measure does with them: log a customer in, put a load on a URL, take medians.
//
// child.ts is compiled as production compiles the BFF (scripts/lib/node-bundle.ts: one esbuild
// bundle run by plain node with the production Node flags), so the bench measures the code
// production runs, not tsx's on-the-fly compile.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { type DemoRole, loginRequest, SAME_ORIGIN } from '../../e2e/support/login.ts';
import { bundleForNode } from '../../scripts/lib/node-bundle.ts';
import { PRODUCTION_NODE_FLAGS } from '../src/runtime-flags.ts';

export { SAME_ORIGIN };

/**
 * child.ts bundled once per bench run into bff/.bench/ (two levels below the root, as bff/dist
 * is, so the paths the BFF resolves from its own module, the web build, stay the same).
 */
let childBundle: Promise<string> | undefined;
function childEntry(): Promise<string> {
  childBundle ??= (async () => {
    const outfile = join(import.meta.dirname, '../.bench/child.mjs');
    await bundleForNode(join(import.meta.dirname, 'child.ts'), outfile, ['bff', 'contract', 'mocks']);
    return outfile;
  })();
  return childBundle;
}

/** A server of the bench in its own process: its URL, and asks answered over IPC (child.ts). */
export const forked = (...args: string[]) => forkedWith({}, ...args);
export type Forked = Awaited<ReturnType<typeof forked>>;

/**
 * forked() with more Node flags for this server alone, or a command Node runs under (`wrap`:
 * instructions.ts runs a server under valgrind).
 */
export async function forkedWith(options: { flags?: string[]; wrap?: string[] }, ...args: string[]) {
  const entry = await childEntry();
  const nodeArgs = [...PRODUCTION_NODE_FLAGS, ...(options.flags ?? [])];
  const [wrapper, ...wrapArgs] = options.wrap ?? [];
  const child = fork(entry, args, {
    execPath: wrapper ?? process.execPath,
    execArgv: wrapper ? [...wrapArgs, process.execPath, ...nodeArgs] : nodeArgs,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench child ${args[0]} exited with ${code}`)));
    child.once('message', (m: { port: number }) => resolve(`http://127.0.0.1:${m.port}`));
  });
  let next = 0;
  const ask = <T>(kind: string, arg?: unknown) =>
    new Promise<T>((resolve) => {
      const id = ++next;
      const on = (m: { id?: number; value: T }) => {
        if (m.id !== id) return;
        child.off('message', on);
        resolve(m.value);
      };
      child.on('message', on);
      child.send({ id, kind, arg });
    });
  // After close, when the process is gone (a server under valgrind writes its files as it exits).
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return { url, pid: child.pid as number, ask, close: () => ask('close'), exited };
}

/** Logs a demo role (the customer unless told) in through the BFF; the session cookie. */
export async function logIn(bff: string, role: DemoRole = 'customer'): Promise<string> {
  const { path, data } = loginRequest(role);
  const res = await fetch(`${bff}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
    body: JSON.stringify(data),
  });
  if (!res.ok) throw new Error(`login of the demo ${role}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A load of `connections` for `seconds` on one URL; any error or non-2xx answer fails the bench. */
export async function load(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
) {
  const r = await autocannon({ url, headers, connections, duration: seconds });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99, total: r.requests.total };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};
export const round2 = (n: number) => Math.round(n * 100) / 100;

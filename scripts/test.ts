// `npm test`: every suite, in order: types, lint, the contract's and the web app's Vitest projects,
// the BFF's and the stand-in's Vitest projects on Node 24 LTS (the production image's Node),
// WireMock replay, browser e2e (Playwright in Debian's Chromium: the stand-in, mock mode on a mock
// build and on the dev server, QA replay, the stand-in's spec-strict profile). Ends with a one-line
// summary.
import { spawn } from 'node:child_process';
import { delimiter, dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { ensureNode24 } from './lib/node24.ts';
import { ensurePrerequisites } from './lib/prerequisites.ts';

const missing = ensurePrerequisites();
if (missing) {
  console.error(missing);
  process.exit(1);
}

const only = process.argv.slice(2);
interface Suite {
  name: string;
  command: string[];
  /** Run before the suite: extra environment, or why it cannot run (the suite fails). */
  prepare?: () => { env: Record<string, string>; command?: string[] } | { error: string };
}

const suites: Suite[] = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  // The contract's and the web app's Vitest projects on the machine's Node. The BFF's and the
  // stand-in's run once, on Node 24 (next suite): running them on both took ~2 minutes of CI's
  // 45 (decision 0045). `npm run test:unit` still runs every project on the machine's Node, and
  // every e2e suite runs the BFF and the stand-in on it.
  {
    name: 'unit',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'contract',
      '--project',
      'web',
      '--project',
      'web-isolated',
    ],
  },
  {
    // The production runtime: the BFF and the stand-in on Node 24 LTS, its binary from the npm
    // registry (scripts/lib/node24.ts); `node` in their child processes is Node 24 too.
    name: 'node24',
    command: ['node', 'node_modules/vitest/vitest.mjs', 'run', '--project', 'bff', '--project', 'mocks'],
    prepare: () => {
      const node = ensureNode24();
      if ('error' in node) return { error: `Node 24: ${node.error}` };
      return {
        command: [
          node.path,
          'node_modules/vitest/vitest.mjs',
          'run',
          '--project',
          'bff',
          '--project',
          'mocks',
        ],
        env: { PATH: `${dirname(node.path)}${delimiter}${process.env.PATH ?? ''}` },
      };
    },
  },
  { name: 'replay', command: ['npm', 'run', 'test:replay'] },
  { name: 'e2e', command: ['npm', 'run', 'test:e2e'] },
  // The walk of every route of every role in front of the stand-in's spec-strict profile.
  { name: 'e2e-strict', command: ['npm', 'run', 'test:e2e:strict'] },
  { name: 'e2e-mock', command: ['npm', 'run', 'test:e2e:mock'] },
  // One journey per role on the stand-in behind the BFF and on mock mode: their screens must agree.
  { name: 'e2e-worlds', command: ['npm', 'run', 'test:e2e:worlds'] },
  // The dev server a front-end developer runs (`npm run dev:mock`), cold: full loads, reloads and
  // hard reloads per role, and no `/api` call leaves the browser.
  { name: 'e2e-devmock', command: ['npm', 'run', 'test:e2e:devmock'] },
  // QA replay in Chromium: every route of every role and a write of each on WireMock's recordings.
  { name: 'e2e-replay', command: ['npm', 'run', 'test:e2e:replay'] },
  // QA recording a legacy we did not write: the spec-strict stand-in recorded on its own port with
  // `npm run record -- --target`'s code, replayed by WireMock, its screens opened in Chromium.
  { name: 'e2e-record-any', command: ['npm', 'run', 'test:e2e:record-any'] },
  // Capture mode on chosen ports, clicked in Chromium, stopped by Ctrl-C to its process group, replayed.
  { name: 'e2e-capture', command: ['npm', 'run', 'test:e2e:capture'] },
];

/**
 * A suite's lines that name what failed (Vitest's `FAIL`/`×` lines, Playwright's `✘` and numbered
 * failures), kept to repeat under the summary: CI shows the end of the output, and a failure of an
 * early suite scrolls away under the later ones' thousands of lines.
 */
const FAILURE_LINE = /^\s*(FAIL\s|×|✘|\d+ failed|\d+ flaky|Error: Test timed out)/;
/** Playwright's numbered failure, whose first lines below say why (the error, expected and received). */
const NUMBERED_FAILURE = /^\s*\d+\) (\[|e2e\/)/;
const WHY_LINE = /^\s*(Error:|Expected|Received|Timeout:|Locator:)/;
const WHY_LINES_EACH = 5;
const MAX_FAILURE_LINES = 40;
const MAX_LINE = 600;

/** Runs a command with its output passed through, and resolves with its exit code and its failure lines. */
function run(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ status: number | null; failures: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['inherit', 'pipe', 'pipe'], env });
    const failures: string[] = [];
    // Lines still to look at below a numbered failure for why it failed.
    let why = 0;
    const watch = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
      createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
        out.write(`${line}\n`);
        const plain = stripVTControlCharacters(line);
        const numbered = NUMBERED_FAILURE.test(plain);
        const keep = numbered || FAILURE_LINE.test(plain) || (why > 0 && WHY_LINE.test(plain));
        if (why > 0 && plain.trim()) why--;
        if (numbered) why = WHY_LINES_EACH;
        if (keep && failures.length < MAX_FAILURE_LINES) failures.push(plain.trim().slice(0, MAX_LINE));
      });
    };
    if (child.stdout) watch(child.stdout, process.stdout);
    if (child.stderr) watch(child.stderr, process.stderr);
    child.on('close', (status) => resolve({ status, failures }));
    child.on('error', (error) => resolve({ status: null, failures: [String(error)] }));
  });
}

const results: { name: string; ok: boolean; seconds: number; failures: string[] }[] = [];
for (const suite of suites) {
  if (only.length && !only.includes(suite.name)) continue;
  console.log(`\n=== ${suite.name}: ${suite.command.join(' ')}`);
  const started = Date.now();
  const prepared = suite.prepare?.();
  if (prepared && 'error' in prepared) {
    console.error(prepared.error);
    results.push({
      name: suite.name,
      ok: false,
      seconds: Math.round((Date.now() - started) / 1000),
      failures: [prepared.error],
    });
    continue;
  }
  const [cmd = 'npm', ...args] = prepared?.command ?? suite.command;
  const env = { ...process.env, FORCE_COLOR: '0', ...prepared?.env };
  const r = await run(cmd, args, env);
  results.push({
    name: suite.name,
    ok: r.status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
    failures: r.failures,
  });
}

console.log('\n=== summary');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  // What failed, or was retried before it passed (a flaky test), in every suite.
  for (const line of r.failures) console.log(`       ${line}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

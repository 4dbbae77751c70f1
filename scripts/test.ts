// `npm test`: every suite, in order: types, lint, unit/contract/BFF/stand-in/web (Vitest),
// WireMock replay, browser e2e (Playwright in Debian's Chromium), QA replay in Chromium. Ends with
// a one-line summary.
import { spawnSync } from 'node:child_process';
import { ensurePrerequisites } from './lib/prerequisites.ts';

const missing = ensurePrerequisites();
if (missing) {
  console.error(missing);
  process.exit(1);
}

const only = process.argv.slice(2);
const suites: { name: string; command: string[] }[] = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'unit', command: ['npx', 'vitest', 'run'] },
  { name: 'replay', command: ['npm', 'run', 'test:replay'] },
  { name: 'e2e', command: ['npm', 'run', 'test:e2e'] },
  { name: 'e2e-mock', command: ['npm', 'run', 'test:e2e:mock'] },
  // QA replay in Chromium: every route of every role and a write of each on WireMock's recordings.
  { name: 'e2e-replay', command: ['npm', 'run', 'test:e2e:replay'] },
];

const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const suite of suites) {
  if (only.length && !only.includes(suite.name)) continue;
  console.log(`\n=== ${suite.name}: ${suite.command.join(' ')}`);
  const started = Date.now();
  const [cmd = 'npm', ...args] = suite.command;
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  results.push({ name: suite.name, ok: r.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

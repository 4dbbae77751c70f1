// `npm start`: the legacy stand-in (unless LEGACY_BASE_URL points elsewhere), the BFF and the
// built SPA on http://localhost:8080. `npm run dev` runs Vite with hot reload on 5173 instead of
// serving the build. `npm start -- --profile spec-strict` (or LEGACY_PROFILE=spec-strict) runs the
// stand-in's spec-strict profile: answers only as the spec promises them (mocks/src/legacy/README.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEMO_LOGINS } from '../mocks/src/legacy/index.ts';
import { type LegacyProfile, profileFrom } from '../mocks/src/legacy/spec-strict/index.ts';
import { startProcess, stopProcess, waitForUrl } from './lib/processes.ts';

const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '8080';
const external = process.env.LEGACY_BASE_URL;
const standinPort = process.env.STANDIN_PORT ?? '8090';
const tsx = 'node_modules/.bin/tsx';
let profile: LegacyProfile = 'rich';
try {
  profile = profileFrom(process.argv.slice(2), process.env.LEGACY_PROFILE);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const children: ReturnType<typeof startProcess>[] = [];

function shutdown(code = 0) {
  for (const c of children) stopProcess(c);
  process.exit(code);
}
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());

if (!dev && !existsSync('web/dist/index.html')) {
  console.log('Building the web app (first start)...');
  const built = spawnSync('npm', ['run', 'build', '-w', 'web'], { stdio: 'inherit' });
  if (built.status !== 0) shutdown(1);
}

let legacyUrl = external;
if (!legacyUrl) {
  legacyUrl = `http://127.0.0.1:${standinPort}/`;
  children.push(
    startProcess('standin', tsx, ['mocks/src/legacy/main.ts'], {
      PORT: standinPort,
      LEGACY_PROFILE: profile,
    }),
  );
  await waitForUrl(`${legacyUrl}__standin/health`);
}
const bff = startProcess('bff', tsx, ['bff/src/main.ts'], { PORT: port, LEGACY_BASE_URL: legacyUrl });
children.push(bff);
bff.on('exit', (code) => shutdown(code ?? 1));
await waitForUrl(`http://127.0.0.1:${port}/healthz`);
if (dev) children.push(startProcess('vite', 'npm', ['run', 'dev', '-w', 'web']));

const appUrl = dev ? 'http://localhost:5173' : `http://localhost:${port}`;
const legacyNote = external ? external : `stand-in on ${legacyUrl}, profile ${profile}`;
console.log(`\nThe app is on ${appUrl} (legacy: ${legacyNote})`);
if (external && profile !== 'rich') console.log(`(--profile ${profile} is ignored: no stand-in runs)`);
if (!external) {
  console.log(`Outbox (codes and messages the stand-in "sent"): ${legacyUrl}__standin/outbox.html`);
  console.log('Demo logins:');
  for (const d of DEMO_LOGINS) console.log(`  ${d.role.padEnd(10)} ${d.email.padEnd(24)} ${d.password}`);
}
console.log('Press Ctrl+C to stop.');

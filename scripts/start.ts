// `npm start`: the legacy stand-in (unless LEGACY_BASE_URL points elsewhere), the BFF and the
// built SPA on http://localhost:8080. `npm run dev` runs Vite with hot reload on 5173 instead of
// serving the build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEMO_LOGINS } from '../mocks/src/legacy/index.ts';
import { startProcess, stopProcess, waitForUrl } from './lib/processes.ts';

const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '8080';
const external = process.env.LEGACY_BASE_URL;
const standinPort = process.env.STANDIN_PORT ?? '8090';
const tsx = 'node_modules/.bin/tsx';
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
  children.push(startProcess('standin', tsx, ['mocks/src/legacy/main.ts'], { PORT: standinPort }));
  await waitForUrl(`${legacyUrl}__standin/health`);
}
const bff = startProcess('bff', tsx, ['bff/src/main.ts'], { PORT: port, LEGACY_BASE_URL: legacyUrl });
children.push(bff);
bff.on('exit', (code) => shutdown(code ?? 1));
await waitForUrl(`http://127.0.0.1:${port}/healthz`);
if (dev) children.push(startProcess('vite', 'npm', ['run', 'dev', '-w', 'web']));

const appUrl = dev ? 'http://localhost:5173' : `http://localhost:${port}`;
console.log(`\nThe app is on ${appUrl} (legacy: ${external ? external : `stand-in on ${legacyUrl}`})`);
if (!external) {
  console.log(`Outbox (codes and messages the stand-in "sent"): ${legacyUrl}__standin/outbox.html`);
  console.log('Demo logins:');
  for (const d of DEMO_LOGINS) console.log(`  ${d.role.padEnd(10)} ${d.email.padEnd(24)} ${d.password}`);
}
console.log('Press Ctrl+C to stop.');

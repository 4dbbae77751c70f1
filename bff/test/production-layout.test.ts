import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin } from '../../mocks/src/legacy/index.ts';
import { PRODUCTION_NODE_FLAGS } from '../src/runtime-flags.ts';

// The production image's `app` stage laid out without Docker, as the Dockerfile builds it:
// runtime-deps (the manifests and the lock file, `npm ci --omit=dev --workspace bff
// --include-workspace-root=false`), the compiled BFF (`scripts/build-bff.ts`, the Dockerfile's
// `npm run build:bff`, here written into the folder), the built SPA (web/dist: the repository's
// when `npm run build` has made one, else built once here), the root package.json; then
// `node bff/dist/main.mjs` started in that folder on a stand-in, with NODE_ENV=production.
// It proves the bundle needs nothing beyond the BFF's declared runtime dependencies.
//
// The install is the Dockerfile's own (not a copy of the repository's node_modules: that would
// hide a dependency the bundle imports but bff/package.json does not declare), with
// --prefer-offline so npm's cache serves it. Measured on the 2-core machine: 17 s with an existing
// web/dist, 28 s when it builds the SPA (the install about 10 s of either). Run by `npm test` on
// the machine's Node (unit) and on Node 24 (node24 suite), the image's runtime.

const repo = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
const WORKSPACES = ['contract', 'bff', 'web', 'mocks', 'e2e'];

let dir = '';
let standin: FastifyInstance | null = null;
let server: ChildProcess | null = null;
let base = '';
let output = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function waitForHealth(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server?.exitCode !== null) throw new Error(`the BFF exited (${server?.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no /healthz within ${ms} ms:\n${output}`);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tix-prod-layout-'));
  // The build's environment as a shell's: without Vitest's NODE_ENV=test (Vite would build the SPA
  // with React's development JSX runtime, which the production server cannot load) and VITEST*.
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env))
    if (k !== 'NODE_ENV' && !k.startsWith('VITEST') && k !== 'TEST') env[k] = v;
  Object.assign(env, {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  });
  // Stage runtime-deps.
  await cp(join(repo, 'package.json'), join(dir, 'package.json'));
  await cp(join(repo, 'package-lock.json'), join(dir, 'package-lock.json'));
  for (const ws of WORKSPACES) {
    await mkdir(join(dir, ws), { recursive: true });
    await cp(join(repo, ws, 'package.json'), join(dir, ws, 'package.json'));
  }
  await run(
    'npm',
    ['ci', '--omit=dev', '--workspace', 'bff', '--include-workspace-root=false', '--prefer-offline'],
    { cwd: dir, env, maxBuffer: 16 * 1024 * 1024 },
  );
  await run(process.execPath, [join(repo, 'scripts/prune-runtime.mjs'), dir]);
  // Stage build: the BFF bundle, and the SPA.
  await run(
    process.execPath,
    [
      join(repo, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/build-bff.ts',
      '--outfile',
      join(dir, 'bff/dist/main.mjs'),
    ],
    {
      cwd: repo,
      env,
    },
  );
  const webDist = join(repo, 'web/dist');
  if (!existsSync(join(webDist, 'index.html')) || !existsSync(join(webDist, 'server'))) {
    await run('npm', ['run', 'build', '-w', 'web'], { cwd: repo, env, maxBuffer: 16 * 1024 * 1024 });
  }
  await cp(webDist, join(dir, 'web/dist'), { recursive: true });
  // As a build made after `npm run dev:mock` could once carry it: the BFF must not serve it.
  await writeFile(join(dir, 'web/dist', 'mockServiceWorker.js'), '// development only\n');
  await writeFile(join(dir, 'web/dist/server/assets', 'dates.js'), 'export const renderToString = 1;\n');
  // The stand-in, and the image's command.
  standin = buildStandin();
  await standin.listen({ port: 0, host: '127.0.0.1' });
  const legacyUrl = `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}/`;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, 'bff/dist/main.mjs'], {
    cwd: dir,
    // The image's environment only: none of the test run's (NODE_ENV=test, Vitest's variables).
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LEGACY_BASE_URL: legacyUrl,
      PUBLIC_URL: base,
      // A fresh secret: production refuses every one this repository shows.
      SESSION_SECRET: randomBytes(48).toString('base64'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  server.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  await waitForHealth(base, 30_000);
}, 240_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  await standin?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the production layout (the Dockerfile app stage, without Docker)', () => {
  it('has only the BFF runtime dependencies: no dev tools, no other workspace', () => {
    expect(existsSync(join(dir, 'node_modules/fastify'))).toBe(true);
    // sharp's prebuilt binary (an optional dependency) is there: the flyer needs it.
    expect(existsSync(join(dir, 'node_modules/@img/sharp-linux-x64'))).toBe(process.arch === 'x64');
    // typescript reaches a workspace-only production install as msw's optional peer: pruned.
    for (const devOnly of ['vitest', 'tsx', 'vite', '@playwright/test', 'esbuild', 'typescript', 'msw'])
      expect(existsSync(join(dir, 'node_modules', devOnly)), devOnly).toBe(false);
    // Nor the stand-in or the SPA's sources: the image has bff/dist and web/dist only.
    expect(existsSync(join(dir, 'mocks/src'))).toBe(false);
  });

  it.each(['/server/entry-server.js', '/server/assets/dates.js', '/mockServiceWorker.js'])(
    'does not serve %s, which is not part of the site',
    async (path) => {
      const response = await fetch(`${base}${path}`);
      expect(response.status, output).toBe(404);
      expect(await response.text()).not.toMatch(/renderToString|MSW|self\.addEventListener/);
    },
  );

  it.each(['/healthz', '/', '/event/1/tickets', '/api/events'])('answers %s with 200', async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status, output).toBe(200);
    const body = await response.text();
    if (path === '/' || path.startsWith('/event/')) expect(body).toMatch(/<html/i);
    if (path === '/api/events') expect(JSON.parse(body)).toBeTruthy();
  });
});

import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateBuildFile } from '../src/plugins/web.ts';

// The production build as a developer makes it on a machine where mock mode has run: a stale MSW
// worker sits in the public folder (older versions of `npm run dev:mock` copied it there). What
// web/dist holds is what the BFF and the image serve, so it is listed against what the site is.

const repo = fileURLToPath(new URL('../..', import.meta.url));
let outDir = '';
let publicDir = '';
let files: string[] = [];

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'tix-prod-build-'));
  publicDir = await mkdtemp(join(tmpdir(), 'tix-public-'));
  await cp(join(repo, 'web/public'), publicDir, { recursive: true });
  await writeFile(join(publicDir, 'mockServiceWorker.js'), '/* msw worker left by dev:mock */\n');
  await build({
    configFile: join(repo, 'web/vite.config.ts'),
    mode: 'production',
    publicDir,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  files = await listFiles(outDir);
}, 180_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
  await rm(publicDir, { recursive: true, force: true });
});

describe('the production build of the web app', () => {
  it('leaves out the MSW worker even when a stale copy sits in the public folder', () => {
    expect(files).toContain('index.html');
    expect(files).not.toContain('mockServiceWorker.js');
  });

  it('holds only the page, its hashed assets and the site public files', () => {
    const site = new Set(['index.html', 'favicon.svg', 'placeholder-poster.svg', 'sw.js']);
    const unexpected = files.filter((f) => !site.has(f) && !/^assets\/[\w.-]+$/.test(f));
    expect(unexpected).toEqual([]);
  });
});

describe('what the BFF refuses to serve from web/dist', () => {
  it.each(['/server/entry-server.js', '/server', '/server/assets/x.js', '/mockServiceWorker.js'])(
    '%s is not a site file',
    (path) => expect(isPrivateBuildFile(path)).toBe(true),
  );
  it.each(['/index.html', '/assets/main-abc12345.js', '/sw.js', '/favicon.svg', '/serverless.svg'])(
    '%s is',
    (path) => expect(isPrivateBuildFile(path)).toBe(false),
  );
});

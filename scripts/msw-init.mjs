// Copies MSW's service worker into web/public (npm 11 no longer runs msw's postinstall).
// Idempotent: does nothing when the worker there already matches the installed msw version.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'web', 'public');
const worker = join(target, 'mockServiceWorker.js');
const require = createRequire(join(root, 'web', 'package.json'));
const mswPackage = require.resolve('msw/package.json');
const { version } = JSON.parse(readFileSync(mswPackage, 'utf8'));

if (existsSync(worker) && readFileSync(worker, 'utf8').includes(`PACKAGE_VERSION = '${version}'`)) {
  console.log(`msw-init: web/public/mockServiceWorker.js is up to date (msw ${version})`);
  process.exit(0);
}

const cli = join(dirname(mswPackage), 'cli', 'index.js');
const result = spawnSync(process.execPath, [cli, 'init', target, '--save=false'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);

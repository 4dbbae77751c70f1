import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const has = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

/** What `npm test` needs beyond npm: Debian's Chromium (e2e), a Java runtime (WireMock), Redis (scale-out). */
const NEEDS = [
  { what: 'Chromium', ok: () => existsSync('/usr/bin/chromium'), apt: ['chromium', 'fonts-liberation'] },
  { what: 'a Java runtime', ok: () => has('java'), apt: ['default-jre-headless'] },
  { what: 'Redis', ok: () => existsSync('/usr/bin/redis-server'), apt: ['redis-server'] },
];

/**
 * Installs what is missing with apt when running as root on Debian; otherwise returns a one-line
 * message saying what to install.
 */
export function ensurePrerequisites(): string | null {
  const missing = NEEDS.filter((n) => !n.ok());
  if (missing.length === 0) return null;
  const packages = missing.flatMap((m) => m.apt);
  const canApt = process.getuid?.() === 0 && has('apt-get');
  if (canApt) {
    console.log(`Installing ${missing.map((m) => m.what).join(' and ')} with apt: ${packages.join(' ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  }
  const still = NEEDS.filter((n) => !n.ok());
  if (still.length === 0) return null;
  return `npm test needs ${still.map((m) => m.what).join(' and ')}: install with \`sudo apt-get install ${still
    .flatMap((m) => m.apt)
    .join(' ')}\``;
}

import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The standalone WireMock jar shipped inside the npm package `wiremock` (needs Java). */
export function wiremockJar(): string {
  const pkg = createRequire(import.meta.url).resolve('wiremock/package.json');
  const build = join(dirname(pkg), 'build');
  const jar = readdirSync(build).find((f) => /^wiremock-standalone-.*\.jar$/.test(f));
  if (!jar) throw new Error(`no WireMock jar in ${build}`);
  return join(build, jar);
}

export interface RunningWireMock {
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Starts real WireMock on a loopback port with `rootDir` holding mappings/ and __files/.
 * `detached`: in a process group of its own, so a terminal's Ctrl-C (SIGINT to the whole
 * foreground group) reaches this process only, which then stops the recording before WireMock
 * (capture mode); it is still stopped when this process exits.
 */
export async function startWireMock(
  port: number,
  rootDir: string,
  { detached = false }: { detached?: boolean } = {},
): Promise<RunningWireMock> {
  const child = spawn(
    'java',
    [
      '-jar',
      wiremockJar(),
      '--port',
      String(port),
      '--bind-address',
      '127.0.0.1',
      '--root-dir',
      rootDir,
      '--disable-banner',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], detached },
  );
  const killOnExit = () => child.kill('SIGKILL');
  if (detached) process.once('exit', killOnExit);
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WireMock exited: ${stderr.slice(-500)}`);
    try {
      const res = await fetch(`${url}/__admin/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`WireMock did not start on ${port}: ${stderr.slice(-500)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

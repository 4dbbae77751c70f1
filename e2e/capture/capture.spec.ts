import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { startWireMock } from '../../mocks/src/wiremock/server.ts';
import { logIn } from '../walk/walk.ts';

// Capture mode (issue 49): WireMock runs in a process group of its own, so Ctrl-C (SIGINT to the
// whole group of `npm run record`) stops the recording and writes it; every port is the one asked
// for; the SPA is built into the folder given, web/dist is left alone. The folder then replays.

const REPO = resolve(import.meta.dirname, '../..');
const base = Number(process.env.E2E_CAPTURE_PORT_BASE);
const PORTS = { app: base, wiremock: base + 1, gate: base + 2, replayWireMock: base + 3 };

/** Starts a command in a process group of its own, collecting what it prints. */
function startGroup(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  return { child, output: () => output };
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });

/** Signals a group this spec started, if it is still there. */
function stopGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

const answers = async (url: string) => (await fetch(url).catch(() => null))?.ok === true;

/** The home and one event's page as a guest, then the customer's tickets: what the capture records. */
async function clickThrough(browser: Browser, baseURL: string): Promise<{ href: string; heading: string }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const firstEvent = page.locator('main a[href^="/event/"]').first();
  await expect(firstEvent).toBeVisible();
  const href = (await firstEvent.getAttribute('href')) ?? '';
  await page.goto(href);
  const event = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await logIn(page, 'customer');
  await page.goto('/tickets');
  await expect(page.locator('main h1')).toBeVisible();
  await context.close();
  return { href, heading: event };
}

/** What the recorder prints once it records (mocks/src/wiremock/record-target.ts). */
const CAPTURING = 'Ctrl-C stops the recording and writes it.';

/** The title of the BFF's answer to a read WireMock has no recording of (bff/src/legacy/errors.ts). */
const NO_RECORDING = 'No recording';

async function noRecordingMissing(page: Page) {
  await expect(page.getByText(NO_RECORDING)).toHaveCount(0);
}

test('capture mode: Ctrl-C to its process group writes the recording, on the ports asked for, and it replays', async ({
  browser,
}) => {
  const out = mkdtempSync(join(tmpdir(), 'e2e-capture-'));
  const build = mkdtempSync(join(tmpdir(), 'e2e-capture-web-'));
  const webDist = join(REPO, 'web/dist/index.html');
  const webDistBefore = existsSync(webDist) ? readFileSync(webDist, 'utf8') : null;
  const capture = startGroup('npm', [
    'run',
    'record',
    '--',
    '--capture',
    '--out',
    out,
    '--port',
    String(PORTS.app),
    '--wiremock-port',
    String(PORTS.wiremock),
    '--gate-port',
    String(PORTS.gate),
    '--build-dir',
    build,
  ]);
  // What the recorder printed last, on one line: a failure's first line carries it, so npm test's
  // summary (all CI shows of a run) says what the recorder was doing.
  const said = () => `the recorder's output ends: ${capture.output().slice(-400).replace(/\s+/g, ' ')}`;
  let replayBff: ReturnType<typeof startGroup> | undefined;
  let replayWireMock: Awaited<ReturnType<typeof startWireMock>> | undefined;
  try {
    // The recorder's own line (the usage text, printed on bad usage, says "Ctrl-C stops" too).
    await until('capture mode to start', () => capture.output().includes(CAPTURING), 480_000);
    // Every part on the port asked for.
    expect(await answers(`http://127.0.0.1:${PORTS.wiremock}/__admin/health`), said()).toBe(true);
    expect(await answers(`http://127.0.0.1:${PORTS.app}/healthz`), said()).toBe(true);
    const gate = await fetch(`http://127.0.0.1:${PORTS.gate}/`).catch(() => null);
    expect(gate, `the read gate listens on its port; ${said()}`).not.toBeNull();

    const appUrl = `http://127.0.0.1:${PORTS.app}`;
    const walked = await clickThrough(browser, appUrl).catch((error: Error) => {
      throw new Error(`${said()}\n${error.message}`, { cause: error });
    });

    // A terminal's Ctrl-C: SIGINT to every process of the group npm started.
    process.kill(-(capture.child.pid ?? 0), 'SIGINT');
    // npm itself ends by the signal, once the recorder below it has written the folder. Its 'exit'
    // can come before the last lines it printed are read from the pipe (a busy machine): the
    // lines are waited for, a little.
    await exited(capture.child);
    const replayLine = `Replay it: npm run replay -- --from ${out}`;
    await until(
      'the recorder to say what it wrote',
      () => capture.output().includes(replayLine),
      10_000,
    ).catch(() => undefined);
    expect(capture.output(), said()).toContain(replayLine);
    expect(capture.output()).toMatch(/Recorded \d+ stubs into/);
    expect(readdirSync(join(out, 'mappings')).length, said()).toBeGreaterThan(5);
    expect(existsSync(join(out, 'logins.json'))).toBe(true);
    // The SPA was built where asked: the checkout's web/dist is as it was.
    expect(existsSync(join(build, 'index.html'))).toBe(true);
    expect(existsSync(webDist) ? readFileSync(webDist, 'utf8') : null).toBe(webDistBefore);

    // The folder replayed, as `npm run replay -- --from` runs it: the same screens open.
    replayWireMock = await startWireMock(PORTS.replayWireMock, out);
    replayBff = startGroup('node_modules/.bin/tsx', ['bff/src/main.ts'], {
      PORT: String(PORTS.app),
      LEGACY_BASE_URL: `${replayWireMock.url}/`,
      PUBLIC_URL: appUrl,
      LEGACY_REPLAY: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ALLOW: '127.0.0.1',
      SESSION_SECRET: 'e2e-capture-secret-e2e-capture-secret',
      WEB_DIST: build,
    });
    await until('the replay BFF', () => answers(`${appUrl}/healthz`), 120_000);
    const context = await browser.newContext({ baseURL: appUrl });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('main a[href^="/event/"]').first()).toBeVisible();
    await noRecordingMissing(page);
    await page.goto(walked.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(walked.heading);
    await noRecordingMissing(page);
    await context.close();
  } finally {
    await test.info().attach('capture output', { body: capture.output() });
    stopGroup(capture.child, 'SIGKILL');
    if (replayBff) stopGroup(replayBff.child, 'SIGTERM');
    await replayWireMock?.stop();
    rmSync(out, { recursive: true, force: true });
    rmSync(build, { recursive: true, force: true });
  }
});

import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

/** Debian's Chromium (no browser download) with the flags every suite runs it with. */
export const chromiumUse: PlaywrightTestConfig['use'] = {
  ...devices['Desktop Chrome'],
  channel: undefined,
  screenshot: 'only-on-failure',
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

/**
 * A suite's configuration: one worker, journeys of a minute, expectations of 7 s, one retry on CI
 * (traced), Debian's Chromium, results in test-results/`results`. `suite` names the rest (testDir, servers,
 * baseURL in `use`) and whatever of those it does otherwise; its `use` adds to `chromiumUse`.
 */
export function suiteConfig(results: string, suite: PlaywrightTestConfig) {
  const retries = suite.retries ?? (process.env.CI ? 1 : 0);
  return defineConfig({
    fullyParallel: false,
    workers: 1,
    retries,
    // Journeys are long and the machines that run them (2 cores, CI) are sometimes busy.
    timeout: 60_000,
    expect: { timeout: 7_000 },
    reporter: [['list']],
    outputDir: `../test-results/${results}`,
    ...suite,
    use: {
      ...chromiumUse,
      // A trace of every test doubled the mock walk's time (its screenshots and DOM snapshots at
      // every action, thrown away when the test passes). Where a failed test is retried, the retry
      // records one: a failure that repeats has its trace, and the first attempt keeps its
      // screenshot and error context. A suite that is not retried traces every test without DOM
      // snapshots or a screencast (actions, network, console and sources; the failure's screenshot
      // is taken anyway): with them, the dev-server walk's five roles took 5.2 minutes, not 2.5.
      trace:
        retries > 0
          ? 'on-first-retry'
          : { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: true },
      ...suite.use,
    },
  });
}

/** One server a suite starts, as Playwright's `webServer` takes it. */
export type SuiteServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

interface ServerOptions {
  env?: Record<string, string>;
  /** How long it may take to answer `url` (ms). */
  timeout?: number;
  /** Show its output in the report (the BFF's warnings name the operation behind a failure). */
  pipeOutput?: boolean;
}

/**
 * A server started from the repository root, answering `url` when ready. Never one already
 * running: each run picks ports of its own, so a server found there belongs to someone else.
 */
export function suiteServer(command: string, url: string, options: ServerOptions = {}): SuiteServer {
  return {
    command,
    cwd: '..',
    url,
    ...(options.env ? { env: options.env } : {}),
    reuseExistingServer: false,
    timeout: options.timeout ?? 60_000,
    ...(options.pipeOutput ? { stdout: 'pipe', stderr: 'pipe' } : {}),
  };
}

/** The legacy stand-in on `port` (`profile`: one of its profiles, such as spec-strict). */
export function standinServer(port: number, profile?: string, env: Record<string, string> = {}): SuiteServer {
  const command = `node_modules/.bin/tsx mocks/src/legacy/main.ts${profile ? ` --profile ${profile}` : ''}`;
  return suiteServer(command, `http://127.0.0.1:${port}/__standin/health`, {
    env: { PORT: String(port), ...env },
  });
}

/**
 * The BFF serving the built SPA on `port`, in front of the legacy at `legacyUrl`; `env` adds to or
 * overrides its settings (each suite names its own SESSION_SECRET).
 */
export function bffServer(
  port: number,
  legacyUrl: string,
  env: Record<string, string> & { SESSION_SECRET: string },
  pipeOutput = false,
): SuiteServer {
  const url = `http://127.0.0.1:${port}`;
  return suiteServer('node_modules/.bin/tsx bff/src/main.ts', `${url}/healthz`, {
    env: {
      PORT: String(port),
      LEGACY_BASE_URL: `${legacyUrl}/`,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // Every journey logs in from this one address; the limits themselves are tested in bff/test.
      RATE_LIMIT_ALLOW: '127.0.0.1',
      ...env,
    },
    pipeOutput,
  });
}

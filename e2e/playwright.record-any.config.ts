import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bffServer, suiteConfig, suiteServer } from './playwright.shared.ts';

// Recording a legacy we did not write, replayed in Chromium (issue 40): the stand-in's spec-strict
// profile is recorded into a temporary folder with `npm run record -- --target`'s code while
// Chromium walks every route of every role, and served by real WireMock
// (record-any/serve-recorded-legacy.ts); the BFF with the built SPA runs on it with
// LEGACY_REPLAY=true, as `npm run replay -- --from` runs them. Needs `npm run build`.
process.env.E2E_RECORD_ANY_PORT_BASE ??= String(46000 + 2 * (process.pid % 2000));
const base = Number(process.env.E2E_RECORD_ANY_PORT_BASE);
const WIREMOCK_URL = `http://127.0.0.1:${base + 1}`;
const APP_URL = `http://127.0.0.1:${base}`;
// The recorded folder: written by the web server, its logins.json read by the replayed walk.
process.env.E2E_RECORD_ANY_FOLDER ??= join(tmpdir(), `e2e-record-any-${base}`);

export default suiteConfig('e2e-record-any', {
  testDir: './record-any',
  // The roles' replayed walks are independent (a replay changes nothing): two at a time.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: { baseURL: APP_URL },
  webServer: [
    suiteServer(
      'node_modules/.bin/tsx e2e/record-any/serve-recorded-legacy.ts',
      `${WIREMOCK_URL}/__admin/health`,
      {
        // E2E_RECORD_ANY_FOLDER reaches it with the rest of this process's environment.
        env: { RECORD_ANY_WIREMOCK_PORT: String(base + 1) },
        // The recording walks every route of every role in Chromium first.
        timeout: 600_000,
      },
    ),
    bffServer(base, WIREMOCK_URL, {
      SESSION_SECRET: 'e2e-record-any-secret-e2e-record-any',
      LEGACY_REPLAY: 'true',
    }),
  ],
});

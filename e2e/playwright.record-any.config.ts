import { defineConfig } from '@playwright/test';
import { bffServer, chromiumUse, suiteServer } from './playwright.shared.ts';

// Recording a legacy we did not write, replayed in Chromium (issue 40): the stand-in's spec-strict
// profile is recorded into a temporary folder with `npm run record -- --target`'s code and served
// by real WireMock (mocks/src/wiremock/serve-recorded-legacy.ts); the BFF with the built SPA runs
// on it with LEGACY_REPLAY=true, as `npm run replay -- --from` runs them. Needs `npm run build`.
process.env.E2E_RECORD_ANY_PORT_BASE ??= String(46000 + 2 * (process.pid % 2000));
const base = Number(process.env.E2E_RECORD_ANY_PORT_BASE);
const WIREMOCK_URL = `http://127.0.0.1:${base + 1}`;
const APP_URL = `http://127.0.0.1:${base}`;

export default defineConfig({
  testDir: './record-any',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results/e2e-record-any',
  use: { ...chromiumUse, baseURL: APP_URL },
  webServer: [
    suiteServer(
      'node_modules/.bin/tsx mocks/src/wiremock/serve-recorded-legacy.ts',
      `${WIREMOCK_URL}/__admin/health`,
      {
        env: { RECORD_ANY_WIREMOCK_PORT: String(base + 1) },
        // Recording the whole spec-strict walk comes first.
        timeout: 240_000,
      },
    ),
    bffServer(base, WIREMOCK_URL, {
      SESSION_SECRET: 'e2e-record-any-secret-e2e-record-any',
      LEGACY_REPLAY: 'true',
    }),
  ],
});

import { devices } from '@playwright/test';
import { bffServer, standinServer, suiteConfig } from './playwright.shared.ts';

// Journeys in Debian's Chromium against the real stack: the legacy stand-in and the BFF serving
// the built SPA, on ports of their own so a running `npm start` (or another run) is not disturbed.
// The main process picks the ports once; workers inherit them through the environment.
process.env.E2E_PORT_BASE ??= String(20000 + 2 * (process.pid % 10000));
const base = Number(process.env.E2E_PORT_BASE);
// The offline-tickets journey takes the network away from the service worker too: Playwright
// routes a worker's own requests only with this switch (e2e/tests/offline-tickets.spec.ts).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS ??= '1';
export const STANDIN_URL = `http://127.0.0.1:${base + 1}`;
export const APP_URL = `http://127.0.0.1:${base}`;

export default suiteConfig('e2e', {
  testDir: './tests',
  use: { baseURL: APP_URL },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    standinServer(base + 1),
    bffServer(base, STANDIN_URL, {
      SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
      CACHE_TTL_MS: '1',
    }),
  ],
});

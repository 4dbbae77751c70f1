import { wiremockJar } from '../mocks/src/wiremock/server.ts';
import { bffServer, suiteConfig, suiteServer } from './playwright.shared.ts';

// QA replay in Chromium (`npm run test:replay-e2e`, part of `npm test`): real WireMock serving
// mocks/wiremock and the BFF with LEGACY_REPLAY=true serving the built SPA, as `npm run replay`
// runs them, on ports of their own. Playwright stops both when the suite ends.
process.env.E2E_REPLAY_PORT_BASE ??= String(40000 + 2 * (process.pid % 5000));
const base = Number(process.env.E2E_REPLAY_PORT_BASE);
const WIREMOCK_URL = `http://127.0.0.1:${base + 1}`;
const APP_URL = `http://127.0.0.1:${base}`;

export default suiteConfig('e2e-replay', {
  testDir: './replay',
  // WireMock answers from its recordings (no scenarios: a write changes nothing it answers later)
  // and the BFF's session is the sealed cookie of each test's own context: the tests share no
  // state, so two run at a time, as in the record-any suite.
  fullyParallel: true,
  workers: 2,
  use: { baseURL: APP_URL },
  webServer: [
    suiteServer(
      `java -jar ${wiremockJar()} --port ${base + 1} --bind-address 127.0.0.1 --root-dir mocks/wiremock --disable-banner`,
      `${WIREMOCK_URL}/__admin/health`,
    ),
    bffServer(base, WIREMOCK_URL, {
      SESSION_SECRET: 'e2e-replay-secret-e2e-replay-secret',
      LEGACY_REPLAY: 'true',
    }),
  ],
});

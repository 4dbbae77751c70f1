import { bffServer, standinServer, suiteConfig, suiteServer } from './playwright.shared.ts';

// One behaviour, three worlds (issue 41): the same journeys on the stand-in behind the BFF
// (`npm run build`'s web/dist) and on mock mode (`npm run build:mock -w web`'s web/dist-mock, served
// by `vite preview`), each on ports of its own; the spec compares what their screens show.
process.env.E2E_WORLDS_PORT_BASE ??= String(40000 + 3 * (process.pid % 8000));
const base = Number(process.env.E2E_WORLDS_PORT_BASE);
export const WORLDS = {
  standin: `http://127.0.0.1:${base}`,
  mock: `http://127.0.0.1:${base + 2}`,
} as const;
export const WORLDS_STANDIN_URL = `http://127.0.0.1:${base + 1}`;

export default suiteConfig('e2e-worlds', {
  testDir: './worlds',
  retries: 0,
  // Each journey runs twice, once in each world.
  timeout: 120_000,
  webServer: [
    standinServer(base + 1),
    bffServer(base, WORLDS_STANDIN_URL, {
      SESSION_SECRET: 'worlds-secret-worlds-secret-worlds-secret',
      // Every read after a write asks the legacy again, as mock mode's in-memory BFF does.
      CACHE_TTL_MS: '1',
    }),
    suiteServer(
      `npm run preview:mock -w web -- --port ${base + 2} --strictPort --host 127.0.0.1`,
      `${WORLDS.mock}/`,
      { timeout: 120_000 },
    ),
  ],
});

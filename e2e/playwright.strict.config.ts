import { ALL_VARIANTS } from '../mocks/src/legacy/spec-strict/variants.ts';
import { bffServer, standinServer, suiteConfig } from './playwright.shared.ts';

// The product in front of the stand-in's spec-strict profile (`npm run test:e2e:strict`, part of
// `npm test`): answers only as the spec promises them, every value a string, PHP's nothings and
// notices, opaque ids, PHP's session lock (mocks/src/legacy/README.md). The stand-in and the BFF
// serving the built SPA run on ports of their own, picked once by the main process. The stand-in
// runs with every switch of a second reading of the spec on (issue 47: its posters in a folder of
// its own, which the BFF is told as an operator would; ticket_id the type's; an Ozow address with
// a reference of its own; empty answers from view logging and logout; customer_id null on a
// campaign payment): mocks/src/legacy/spec-strict/variants.ts.
process.env.E2E_STRICT_PORT_BASE ??= String(50000 + 2 * (process.pid % 5000));
const base = Number(process.env.E2E_STRICT_PORT_BASE);
export const STANDIN_URL = `http://127.0.0.1:${base + 1}`;
const APP_URL = `http://127.0.0.1:${base}`;

export default suiteConfig('e2e-strict', {
  testDir: './strict',
  use: { baseURL: APP_URL },
  webServer: [
    standinServer(base + 1, 'spec-strict', { LEGACY_VARIANTS: 'all' }),
    // The BFF's warnings name the legacy operation behind each failing route.
    bffServer(
      base,
      STANDIN_URL,
      {
        SESSION_SECRET: 'e2e-strict-secret-e2e-strict-secret',
        CACHE_TTL_MS: '1',
        LEGACY_POSTER_PATH: ALL_VARIANTS.posterFolder,
      },
      true,
    ),
  ],
});

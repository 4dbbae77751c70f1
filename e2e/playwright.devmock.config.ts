import { suiteConfig, suiteServer } from './playwright.shared.ts';

// The dev server a front-end developer runs: `npm run dev:mock` (Vite's dev server in mock mode,
// MSW's worker answering `/api` in the browser), started cold: `--force` drops Vite's dependency
// cache, as a fresh clone has none. It is started as the README says, through the root script,
// whose options reach Vite (`npm run dev:mock -- --port N`). The mock suite (playwright.mock.config.ts) walks every route
// on a mock build; this one walks the dev server itself through full navigations and reloads.
process.env.E2E_DEVMOCK_PORT ??= String(40000 + (process.pid % 10000));
const port = Number(process.env.E2E_DEVMOCK_PORT);

export default suiteConfig('e2e-devmock', {
  testDir: './devmock',
  retries: 0,
  // A cold start (`--force`) bundles the dependencies while the first pages wait.
  timeout: 240_000,
  expect: { timeout: 10_000 },
  use: { baseURL: `http://127.0.0.1:${port}` },
  webServer: suiteServer(
    `npm run dev:mock -- --port ${port} --strictPort --host 127.0.0.1 --force`,
    `http://127.0.0.1:${port}/`,
    { timeout: 120_000, pipeOutput: true },
  ),
});

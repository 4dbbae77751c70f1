import { suiteConfig, suiteServer } from './playwright.shared.ts';

// Mock mode as a front-end developer meets it: `vite build --mode mock` served by `vite preview`,
// with MSW's worker answering every `/api` call in the browser. No stand-in, no BFF: nothing
// listens behind the preview, so a request that escaped MSW would fail the walk.
process.env.E2E_MOCK_PORT ??= String(30000 + (process.pid % 10000));
const port = Number(process.env.E2E_MOCK_PORT);

export default suiteConfig('e2e-mock', {
  testDir: './mock',
  use: { baseURL: `http://127.0.0.1:${port}` },
  webServer: suiteServer(
    `npm run preview:mock -w web -- --port ${port} --strictPort --host 127.0.0.1`,
    `http://127.0.0.1:${port}/`,
    { timeout: 120_000 },
  ),
});

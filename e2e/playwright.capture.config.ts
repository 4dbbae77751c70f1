import { suiteConfig } from './playwright.shared.ts';

// QA's capture mode as a person runs it (issue 49): `npm run record -- --capture` started in a
// process group of its own on chosen ports, clicked through in Chromium, stopped by a signal to
// its whole group (a terminal's Ctrl-C), and its folder replayed. The spec starts every server
// itself: capture mode builds the SPA into a folder of the spec's, never into web/dist.
process.env.E2E_CAPTURE_PORT_BASE ??= String(52000 + 4 * (process.pid % 2000));

export default suiteConfig('e2e-capture', {
  testDir: './capture',
  retries: 0,
  // The capture builds the SPA first (a minute or two on a busy machine).
  timeout: 600_000,
  expect: { timeout: 15_000 },
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace's unit and integration tests; e2e (Playwright) and the
// WireMock replay suite run separately (see scripts/test.ts).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core machines CI
    // and the team run on. Two workers there take the run from ~530 s to ~400 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Test files share their worker's modules (`isolate: false`): the BFF, the stand-in and the
    // contract are imported once per worker instead of once per file (the unit suite ~370 s →
    // ~150 s on a 2-core machine). No test file here replaces a module or a global; each builds
    // its own servers and data. The web files that do run isolated (web/vitest.isolated-files.ts).
    projects: [
      { test: { name: 'contract', root: 'contract', environment: 'node', isolate: false } },
      {
        test: {
          name: 'bff',
          root: 'bff',
          environment: 'node',
          exclude: ['**/node_modules/**', 'test/replay/**'],
          isolate: false,
        },
      },
      { test: { name: 'mocks', root: 'mocks', environment: 'node', isolate: false } },
      'web/vitest.config.ts',
      'web/vitest.isolated.config.ts',
    ],
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace's unit and integration tests; e2e (Playwright) and the
// WireMock replay suite run separately (see scripts/test.ts).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core machines CI
    // and the team run on. Two workers there take the run from ~530 s to ~400 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contract', root: 'contract', environment: 'node' } },
      {
        test: {
          name: 'bff',
          root: 'bff',
          environment: 'node',
          exclude: ['**/node_modules/**', 'test/replay/**'],
        },
      },
      { test: { name: 'mocks', root: 'mocks', environment: 'node' } },
      'web/vitest.config.*',
    ],
  },
});

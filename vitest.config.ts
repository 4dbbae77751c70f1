import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace's unit and integration tests; e2e (Playwright) and the
// WireMock replay suite run separately (see scripts/test.mjs).
export default defineConfig({
  test: {
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

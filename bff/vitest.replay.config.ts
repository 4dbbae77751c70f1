import { defineConfig } from 'vitest/config';

// The replay suite: the BFF's API tests against real WireMock serving mocks/wiremock.
export default defineConfig({
  test: {
    name: 'replay',
    root: import.meta.dirname,
    include: ['test/replay/**/*.test.ts'],
    globalSetup: ['test/replay/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

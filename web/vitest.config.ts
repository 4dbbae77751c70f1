import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { ISOLATED_FILES } from './vitest.isolated-files.ts';

// Test files share their worker's modules (`isolate: false`): the app, MSW's handlers and the DOM
// environment are loaded once per worker, not once per file (the web suite ~160 s → ~50 s on a
// 2-core machine); the setup file resets what tests change (MSW's handlers and data, the DOM).
// The files that mock a module or stub a global run isolated (vitest.isolated-files.ts).

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    // A real origin, so the app's relative `/api/...` fetches resolve and MSW can match them.
    environmentOptions: { happyDOM: { url: 'http://localhost:3000' } },
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', ...ISOLATED_FILES],
    isolate: false,
    testTimeout: 20_000,
  },
});

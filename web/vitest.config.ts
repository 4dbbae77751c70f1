import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Test files that replace a module (vi.mock) or a global (vi.stubGlobal) for the whole file: they
 * run in their own module graph (web/vitest.isolated.config.ts). Every other file shares its
 * worker's modules with the files before it (`isolate: false`: the app, MSW's handlers and the
 * DOM environment are loaded once per worker, not once per file: the web suite ~160 s → ~50 s on
 * a 2-core machine). Its setup file resets what tests change (MSW handlers and data, the DOM).
 */
export const ISOLATED_FILES = [
  'src/features/models/__tests__/models.test.tsx',
  'src/features/campaign-launch/__tests__/campaign.test.tsx',
  'src/features/printing/__tests__/printing.test.tsx',
  'src/features/analytics/__tests__/analytics.test.tsx',
];

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

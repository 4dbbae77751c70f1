import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:8080';

// `vite --mode mock` starts the MSW worker before rendering (see src/app/main.tsx); every other
// mode talks to the BFF through the proxy, and the production bundle carries no msw.
export default defineConfig(({ mode }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': backend, '/healthz': backend },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  // Pre-bundle what the mock worker pulls in, so the first load does not stop for a re-optimise.
  optimizeDeps: mode === 'mock' ? { include: ['msw/browser', 'zod'] } : {},
}));

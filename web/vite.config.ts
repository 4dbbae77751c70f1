import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const backend = 'http://localhost:8080';

/**
 * The entry's stylesheet (the global tokens and the shell, about 10 KB) goes inline into
 * index.html: a linked one blocks the first paint for a round trip. Route chunks keep their CSS.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'tix-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = ctx.bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

// `vite --mode mock` starts the MSW worker before rendering (see src/app/main.tsx); every other
// mode talks to the BFF through the proxy, and the production bundle carries no msw.
export default defineConfig(({ mode }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), inlineEntryCss()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': backend, '/healthz': backend },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  // Pre-bundle what the mock worker pulls in, so the first load does not stop for a re-optimise.
  optimizeDeps: mode === 'mock' ? { include: ['msw/browser', 'zod'] } : {},
}));

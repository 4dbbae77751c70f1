import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BROWSER_TWINS, browserTwinOf } from '../mocks/src/msw/browser-twins.ts';
import { mockModeServer } from './vite-mock-mode.ts';

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
            // The disabled link (neither fetched nor applied) tells the module preloader the rules
            // are in the page already: a lazy screen that lists the file does not fetch it and make
            // the browser restyle the page with the same rules once more.
            return `<style>${String(asset.source)}</style>\n<link rel="stylesheet" href="/${file}" disabled>`;
          },
        );
      },
    },
  };
}

/** Files only development uses: a production build never ships them, wherever they come from. */
export const DEVELOPMENT_ONLY_FILES = ['mockServiceWorker.js'] as const;

/**
 * Mock mode's service worker, read from the installed msw: served by the dev server and emitted
 * into the mock build. It is never written into web/public, so no production build can copy it.
 */
function mockServiceWorker(): Plugin {
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('msw/package.json')), 'lib', 'mockServiceWorker.js');
  return {
    name: 'tix-mock-service-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('content-type', 'text/javascript; charset=utf-8');
        res.setHeader('cache-control', 'no-cache');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(file, 'utf8') });
    },
  };
}

/**
 * Mock mode runs the BFF's own handlers and the stand-in in the browser: each Node-only module they
 * reach is swapped for its named browser twin (mocks/src/msw/browser-twins.ts, the one list).
 * Only imports whose name matches a twinned file are resolved twice.
 */
function mockBrowserTwins(): Plugin {
  const repository = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
  const names = new Set(Object.keys(BROWSER_TWINS).map((file) => file.slice(file.lastIndexOf('/') + 1)));
  return {
    name: 'tix-mock-browser-twins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !names.has(source.slice(source.lastIndexOf('/') + 1))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? (browserTwinOf(resolved.id.split('?')[0] ?? '', repository) ?? null) : null;
    },
  };
}

/**
 * A production build leaves out the development-only files, even a stale copy an older
 * `npm run dev:mock` left in web/public (Vite copies that folder whole).
 */
function productionFilesOnly(): Plugin {
  let outDir = '';
  return {
    name: 'tix-production-files-only',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const name of DEVELOPMENT_ONLY_FILES) {
        const path = join(outDir, name);
        if (existsSync(path)) rmSync(path);
      }
    },
  };
}

/**
 * React Router 7's package exports point every bundler at its development build (warnings and dev
 * checks included; remix-run/react-router#12532, #14102). The production bundle uses the production
 * build it ships beside it.
 */
const reactRouterProduction = (mode: string) =>
  mode === 'production'
    ? [
        {
          find: /^react-router$/,
          replacement: fileURLToPath(
            new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
          ),
        },
        {
          find: /^react-router\/dom$/,
          replacement: fileURLToPath(
            new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
          ),
        },
      ]
    : [];

/**
 * One chunk for what every page loads whatever the route: React, the router, SWR, the paths
 * registry, the endpoint table, the SWR keys and the session. Left to itself the bundler cuts
 * these into half a dozen files of a few hundred bytes each (shared by the entry and the lazy
 * screens), each costing a request and compressing on its own.
 */
const CORE =
  /node_modules\/(react|react-dom|react-router|react-router-dom|scheduler|swr|use-sync-external-store|dequal)\/|web\/src\/lib\/(paths|endpoints|cache|session|dates)\.ts|web\/src\/ui\/copy\.ts|contract\/src\/(api\/(routes|client)|domain\/(truncation|dates|event-order))\.ts/;

/**
 * Modules that always load together, each a few hundred bytes, that the bundler would otherwise
 * ship as separate files (each costs a request and compresses on its own): a form's hook and its
 * fields; the payout rules, their messages and the affiliate's minimum; the partner's landing
 * (/in) and the feature's shared copy, calls and components (issue 29: that landing was the one
 * over its 110 KB budget).
 */
const SMALL_SHARED = [
  {
    name: 'form-kit',
    test: /web\/src\/ui\/(use-form|form-fields)\.tsx|web\/src\/ui\/form\.module\.css/,
  },
  { name: 'payouts', test: /contract\/src\/(domain\/(payouts|affiliate)|forms\/payout-messages)\.ts/ },
  // The organiser's landing (/dashboard): its screen, counters, events list and the small shared
  // pieces only it loads first, one file instead of six (issue 40 put it 0.2 KB over its budget).
  {
    name: 'organiser-home',
    test: /web\/src\/(features\/organiser-events\/(routes\/dashboard|components\/(counters|events-section|events-table))|lib\/landing-notice|ui\/stat-cards)\.tsx?|organiser-events\/components\/(counters|events-section|events-table)\.module\.css|ui\/stat-cards\.module\.css/,
  },
  {
    name: 'affiliate-home',
    test: /web\/src\/features\/affiliates\/(routes\/affiliate-home|components\/(load-state|linked-events|payout-history|payout-form)|messages|api\/affiliates)\.tsx?|affiliates\/components\/affiliates\.module\.css/,
  },
];

/**
 * What every lazy chunk can count on being there already: the entry (index), the app (main), the
 * core chunk, the bundler's runtime and their stylesheets (the entry's is inlined into index.html).
 * Only the entry's own import of the app preloads them; listed again in every lazy chunk's preload
 * table they cost bytes on every route (the areas chunk alone lists 76 screens), and the inlined
 * stylesheet would be fetched a second time.
 */
const ALWAYS_LOADED = /^assets\/(?:index|main|core|rolldown-runtime)-[\w-]{8}\.(?:js|css)$/;
const ENTRY = /(?:^|\/)index(?:-[\w-]{8})?\.(?:html|js)$/;

// `vite --mode mock` starts the MSW worker before rendering (see src/app/main.tsx, started by boot.ts); every other
// mode talks to the BFF through the proxy, and the production bundle carries no msw.
export default defineConfig(({ mode, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    inlineEntryCss(),
    ...(mode === 'mock'
      ? [mockServiceWorker(), mockBrowserTwins(), mockModeServer()]
      : [productionFilesOnly()]),
  ],
  resolve: { alias: reactRouterProduction(mode) },
  server: {
    port: 5173,
    strictPort: true,
    // Mock mode has no server behind it: nothing is proxied, so no `/api` call can leave the browser.
    ...(mode === 'mock' ? {} : { proxy: { '/api': backend, '/healthz': backend } }),
  },
  // The server renderer (src/app/entry-server.tsx, `npm run build` makes it second) carries its
  // dependencies, so the BFF's image needs no React of its own.
  ssr: { noExternal: true },
  // The server renderer is built with React's production code whatever NODE_ENV the BFF runs
  // under (`npm start` sets none): the development build renders slower and, on Node 20, warns
  // at the first render that the runtime lacks ArrayBuffer.prototype.detached.
  ...(isSsrBuild && mode === 'production' ? { define: { 'process.env.NODE_ENV': '"production"' } } : {}),
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        modulePreload: {
          // Every browser the app supports preloads modules itself.
          polyfill: false,
          resolveDependencies: (_file, deps, { hostId }) =>
            ENTRY.test(hostId) ? deps : deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
        },
        rolldownOptions: {
          output: {
            // Only the listed modules: their dependencies (Vite's preload helper among them) stay
            // where the bundler puts them, so the first script does not pull the core in with it.
            codeSplitting: {
              groups: [
                { name: 'core', test: CORE, includeDependenciesRecursively: false },
                ...SMALL_SHARED.map((g) => ({ ...g, includeDependenciesRecursively: false })),
              ],
            },
          },
        },
      },
  // Pre-bundle what the mock worker pulls in, so the first load does not stop for a re-optimise.
  optimizeDeps:
    mode === 'mock'
      ? {
          include: [
            'msw/browser',
            'zod',
            'cockatiel',
            'ajv/dist/2020.js',
            'lru-cache',
            'papaparse',
            '@noble/hashes/sha2.js',
            '@noble/hashes/legacy.js',
            '@noble/hashes/utils.js',
          ],
        }
      : {},
}));

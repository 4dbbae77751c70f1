// `npm run build:bff`: the BFF compiled ahead of time into one ES module, bff/dist/main.mjs, with
// the contract bundled in and every npm dependency of the BFF left as an import (the production
// image installs those with `npm ci --omit=dev`). `npm run start:prod` runs it with plain node.
// `--outfile PATH` writes it elsewhere (the production-layout test builds into a temporary folder).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { values } = parseArgs({ options: { outfile: { type: 'string' } } });
const outfile = values.outfile ?? 'bff/dist/main.mjs';

const manifest = (path: string) =>
  JSON.parse(readFileSync(path, 'utf8')) as { dependencies?: Record<string, string> };
const dependencies = [
  ...Object.keys(manifest('bff/package.json').dependencies ?? {}),
  ...Object.keys(manifest('contract/package.json').dependencies ?? {}),
].filter((name) => name !== '@tix/contract');

const result = await build({
  entryPoints: ['bff/src/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  legalComments: 'none',
  // Packages (and their subpaths) stay imports; our own sources and the contract are bundled.
  external: dependencies.flatMap((name) => [name, `${name}/*`]),
  // Some bundled helpers may call require(): give the ES module one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`${outfile}: ${(bytes / 1024).toFixed(0)} KiB (with its source map)`);

// `npm run build:bff`: the BFF compiled ahead of time into one ES module, bff/dist/main.mjs, with
// the contract bundled in and every npm dependency of the BFF left as an import (the production
// image installs those with `npm ci --omit=dev`). `npm run start:prod` runs it with plain node.
// `--outfile PATH` writes it elsewhere (the production-layout test builds into a temporary folder).
// The compile options are scripts/lib/node-bundle.ts's, shared with the bench.
import { parseArgs } from 'node:util';
import { bundleForNode } from './lib/node-bundle.ts';

const { values } = parseArgs({ options: { outfile: { type: 'string' } } });
const outfile = values.outfile ?? 'bff/dist/main.mjs';

const bytes = await bundleForNode('bff/src/main.ts', outfile, ['bff', 'contract']);
console.log(`${outfile}: ${(bytes / 1024).toFixed(0)} KiB (with its source map)`);

// Run after the production image's install (`npm ci --omit=dev --workspace bff`, Dockerfile's
// runtime-deps stage; bff/test/production-layout.test.ts runs the same): removes what that install
// keeps though the BFF never loads it. TypeScript comes in as an optional peer of msw (a
// dependency of web and mocks) and npm keeps such a package in a workspace-only install;
// `--omit=optional` would drop it but also sharp's prebuilt binaries, which the BFF needs.
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const root = process.argv[2] ?? process.cwd();
const NOT_FOR_RUNTIME = ['typescript', '.bin/tsc', '.bin/tsserver'];
for (const path of NOT_FOR_RUNTIME)
  rmSync(join(root, 'node_modules', path), { recursive: true, force: true });

// Type-checks every workspace with its own tsconfig (they differ: DOM and JSX for web only).
import { spawnSync } from 'node:child_process';

const workspaces = ['contract', 'bff', 'mocks', 'web', 'e2e'];
let failed = false;
for (const ws of workspaces) {
  const r = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', ws], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`typecheck failed in ${ws}/`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);

// Type-checks the whole repository through the solution file (`tsconfig.json`): `tsc -b` builds
// every project reference in dependency order (scripts/lib, contract, bff, mocks, bff/test, web,
// e2e, scripts) and writes only declarations, to node_modules/.cache/tsbuild, so a second run
// re-checks only what changed.
import { spawnSync } from 'node:child_process';

const r = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-b', '--pretty'], {
  stdio: 'inherit',
});
if (r.status !== 0) console.error('typecheck failed (tsc -b)');
process.exit(r.status ?? 1);

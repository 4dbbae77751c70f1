import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The web's server renderer, as `npm run build` leaves it, leaves Node's async hooks off once it
// has rendered: React's Node build keeps each render in an AsyncLocalStorage, which on Node 20
// turns the hooks on for the rest of the process, and every promise of every request then pays
// them (~80 k instructions per GET /api/tickets, docs/performance.md). In a process of its own:
// the test runner's may have hooks of its own. Skipped when the web is not built.
const entry = fileURLToPath(new URL('../../web/dist/server/entry-server.js', import.meta.url));

const probe = `
import { executionAsyncId } from 'node:async_hooks';
const renderer = await import(process.argv[1]);
await renderer.warmUp();
// With promise hooks on, a promise's reaction runs under an async id of its own.
const id = await Promise.resolve().then(() => executionAsyncId());
console.log(JSON.stringify({ id }));
`;

describe.skipIf(!existsSync(entry))("the built server renderer's effect on every request", () => {
  it('leaves async hooks off after rendering the landings', () => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', probe, entry], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}')).toEqual({ id: 0 });
  });

  it("is React's production code whatever NODE_ENV the BFF runs under (`npm start` sets none)", () => {
    // The development build's warnings, among them the one Node 20 gets at the first render.
    expect(readFileSync(entry, 'utf8')).not.toContain('ArrayBuffer.prototype.detached');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_NODE_FLAGS } from '../src/runtime-flags.ts';

// The BFF's Node flags are written in three places: the image's command, `npm run start:prod`
// and runtime-flags.ts (which the bench and the production-layout test run with).
const repo = new URL('../../', import.meta.url);

describe('the production Node flags', () => {
  it('are the same in the Dockerfile, start:prod and runtime-flags.ts', () => {
    const dockerfile = readFileSync(new URL('Dockerfile', repo), 'utf8');
    const cmd = dockerfile.match(/^CMD \["node", (.*), "bff\/dist\/main\.mjs"\]$/m);
    expect(cmd, 'the app stage runs node … bff/dist/main.mjs').not.toBeNull();
    expect(JSON.parse(`[${cmd?.[1]}]`)).toEqual([...PRODUCTION_NODE_FLAGS]);
    const scripts = JSON.parse(readFileSync(new URL('package.json', repo), 'utf8')).scripts as Record<
      string,
      string
    >;
    expect(scripts['start:prod']).toBe(`node ${PRODUCTION_NODE_FLAGS.join(' ')} bff/dist/main.mjs`);
  });
});

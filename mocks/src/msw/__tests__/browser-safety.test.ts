import { fileURLToPath } from 'node:url';
import { build, type Message } from 'esbuild';
import { describe, expect, it } from 'vitest';

// `npm run dev:mock` runs the MSW worker and everything it imports in a browser. Vitest runs the
// same handlers in Node, where a Node built-in works, so only a browser-platform bundle shows
// what the browser would refuse. The whole graph is checked, stand-in modules it shares included.

const ENTRY = fileURLToPath(new URL('../browser.ts', import.meta.url));

async function bundleForBrowser(entry: string, contents?: string) {
  return build({
    ...(contents === undefined
      ? { entryPoints: [entry] }
      : { stdin: { contents, resolveDir: fileURLToPath(new URL('..', import.meta.url)), loader: 'ts' } }),
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    metafile: true,
  }).then(
    (result) => ({ errors: [] as Message[], result }),
    (failure: { errors?: Message[] }) => ({ errors: failure.errors ?? [], result: null }),
  );
}

const describeErrors = (errors: Message[]) =>
  errors.map((e) => `${e.location?.file ?? '?'}: ${e.text}`).join('\n');

describe('the MSW graph in a browser', () => {
  it('bundles for the browser platform with no Node built-in anywhere in it', async () => {
    const { errors, result } = await bundleForBrowser(ENTRY);
    expect(describeErrors(errors)).toBe('');
    // Our own modules must not lean on Node globals either (msw's guarded checks are its own).
    const ours = Object.keys(result?.metafile?.inputs ?? {}).filter((f) => !f.includes('node_modules'));
    expect(ours.length).toBeGreaterThan(50);
    const text = result?.outputFiles?.[0]?.text ?? '';
    const offending = text
      .split('\n// ')
      .filter((chunk) => !chunk.startsWith('node_modules/'))
      .filter((chunk) => /\bBuffer\.|\bprocess\.(env|cwd|argv)/.test(chunk))
      .map((chunk) => chunk.split('\n')[0]);
    expect(offending).toEqual([]);
  });

  it('fails when a module of the graph imports a Node built-in', async () => {
    // The guard itself: the same bundle with one node: import added must not pass.
    const { errors } = await bundleForBrowser(
      ENTRY,
      "import './browser.ts';\nimport { randomBytes } from 'node:crypto';\nconsole.log(randomBytes);",
    );
    expect(describeErrors(errors)).toMatch(/node:crypto/);
  });
});

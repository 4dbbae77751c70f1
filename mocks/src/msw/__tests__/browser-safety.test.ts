import { fileURLToPath } from 'node:url';
import { build, type Message, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { browserTwinOf, NODE_ONLY_PACKAGES } from '../browser-twins.ts';

// `npm run dev:mock` runs the MSW worker and everything it imports in a browser: the adapter, the
// BFF's own handlers (bff/src/in-memory) and the stand-in. Vitest runs the same graph in Node,
// where a Node built-in works, so only a browser-platform bundle, with the browser twins applied
// as web/vite.config.ts applies them in mock mode, shows what the browser would refuse.

const ENTRY = fileURLToPath(new URL('../browser.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url)).replace(/\/$/, '');

/** The twins of browser-twins.ts, as an esbuild plugin (Vite's is in web/vite.config.ts). */
const twins: Plugin = {
  name: 'browser-twins',
  setup(b) {
    b.onResolve({ filter: /\.ts$/ }, async (args) => {
      if (args.pluginData === 'twins') return undefined;
      const resolved = await b.resolve(args.path, {
        importer: args.importer,
        resolveDir: args.resolveDir,
        kind: args.kind,
        pluginData: 'twins',
      });
      const twin = resolved.errors.length ? undefined : browserTwinOf(resolved.path, ROOT);
      return twin ? { path: twin } : undefined;
    });
  },
};

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
    plugins: [twins],
  }).then(
    (result) => ({ errors: [] as Message[], result }),
    (failure: { errors?: Message[] }) => ({ errors: failure.errors ?? [], result: null }),
  );
}

const describeErrors = (errors: Message[]) =>
  errors.map((e) => `${e.location?.file ?? '?'}: ${e.text}`).join('\n');

/** The Node-only packages a bundle's inputs come from. */
const nodeOnlyInputs = (inputs: string[]) =>
  inputs.filter((file) => {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
    return (
      name !== undefined &&
      NODE_ONLY_PACKAGES.some((p) => (p.endsWith('/') ? name.startsWith(p) : name === p))
    );
  });

describe("mock mode's graph in a browser", () => {
  it('bundles for the browser platform with no Node built-in or Node-only package anywhere in it', async () => {
    const { errors, result } = await bundleForBrowser(ENTRY);
    expect(describeErrors(errors)).toBe('');
    const inputs = Object.keys(result?.metafile?.inputs ?? {});
    // The BFF's handlers and the stand-in are in it (not a stub of them).
    const ours = inputs.filter((f) => !f.includes('node_modules'));
    expect(ours.some((f) => f.startsWith('bff/src/routes/'))).toBe(true);
    expect(ours.some((f) => f.startsWith('mocks/src/legacy/handlers/'))).toBe(true);
    expect(ours.filter((f) => f.endsWith('.browser.ts')).length).toBeGreaterThan(3);
    expect(nodeOnlyInputs(inputs)).toEqual([]);
    // Our own modules must not lean on Node globals either (msw's guarded checks are its own).
    const text = result?.outputFiles?.[0]?.text ?? '';
    const offending = text
      .split('\n// ')
      .filter((chunk) => !chunk.startsWith('node_modules/'))
      .filter((chunk) => /\bBuffer\.|\bprocess\.(env|cwd|argv)/.test(chunk))
      .map((chunk) => chunk.split('\n')[0]);
    expect(offending).toEqual([]);
  }, 60_000);

  it('fails when a module of the graph imports a Node built-in', async () => {
    // The guard itself: the same bundle with one node: import added must not pass.
    const { errors } = await bundleForBrowser(
      ENTRY,
      "import './browser.ts';\nimport { randomBytes } from 'node:crypto';\nconsole.log(randomBytes);",
    );
    expect(describeErrors(errors)).toMatch(/node:crypto/);
  }, 60_000);

  it('fails when a Node-only package is in the graph', async () => {
    // A package that bundles for a browser but is only meant for Node is caught by name...
    expect(
      nodeOnlyInputs([
        'node_modules/sharp/lib/index.js',
        'node_modules/@fastify/busboy/x.js',
        'bff/src/a.ts',
      ]),
    ).toEqual(['node_modules/sharp/lib/index.js', 'node_modules/@fastify/busboy/x.js']);
    // ...and one that reaches for Node's built-ins does not bundle at all.
    const { errors, result } = await bundleForBrowser(ENTRY, "import './browser.ts';\nimport 'undici';");
    const inputs = Object.keys(result?.metafile?.inputs ?? {});
    expect(errors.length + nodeOnlyInputs(inputs).length).toBeGreaterThan(0);
  }, 60_000);
});

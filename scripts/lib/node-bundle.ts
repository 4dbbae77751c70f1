// How our server code is compiled for plain node, in one place: `npm run build:bff` (the
// production BFF, scripts/build-bff.ts) and the bench (bff/bench/servers.ts, which runs its
// servers from the same kind of bundle so that it measures the code production runs).
// Our sources and the workspace packages (@tix/*) are bundled into one ES module; every npm
// dependency of the given workspaces stays an import, resolved from node_modules at run time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BuildOptions, build } from 'esbuild';

const ROOT = join(import.meta.dirname, '../..');

/** The npm dependencies (and their subpaths) a bundle of these workspaces leaves as imports. */
export function externalDependencies(workspaces: readonly string[]): string[] {
  const names = workspaces.flatMap((workspace) => {
    const manifest = JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    return Object.keys(manifest.dependencies ?? {});
  });
  return [...new Set(names)]
    .filter((name) => !name.startsWith('@tix/'))
    .flatMap((name) => [name, `${name}/*`]);
}

export function nodeBundleOptions(
  entry: string,
  outfile: string,
  workspaces: readonly string[],
): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    legalComments: 'none',
    external: externalDependencies(workspaces),
    // Some bundled helpers may call require(): give the ES module one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  };
}

/** Bundles `entry` into `outfile`; the bytes written (with the source map). */
export async function bundleForNode(
  entry: string,
  outfile: string,
  workspaces: readonly string[],
): Promise<number> {
  const result = await build(nodeBundleOptions(entry, outfile, workspaces));
  return Object.values(result.metafile?.outputs ?? {}).reduce((n, o) => n + o.bytes, 0);
}

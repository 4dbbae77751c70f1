// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Imports flow one way: ui/ and lib/ (shared), then features/, then app/ (which composes them).
// A feature never reaches into another; what two features share moves to ui/ or lib/.
const SRC = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Each relative import of a file, as a path under src/ (`features/tickets/api/tickets.ts`). */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? '');
  return specifiers.map((s) => relative(SRC, resolve(dirname(file), s)));
}

/** `features/<area>`, `ui`, `lib`, `app` or `test`: the layer a path under src/ belongs to. */
function layerOf(path: string): string {
  const [top, area] = path.split('/');
  return top === 'features' ? `features/${area}` : (top ?? '');
}

const violations = (allowed: (from: string, to: string) => boolean) =>
  sourceFiles(SRC)
    .filter((file) => !file.includes('__tests__') && !file.includes('/test/'))
    .flatMap((file) => {
      const from = layerOf(relative(SRC, file));
      return relativeImports(file)
        .filter((target) => !allowed(from, layerOf(target)))
        .map((target) => `${relative(SRC, file)} → ${target}`);
    });

describe('import boundaries', () => {
  it('no feature imports another feature or the app', () => {
    const found = violations(
      (from, to) => !from.startsWith('features/') || to === from || to === 'ui' || to === 'lib',
    );
    expect(found).toEqual([]);
  });

  it('ui/ and lib/ import neither features nor the app', () => {
    const found = violations((from, to) => (from !== 'ui' && from !== 'lib') || to === 'ui' || to === 'lib');
    expect(found).toEqual([]);
  });
});

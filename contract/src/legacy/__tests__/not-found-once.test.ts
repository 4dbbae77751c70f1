import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND } from '../not-found.ts';

// The missing event's message is the product's copy: typed once (not-found.ts) and imported by the
// BFF, MSW, the web and the tests. A copy typed again elsewhere drifts on the first edit of
// either, so this fails on it.
const ROOT = join(import.meta.dirname, '../../../..');
const SOURCES = ['contract/src', 'bff/src', 'bff/test', 'mocks/src', 'web/src', 'e2e'];
const DEFINITION = 'contract/src/legacy/not-found.ts';

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

describe('the missing event’s message', () => {
  it('is typed in not-found.ts only', () => {
    const messages = [NOT_FOUND.event];
    const retyped: string[] = [];
    for (const path of SOURCES.flatMap((dir) => [...sourceFiles(join(ROOT, dir))])) {
      const file = relative(ROOT, path);
      if (file === DEFINITION) continue;
      const text = readFileSync(path, 'utf8');
      for (const message of messages) if (text.includes(message)) retyped.push(`${file}: ${message}`);
    }
    expect(retyped).toEqual([]);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND } from '../not-found.ts';

// The not-found messages are the product's copy: typed once (not-found.ts) and imported by the
// BFF, the web and the tests. A copy typed again elsewhere drifts on the first edit of either, so
// this fails on it. Not read: the stand-in (mocks/src/legacy), whose words are the legacy's own
// answers; in MSW's handlers (mocks/src/msw, going as mock mode moves onto the BFF's own handlers,
// issue 41) only the missing event's message is checked.
const ROOT = join(import.meta.dirname, '../../../..');
const SOURCES = ['contract/src', 'bff/src', 'bff/test', 'mocks/src/wiremock', 'web/src', 'e2e'];
const MSW = 'mocks/src/msw';
const DEFINITION = 'contract/src/legacy/not-found.ts';

function* sourceFiles(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

const retypings = (dirs: readonly string[], messages: readonly string[]): string[] => {
  const retyped: string[] = [];
  for (const path of dirs.flatMap((dir) => [...sourceFiles(join(ROOT, dir))])) {
    const file = relative(ROOT, path);
    if (file === DEFINITION) continue;
    const text = readFileSync(path, 'utf8');
    for (const message of messages) if (text.includes(message)) retyped.push(`${file}: ${message}`);
  }
  return retyped;
};

describe('the not-found messages', () => {
  it('are typed in not-found.ts only', () => {
    expect(retypings(SOURCES, Object.values(NOT_FOUND))).toEqual([]);
  });

  it('the missing event’s, not in MSW either', () => {
    expect(retypings([MSW], [NOT_FOUND.event])).toEqual([]);
  });
});

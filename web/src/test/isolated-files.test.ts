import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { ISOLATED_FILES } from '../../vitest.isolated-files.ts';

// Web test files share their worker's modules (web/vitest.config.ts): a file that replaces a
// module or a global for the whole file would leak it into the files after it, or find the real
// module already loaded. Each such file must be listed to run in a module graph of its own.
const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(webRoot, path).split('\\').join('/')] : [];
  });
}

it('every web test file that mocks a module or stubs a global runs isolated', () => {
  const replacing = testFiles(join(webRoot, 'src')).filter((file) =>
    /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(/.test(readFileSync(join(webRoot, file), 'utf8')),
  );
  expect(replacing.length).toBeGreaterThan(0);
  expect([...replacing].sort()).toEqual([...ISOLATED_FILES].sort());
});

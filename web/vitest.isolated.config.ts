import { defineConfig } from 'vitest/config';
import web from './vitest.config.ts';
import { ISOLATED_FILES } from './vitest.isolated-files.ts';

// The web tests that mock a module or stub a global for the whole file, each in a module graph
// of its own (vitest.isolated-files.ts): otherwise as the web project.
export default defineConfig({
  ...web,
  test: { ...web.test, name: 'web-isolated', include: ISOLATED_FILES, exclude: [], isolate: true },
});

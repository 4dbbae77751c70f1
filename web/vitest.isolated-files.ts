/**
 * Web test files that replace a module (vi.mock) or a global (vi.stubGlobal) for the whole file:
 * they run in a module graph of their own (web/vitest.isolated.config.ts). Every other web test
 * file shares its worker's modules with the files before it (web/vitest.config.ts). A test
 * (src/test/isolated-files.test.ts) keeps this list equal to the files that do either.
 */
export const ISOLATED_FILES = [
  'src/features/models/__tests__/models.test.tsx',
  'src/features/campaign-launch/__tests__/campaign.test.tsx',
  'src/features/printing/__tests__/printing.test.tsx',
  'src/features/analytics/__tests__/analytics.test.tsx',
];

// Mock mode's browser twins, in one place: each Node-only module the in-memory BFF and the
// stand-in reach, and the browser module that stands in for it (the smallest answer that lets the
// screen work, named as such in the twin's own header). Paths from the repository root. Applied
// by web/vite.config.ts in mock mode and by the browser-safety test's bundle
// (__tests__/browser-safety.test.ts); never by a production build. No imports: Vite's config
// reads this file as it is.

export const BROWSER_TWINS: Readonly<Record<string, string>> = {
  // node:crypto's SHA-256 (idempotency fingerprints, ticket numbers): the same hash in JavaScript.
  'bff/src/lib/digest.ts': 'bff/src/lib/digest.browser.ts',
  // sharp's reading of a poster's size: not measured in mock mode.
  'bff/src/http/poster-pixels.ts': 'bff/src/http/poster-pixels.browser.ts',
  // A streamed CSV (node:stream, papaparse): the same file as one string.
  'bff/src/domain/csv-stream.ts': 'bff/src/domain/csv-stream.browser.ts',
  // pdfkit's PDFs: a one-page PDF saying what the real one holds.
  'bff/src/domain/printing-pdf.ts': 'bff/src/domain/printing-pdf.browser.ts',
  'bff/src/domain/event-flyer.ts': 'bff/src/domain/event-flyer.browser.ts',
  // The stand-in's scrypt password hashes: a salted SHA-256.
  'mocks/src/legacy/passwords.ts': 'mocks/src/legacy/passwords.browser.ts',
};

/** Packages that only run in Node: none may end up in mock mode's browser bundle. */
export const NODE_ONLY_PACKAGES: readonly string[] = [
  'fastify',
  '@fastify/',
  'undici',
  'ioredis',
  'sharp',
  'pdfkit',
  'svg-to-pdfkit',
  'sodium-native',
  'pino',
  'fastify-plugin',
];

/** The twin of a module, by its absolute path under `root` (the repository), or undefined. */
export function browserTwinOf(file: string, root: string): string | undefined {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  if (!file.startsWith(prefix)) return undefined;
  const twin = BROWSER_TWINS[file.slice(prefix.length)];
  return twin === undefined ? undefined : prefix + twin;
}

import { createHash } from 'node:crypto';

// SHA-256 where it must be synchronous (idempotency fingerprints, ticket numbers). Node's own
// hash here; mock mode's browser bundle uses digest.browser.ts (mocks/src/msw/browser-twins.ts).

/** The SHA-256 of a text (UTF-8), as bytes. */
export const sha256 = (text: string): Uint8Array => createHash('sha256').update(text).digest();

/** The SHA-256 of a text (UTF-8), as lower-case hex. */
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

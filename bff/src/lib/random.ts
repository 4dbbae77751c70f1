// Randomness from Web Crypto (globalThis.crypto), which Node and browsers both have: the routes
// that draw ids run in the BFF and in mock mode's in-memory BFF alike.

/** Lower-case hex of `length` random bytes. */
export const randomHex = (length: number): string =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(length)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/** A uniformly random integer in [0, max), without modulo bias (as node:crypto's randomInt). */
export function randomBelow(max: number): number {
  if (!Number.isInteger(max) || max <= 0 || max > 2 ** 32) throw new RangeError('bad range');
  const limit = 2 ** 32 - (2 ** 32 % max);
  const word = new Uint32Array(1);
  do globalThis.crypto.getRandomValues(word);
  while ((word[0] ?? 0) >= limit);
  return (word[0] ?? 0) % max;
}

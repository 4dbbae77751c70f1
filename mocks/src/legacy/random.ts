// Randomness for the stand-in and the MSW world alike: Web Crypto (globalThis.crypto), which Node
// and browsers both have, so modules that MSW shares with the stand-in stay browser-safe.

/** `length` cryptographically random bytes. */
export function randomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

/** Lower-case hex of `length` random bytes. */
export const randomHex = (length: number): string =>
  Array.from(randomBytes(length), (b) => b.toString(16).padStart(2, '0')).join('');

/** A uniformly random integer in [min, max), without modulo bias (as node:crypto's randomInt). */
export function randomInt(min: number, max: number): number {
  const range = max - min;
  if (!Number.isInteger(range) || range <= 0 || range > 2 ** 32) throw new RangeError('bad range');
  const limit = 2 ** 32 - (2 ** 32 % range);
  const word = new Uint32Array(1);
  do globalThis.crypto.getRandomValues(word);
  while ((word[0] ?? 0) >= limit);
  return min + ((word[0] ?? 0) % range);
}

/** A small stable hash of an operation key (FNV-1a), so per-operation choices never change between runs. */
export function keyHash(key: string, salt: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${salt}:${key}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

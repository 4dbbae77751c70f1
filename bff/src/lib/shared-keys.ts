// The names of the shared state in Redis, apart from the client (shared-state.ts imports ioredis):
// modules that only name keys stay free of it.

export const KEY_PREFIX = 'tix:';

/** A Redis glob matching keys that start with `prefix` literally. */
export const globPrefix = (prefix: string) => `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;

/**
 * A value made the first time it is needed, then the same one each time; `made()` reads it
 * without making it (a read of a store nothing was put in finds nothing either way).
 *
 * For the in-memory stores that lru-cache backs: lru-cache allocates every slot of a cache up to
 * its `max` when the cache is made (several arrays of up to 100,000 entries each). Made at
 * start-up, they held memory that a BFF on shared state (Redis) never uses, and mock mode, which
 * builds the BFF again on every page load in the browser, spent about a tenth of each load
 * allocating and collecting them (docs/mock-mode.md).
 */
export interface OnFirstUse<T> {
  (): T;
  /** The value if it was made; undefined while nothing has needed it. */
  made(): T | undefined;
}

export function onFirstUse<T>(make: () => T): OnFirstUse<T> {
  let value: T | undefined;
  const use = () => {
    value ??= make();
    return value;
  };
  return Object.assign(use, { made: () => value });
}

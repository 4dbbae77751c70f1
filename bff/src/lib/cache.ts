import { LRUCache } from 'lru-cache';

interface Box {
  value: unknown;
}

/**
 * Public reads: a short TTL, one upstream call for many simultaneous identical requests
 * (lru-cache's fetch coalesces), and the last good answer served while the upstream fails.
 */
export class ReadCache {
  private readonly lru: LRUCache<string, Box, () => Promise<unknown>>;
  /** The last failure per key: lru-cache resolves undefined when a load fails with nothing stale. */
  private readonly failures = new Map<string, unknown>();

  constructor(ttlMs: number, max = 1000) {
    this.lru = new LRUCache<string, Box, () => Promise<unknown>>({
      max,
      ttl: ttlMs,
      allowStaleOnFetchRejection: true,
      noDeleteOnFetchRejection: true,
      fetchMethod: async (key, _stale, { context }) => {
        try {
          const value = await context();
          this.failures.delete(key);
          return { value };
        } catch (error) {
          this.failures.set(key, error);
          throw error;
        }
      },
    });
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const box = await this.lru.fetch(key, { context: load });
    if (!box) throw this.failures.get(key) ?? new Error(`no value could be loaded for ${key}`);
    return box.value as T;
  }

  /** Drops every entry whose key starts with the prefix (writes call this). */
  invalidate(prefix: string): void {
    for (const key of this.lru.keys()) if (key.startsWith(prefix)) this.lru.delete(key);
  }

  clear(): void {
    this.lru.clear();
  }
}

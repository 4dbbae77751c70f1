import { LRUCache } from 'lru-cache';
import { globPrefix, KEY_PREFIX, type SharedState } from './shared-state.ts';

interface Box {
  value: unknown;
}

const NO_DELETE_ON_STALE_GET = { allowStale: false, noDeleteOnStaleGet: true } as const;

/** How a lookup went: counted by the metrics. */
export type CacheOutcome = 'hit' | 'miss' | 'stale';
export type LookupListener = (outcome: CacheOutcome, store: 'memory' | 'redis') => void;

/**
 * How long one read's answer may be served (docs/decisions.md, "On-sale surge"): at most `maxAgeMs`
 * old, counted from when its legacy call started; with `staleIfError` false a failed load is
 * never answered with an older copy.
 */
export interface Freshness {
  maxAgeMs: number;
  staleIfError: boolean;
}

/** The public-read cache `req.publicRead` goes through. */
export interface PublicReadCache {
  /** Concurrent gets of one key share one load; a failed load reaches every waiter and is not kept. */
  get<T>(key: string, load: () => Promise<T>, freshness?: Freshness): Promise<T>;
  /**
   * The entry when it is fresh and this instance can tell without waiting (counted as a hit),
   * else undefined: the caller then goes through `get`. Lets a hot read use a cached answer
   * without a promise and a turn of the event loop.
   */
  peek<T>(key: string): T | undefined;
  /** Drops every entry whose key starts with the prefix (writes call this). */
  invalidate(prefix: string): void;
  clear(): void;
}

/**
 * Public reads: a short TTL, one upstream call for many simultaneous identical requests
 * (lru-cache's fetch coalesces), and the last good answer served while the upstream fails.
 */
export class ReadCache implements PublicReadCache {
  private readonly lru: LRUCache<string, Box, () => Promise<unknown>>;
  /** The last failure per key: lru-cache resolves undefined when a load fails with nothing stale. */
  private readonly failures = new Map<string, unknown>();

  constructor(
    private readonly ttlMs: number,
    max = 1000,
    private readonly onLookup?: LookupListener,
  ) {
    this.lru = new LRUCache<string, Box, () => Promise<unknown>>({
      max,
      ttl: ttlMs,
      // The clock read on every lookup (performance.now(): cheap) rather than kept for 1 ms by a
      // timer that lru-cache starts again on the first lookup of each millisecond: on a busy BFF
      // that was a timer to schedule and fire for every request or two.
      ttlResolution: 0,
      allowStaleOnFetchRejection: true,
      noDeleteOnFetchRejection: true,
      fetchMethod: async (key, _stale, { context, options }) => {
        const started = Date.now();
        try {
          const value = await context();
          // The answer's age counts from when its call started, not from when it arrived.
          if (options.ttl !== undefined) options.ttl = Math.max(1, options.ttl - (Date.now() - started));
          this.failures.delete(key);
          return { value };
        } catch (error) {
          this.failures.set(key, error);
          throw error;
        }
      },
    });
  }

  async get<T>(key: string, load: () => Promise<T>, freshness?: Freshness): Promise<T> {
    // A fresh entry (the usual case on a hot read) is read directly, without fetch()'s options,
    // status and promise, in one lookup that leaves a stale entry in place (it is served if the
    // reload fails); anything else (missing, stale, being loaded) goes through fetch().
    const fresh = this.peek<T>(key);
    if (fresh !== undefined) return fresh;
    const status: LRUCache.Status<string, Box> = {};
    const box = await this.lru.fetch(key, {
      context: load,
      status,
      ttl: freshness ? Math.min(freshness.maxAgeMs, this.ttlMs) : this.ttlMs,
      allowStaleOnFetchRejection: freshness?.staleIfError ?? true,
    });
    this.onLookup?.(status.fetch === 'hit' ? 'hit' : status.returnedStale ? 'stale' : 'miss', 'memory');
    if (!box) throw this.failures.get(key) ?? new Error(`no value could be loaded for ${key}`);
    return box.value as T;
  }

  peek<T>(key: string): T | undefined {
    const fresh = this.lru.get(key, NO_DELETE_ON_STALE_GET);
    if (!fresh) return undefined;
    this.onLookup?.('hit', 'memory');
    return fresh.value as T;
  }

  invalidate(prefix: string): void {
    for (const key of this.lru.keys()) if (key.startsWith(prefix)) this.lru.delete(key);
  }

  clear(): void {
    this.lru.clear();
  }
}

interface Stored {
  /** When it was loaded (ms). */
  at: number;
  value: unknown;
}

/**
 * The same cache shared by every instance through Redis: fresh for the TTL, then kept a while
 * longer to be served if the legacy fails. While Redis is away each instance falls back to its own
 * memory cache (so public reads go to the legacy as before). Binary assets (`asset:` keys) stay
 * in memory.
 */
export class SharedReadCache implements PublicReadCache {
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly staleMs: number;

  constructor(
    private readonly shared: SharedState,
    private readonly ttlMs: number,
    private readonly local: ReadCache,
    private readonly onLookup?: LookupListener,
  ) {
    this.staleMs = Math.max(ttlMs * 20, 10 * 60_000);
  }

  get<T>(key: string, load: () => Promise<T>, freshness?: Freshness): Promise<T> {
    if (key.startsWith('asset:') || !this.shared.up) return this.local.get(key, load, freshness);
    const known = this.inflight.get(key);
    if (known) return known as Promise<T>;
    const pending = this.lookUp(key, load, freshness).finally(() => this.inflight.delete(key));
    this.inflight.set(key, pending);
    return pending;
  }

  /** Redis is the one source while it is up (another instance may have invalidated a key). */
  peek<T>(key: string): T | undefined {
    return key.startsWith('asset:') || !this.shared.up ? this.local.peek<T>(key) : undefined;
  }

  private async lookUp<T>(key: string, load: () => Promise<T>, freshness?: Freshness): Promise<T> {
    const redisKey = `${KEY_PREFIX}cache:${key}`;
    let stored: Stored | null;
    try {
      const text = await this.shared.redis.get(redisKey);
      stored = text === null ? null : (JSON.parse(text) as Stored);
    } catch {
      return this.local.get(key, load, freshness);
    }
    const ttlMs = freshness ? Math.min(freshness.maxAgeMs, this.ttlMs) : this.ttlMs;
    if (stored && Date.now() - stored.at < ttlMs) {
      this.onLookup?.('hit', 'redis');
      return stored.value as T;
    }
    const started = Date.now();
    let value: T;
    try {
      value = await load();
    } catch (error) {
      if (!stored || freshness?.staleIfError === false) throw error;
      this.onLookup?.('stale', 'redis');
      return stored.value as T;
    }
    this.onLookup?.('miss', 'redis');
    // Aged from when the call started, as in memory.
    const record: Stored = { at: started, value };
    // Tracked: the answer leaves once the other instances can read it too.
    this.shared.track(this.shared.redis.set(redisKey, JSON.stringify(record), 'PX', this.staleMs));
    return value;
  }

  invalidate(prefix: string): void {
    this.local.invalidate(prefix);
    if (!this.shared.up) return;
    const { redis } = this.shared;
    this.shared.track(
      (async () => {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(
            cursor,
            'MATCH',
            globPrefix(`${KEY_PREFIX}cache:${prefix}`),
            'COUNT',
            500,
          );
          cursor = next;
          if (keys.length) await redis.unlink(...keys);
        } while (cursor !== '0');
      })(),
    );
  }

  clear(): void {
    this.invalidate('');
  }
}

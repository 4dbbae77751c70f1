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
 * How long one read's answer may be served (docs/decisions/0015-public-read-cache.md): at most `maxAgeMs`
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
 * The invalidations of a cache, numbered, for the reads still in flight when they happened: a read
 * that started before an invalidation matching its key must neither be stored nor be joined by
 * the reads that start after it (issue 42: a clear that skipped reads in flight let a read started
 * before an organiser's change be stored after the clear and served for its whole lifetime).
 */
export class Invalidations {
  private epoch = 0;
  private readonly recent: { epoch: number; prefix: string }[] = [];
  /** Epoch at which each read still in flight started, by key. */
  private readonly started = new Map<string, number>();

  /** A read of `key` starts: its epoch, for `since`. */
  begin(key: string): number {
    this.started.set(key, this.epoch);
    return this.epoch;
  }

  /** A read of `key` ended (stored or not). */
  end(key: string, epoch: number): void {
    if (this.started.get(key) === epoch) this.started.delete(key);
    if (this.started.size === 0) this.recent.length = 0;
  }

  /** Epoch at which the read of `key` in flight started, if one is. */
  inFlight(key: string): number | undefined {
    return this.started.get(key);
  }

  record(prefix: string): void {
    this.epoch += 1;
    // Kept only while some read is in flight: nothing else can ask about it.
    if (this.started.size > 0) this.recent.push({ epoch: this.epoch, prefix });
  }

  /** Whether an invalidation matching `key` happened after `epoch`. */
  since(key: string, epoch: number): boolean {
    for (let i = this.recent.length - 1; i >= 0; i--) {
      const entry = this.recent[i];
      if (!entry || entry.epoch <= epoch) return false;
      if (key.startsWith(entry.prefix)) return true;
    }
    return false;
  }
}

/**
 * Public reads: a short TTL, one upstream call for many simultaneous identical requests
 * (lru-cache's fetch coalesces), and the last good answer served while the upstream fails.
 */
export class ReadCache implements PublicReadCache {
  private readonly lru: LRUCache<string, Box, () => Promise<unknown>>;
  /** The last failure per key: lru-cache resolves undefined when a load fails with nothing stale. */
  private readonly failures = new Map<string, unknown>();
  private readonly invalidations = new Invalidations();

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
    const pending = this.invalidations.inFlight(key);
    // The read in flight started before a change to what it reads: its answer is not this one's.
    if (pending !== undefined && this.invalidations.since(key, pending)) {
      this.onLookup?.('miss', 'memory');
      return load();
    }
    const epoch = pending ?? this.invalidations.begin(key);
    const status: LRUCache.Status<string, Box> = {};
    let box: Box | undefined;
    try {
      box = await this.lru.fetch(key, {
        context: load,
        status,
        ttl: freshness ? Math.min(freshness.maxAgeMs, this.ttlMs) : this.ttlMs,
        allowStaleOnFetchRejection: freshness?.staleIfError ?? true,
      });
    } finally {
      if (pending === undefined) {
        // Stored by lru-cache before an invalidation could see it: taken out again.
        if (this.invalidations.since(key, epoch)) this.lru.delete(key);
        this.invalidations.end(key, epoch);
      }
    }
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
    this.invalidations.record(prefix);
    // dump(), not keys(): keys() leaves out the entries past their TTL, which lru-cache still holds
    // to answer a failed load with (stale-if-error), so a failed load after the change was answered
    // with the answer from before it. A key whose read is in flight is left to that read: deleting
    // it would abort the read, and the read drops its answer when it ends (see get).
    for (const [key] of this.lru.dump())
      if (key.startsWith(prefix) && this.invalidations.inFlight(key) === undefined) this.lru.delete(key);
  }

  clear(): void {
    // Not lru.clear(): that aborts the reads in flight, failing their callers; those are kept
    // from storing their answers by the invalidation instead.
    this.invalidate('');
  }
}

/** Counts every invalidation of the shared cache by any instance. */
const GENERATION_KEY = `${KEY_PREFIX}cache-generation`;

/** SET key value PX ms, only while the generation is still the one read before the load. */
const SET_IF_GENERATION = `if (redis.call('GET', KEYS[2]) or '0') == ARGV[3] then
  return redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
end
return 0`;

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
  private readonly invalidations = new Invalidations();
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
    const knownEpoch = this.invalidations.inFlight(key);
    if (known && knownEpoch !== undefined && !this.invalidations.since(key, knownEpoch))
      return known as Promise<T>;
    // A read in flight from before an invalidation of its key: this one reads for itself.
    if (known) return this.lookUp(key, load, freshness, this.invalidations.begin(key));
    const epoch = this.invalidations.begin(key);
    const pending = this.lookUp(key, load, freshness, epoch).finally(() => {
      if (this.inflight.get(key) === pending) this.inflight.delete(key);
      this.invalidations.end(key, epoch);
    });
    this.inflight.set(key, pending);
    return pending;
  }

  /** Redis is the one source while it is up (another instance may have invalidated a key). */
  peek<T>(key: string): T | undefined {
    return key.startsWith('asset:') || !this.shared.up ? this.local.peek<T>(key) : undefined;
  }

  private async lookUp<T>(
    key: string,
    load: () => Promise<T>,
    freshness: Freshness | undefined,
    epoch: number,
  ): Promise<T> {
    const redisKey = `${KEY_PREFIX}cache:${key}`;
    let stored: Stored | null;
    let generation: string;
    try {
      // The generation read with the entry: the answer is stored only if no instance has
      // invalidated anything since (see invalidate).
      const [text, gen] = await this.shared.redis.mget(redisKey, GENERATION_KEY);
      stored = text == null ? null : (JSON.parse(text) as Stored);
      generation = gen ?? '0';
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
    // This instance's own invalidations since the read began are known here at once; the
    // others' through the generation, checked by Redis in the same step as the write.
    if (this.invalidations.since(key, epoch)) return value;
    // Tracked: the answer leaves once the other instances can read it too.
    this.shared.track(
      this.shared.redis.eval(
        SET_IF_GENERATION,
        2,
        redisKey,
        GENERATION_KEY,
        JSON.stringify(record),
        String(this.staleMs),
        generation,
      ),
    );
    return value;
  }

  invalidate(prefix: string): void {
    this.invalidations.record(prefix);
    this.local.invalidate(prefix);
    if (!this.shared.up) return;
    const { redis } = this.shared;
    this.shared.track(
      (async () => {
        // The generation first: a read that began before it (on any instance) can no longer
        // store its answer, so once the keys below are gone no older answer comes back.
        await redis.incr(GENERATION_KEY);
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

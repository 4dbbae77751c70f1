import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache, SharedReadCache } from '../src/lib/cache.ts';
import { SharedState } from '../src/lib/shared-state.ts';
import { redisServer } from './redis-server.ts';

// An organiser's change clears the public reads it affects; a read that was already on its way to
// the legacy when the change was made must not bring the old answer back into the cache (issue 42:
// a cancelled event read as running a second after the cancel). Memory and Redis alike.

/** A load that answers when told to. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const EVENT_KEY = 'FETCH-EVENT-DETAILS?eventid=7';
const tick = () => new Promise((r) => setTimeout(r, 10));

describe('the memory read cache and reads in flight', () => {
  it('does not keep an answer whose read began before an invalidation of its key', async () => {
    const cache = new ReadCache(60_000);
    const old = deferred<string>();
    const first = cache.get(EVENT_KEY, () => old.promise);
    cache.invalidate('FETCH-EVENT-DETAILS?');
    old.resolve('running');
    // The caller that asked before the change gets what it asked for...
    await expect(first).resolves.toBe('running');
    // ...but the next reader reads afresh.
    expect(cache.peek(EVENT_KEY)).toBeUndefined();
    await expect(cache.get(EVENT_KEY, async () => 'cancelled')).resolves.toBe('cancelled');
    await expect(cache.get(EVENT_KEY, async () => 'not called')).resolves.toBe('cancelled');
  });

  it('does not hand a reader who came after the invalidation the read from before it', async () => {
    const cache = new ReadCache(60_000);
    const old = deferred<string>();
    const first = cache.get(EVENT_KEY, () => old.promise);
    cache.clear();
    const second = cache.get(EVENT_KEY, async () => 'cancelled');
    old.resolve('running');
    await expect(second).resolves.toBe('cancelled');
    await expect(first).resolves.toBe('running');
    expect(cache.peek(EVENT_KEY)).toBeUndefined();
  });

  it('still shares one read among readers when nothing changed, and keeps its answer', async () => {
    const cache = new ReadCache(60_000);
    const one = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return one.promise;
    };
    const a = cache.get(EVENT_KEY, load);
    const b = cache.get(EVENT_KEY, load);
    cache.invalidate('TICKETS?eventid=7');
    one.resolve('running');
    await expect(Promise.all([a, b])).resolves.toEqual(['running', 'running']);
    expect(loads).toBe(1);
    expect(cache.peek(EVENT_KEY)).toBe('running');
  });

  it('does not answer a failed load after an invalidation with the expired answer from before it', async () => {
    const cache = new ReadCache(20);
    await cache.get(EVENT_KEY, async () => 'running');
    // Past its TTL the answer is still held, to be served if the next load fails (stale-if-error).
    await new Promise((r) => setTimeout(r, 40));
    cache.invalidate('FETCH-EVENT-DETAILS?');
    await expect(
      cache.get(EVENT_KEY, async () => {
        throw new Error('legacy down');
      }),
    ).rejects.toThrow('legacy down');
  });

  it('clears the expired answers too', async () => {
    const cache = new ReadCache(20);
    await cache.get(EVENT_KEY, async () => 'running');
    await new Promise((r) => setTimeout(r, 40));
    cache.clear();
    await expect(
      cache.get(EVENT_KEY, async () => {
        throw new Error('legacy down');
      }),
    ).rejects.toThrow('legacy down');
  });
});

describe('the Redis read cache and reads in flight on another instance', () => {
  const log = pino({ level: 'silent' });
  let redis: Awaited<ReturnType<typeof redisServer>>;
  const states: SharedState[] = [];
  const instance = async () => {
    const state = new SharedState(redis.url, log);
    await state.start();
    states.push(state);
    return { state, cache: new SharedReadCache(state, 60_000, new ReadCache(60_000)) };
  };

  beforeAll(async () => {
    redis = await redisServer();
  });
  afterAll(async () => {
    for (const state of states) await state.close();
    await redis.stop();
  });

  it("an instance's read begun before another instance's invalidation is not stored", async () => {
    const a = await instance();
    const b = await instance();
    const old = deferred<string>();
    const first = a.cache.get(EVENT_KEY, () => old.promise);
    await tick(); // A has read the entry and the generation from Redis and is out at the legacy.
    b.cache.invalidate('FETCH-EVENT-DETAILS?');
    await b.state.settle();
    old.resolve('running');
    await expect(first).resolves.toBe('running');
    await a.state.settle();
    // B (and A) read afresh: the old answer did not land in Redis.
    await expect(b.cache.get(EVENT_KEY, async () => 'cancelled')).resolves.toBe('cancelled');
    await b.state.settle();
    await expect(a.cache.get(EVENT_KEY, async () => 'not called')).resolves.toBe('cancelled');
  });

  it('an instance invalidating its own key mid-read neither stores nor shares the old read', async () => {
    const a = await instance();
    const old = deferred<string>();
    const first = a.cache.get('EVENTS?', () => old.promise);
    await tick();
    a.cache.invalidate('EVENTS?');
    const second = a.cache.get('EVENTS?', async () => ['fresh']);
    old.resolve('stale list');
    await expect(second).resolves.toEqual(['fresh']);
    await expect(first).resolves.toBe('stale list');
    await a.state.settle();
    await expect(a.cache.get('EVENTS?', async () => 'not called')).resolves.toEqual(['fresh']);
  });
});

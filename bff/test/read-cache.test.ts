import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadCache } from '../src/lib/cache.ts';

// The memory read cache's synchronous peek (the tickets list takes its event dates from it):
// a fresh entry at once, counted as a hit; nothing for a key never read or no longer fresh.

describe('a peek into the read cache', () => {
  it('gives a fresh entry at once and counts it as a hit, and nothing for a key never read', async () => {
    const lookups: string[] = [];
    const cache = new ReadCache(60_000, 10, (outcome) => lookups.push(outcome));
    expect(cache.peek('EVENTS?')).toBeUndefined();
    const list = [{ eventid: '7' }];
    await cache.get('EVENTS?', async () => list);
    expect(cache.peek('EVENTS?')).toBe(list);
    expect(lookups).toEqual(['miss', 'hit']);
  });

  it('gives nothing once the entry is stale, and get still serves it when the reload fails', async () => {
    const cache = new ReadCache(20, 10);
    await cache.get('EVENTS?', async () => 'first');
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.peek('EVENTS?')).toBeUndefined();
    await expect(
      cache.get('EVENTS?', async () => {
        throw new Error('legacy down');
      }),
    ).resolves.toBe('first');
  });
});

describe('a hit in the read cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('schedules no timer (lru-cache kept its clock for 1 ms with one, started again every millisecond)', async () => {
    const cache = new ReadCache(60_000, 10);
    await cache.get('EVENTS?', async () => 'list');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (let i = 0; i < 3; i++) {
      // A few real milliseconds between hits, as between requests, and turns of the event loop
      // (where lru-cache's own 1 ms timer, a real one started before, would have fired).
      const until = performance.now() + 3;
      while (performance.now() < until) {}
      for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
      expect(cache.peek('EVENTS?')).toBe('list');
      await expect(cache.get('EVENTS?', async () => 'reloaded')).resolves.toBe('list');
    }
    expect(vi.getTimerCount()).toBe(0);
  });
});

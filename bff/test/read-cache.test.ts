import { describe, expect, it } from 'vitest';
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

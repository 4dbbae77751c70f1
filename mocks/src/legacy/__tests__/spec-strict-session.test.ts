import { describe, expect, it } from 'vitest';
import { standinOf } from '../server.ts';
import { SessionLock } from '../spec-strict/index.ts';
import { build, login, op } from './helpers.ts';

// PHP's session lock on the spec-strict profile: one PHPSESSID, one request at a time.

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('the session lock', () => {
  it('runs one session in order and other sessions (or none) alongside', async () => {
    const lock = new SessionLock();
    const log: string[] = [];
    const first = deferred();
    const a1 = lock.run('s1', async () => {
      log.push('a1 start');
      await first.promise;
      log.push('a1 end');
    });
    const a2 = lock.run('s1', async () => {
      log.push('a2 start');
    });
    const b = lock.run('s2', async () => {
      log.push('b');
    });
    const free = lock.run(undefined, async () => {
      log.push('free');
    });
    await Promise.all([b, free]);
    // The other session and the request without one ran while a1 holds the lock; a2 waits.
    expect([...log].sort()).toEqual(['a1 start', 'b', 'free']);
    first.resolve();
    await Promise.all([a1, a2]);
    expect(log.slice(3)).toEqual(['a1 end', 'a2 start']);
  });

  it('goes on after a request of the session failed', async () => {
    const lock = new SessionLock();
    await expect(lock.run('s', () => Promise.reject(new Error('fatal')))).rejects.toThrow('fatal');
    await expect(lock.run('s', async () => 'next')).resolves.toBe('next');
  });

  it('serves two requests with one PHPSESSID one after the other, and two sessions at once', async () => {
    const app = build({ profile: 'spec-strict' });
    const one = (await login(app, 'customer@demo.co.za', 'Demo1234!')).cookie();
    const two = (await login(app, 'organiser@demo.co.za', 'Demo1234!')).cookie();
    // Every request takes 400 ms inside the script (the chaos latency runs under the lock).
    standinOf(app).chaos.set({ mode: 'latency', ms: 400 });
    const timed = async (cookies: (string | undefined)[]) => {
      const started = Date.now();
      await Promise.all(cookies.map((cookie) => op(app, 'PROVINCES', {}, cookie)));
      return Date.now() - started;
    };
    expect(await timed([one, one])).toBeGreaterThanOrEqual(800);
    expect(await timed([one, two])).toBeLessThan(800);
    expect(await timed([undefined, undefined])).toBeLessThan(800);
  });

  it('does not queue on the rich profile', async () => {
    const app = build();
    const one = (await login(app, 'customer@demo.co.za', 'Demo1234!')).cookie();
    standinOf(app).chaos.set({ mode: 'latency', ms: 400 });
    const started = Date.now();
    await Promise.all([op(app, 'PROVINCES', {}, one), op(app, 'PROVINCES', {}, one)]);
    expect(Date.now() - started).toBeLessThan(800);
  });
});

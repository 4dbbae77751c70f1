import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PageControls, PageNotControlledError, startUnderWorker } from '../under-worker.ts';

// A page of mock mode: its service worker container, its session storage and its reload, as the
// browser would show them on a first visit, a hard reload and a navigation that lost its worker.

const worker = (name: string) => ({ scriptURL: `/${name}.js` }) as ServiceWorker;

function fakePage(controller: ServiceWorker | null, installed: ServiceWorker | null) {
  const listeners = new Set<() => void>();
  const stored = new Map<string, string>();
  const state = { controller, reloads: 0 };
  const page: PageControls = {
    container: {
      get controller() {
        return state.controller;
      },
      getRegistration: async () =>
        installed ? ({ active: installed } as ServiceWorkerRegistration) : undefined,
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
    },
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => stored.set(key, value),
      removeItem: (key) => stored.delete(key),
    },
    reload: () => {
      state.reloads += 1;
    },
    claimTimeoutMs: 30,
  };
  /** The worker takes control of the page (clients.claim), as the browser reports it. */
  const claim = (by: ServiceWorker) => {
    state.controller = by;
    for (const listener of listeners) listener();
  };
  return { page, state, claim, listeners };
}

const registrationOf = (active: ServiceWorker) => async () => ({ active }) as ServiceWorkerRegistration;
/** Whether a promise settled within a few event-loop turns. */
const settles = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((r) => setTimeout(() => r(false), 80))]);

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('starting mock mode under its worker', () => {
  it('starts the worker and goes on when the worker already controls the page', async () => {
    const msw = worker('msw');
    const { page, state } = fakePage(msw, msw);
    const start = vi.fn(registrationOf(msw));
    await startUnderWorker(start, page);
    expect(start).toHaveBeenCalledOnce();
    expect(state.reloads).toBe(0);
  });

  it('on a first visit, waits until the newly installed worker claims the page', async () => {
    const msw = worker('msw');
    const { page, claim } = fakePage(null, null);
    const started = startUnderWorker(async () => {
      setTimeout(() => claim(msw), 5);
      return { active: msw } as ServiceWorkerRegistration;
    }, page);
    await expect(started).resolves.toBeUndefined();
  });

  it('after a hard reload, reloads the page without starting anything and never goes on', async () => {
    const msw = worker('msw');
    const { page, state } = fakePage(null, msw);
    const start = vi.fn(registrationOf(msw));
    expect(await settles(startUnderWorker(start, page))).toBe(false);
    expect(start).not.toHaveBeenCalled();
    expect(state.reloads).toBe(1);
  });

  it('reloads when the worker answers but another worker (or none) controls the page', async () => {
    const msw = worker('msw');
    const { page, state, listeners } = fakePage(worker('old'), null);
    expect(await settles(startUnderWorker(registrationOf(msw), page))).toBe(false);
    expect(state.reloads).toBe(1);
    expect(listeners.size, 'no listener left behind').toBe(0);
  });

  it('says mock mode did not start after three reloads in a row, and starts counting again after', async () => {
    const msw = worker('msw');
    const { page, state } = fakePage(null, msw);
    for (let i = 0; i < 3; i++) await settles(startUnderWorker(registrationOf(msw), page));
    expect(state.reloads).toBe(3);
    await expect(startUnderWorker(registrationOf(msw), page)).rejects.toBeInstanceOf(PageNotControlledError);
    expect(state.reloads).toBe(3);
    await settles(startUnderWorker(registrationOf(msw), page));
    expect(state.reloads).toBe(4);
  });

  it('a page that comes under the worker clears the count of reloads', async () => {
    const msw = worker('msw');
    const { page, state } = fakePage(null, msw);
    await settles(startUnderWorker(registrationOf(msw), page));
    await settles(startUnderWorker(registrationOf(msw), page));
    state.controller = msw;
    await startUnderWorker(registrationOf(msw), page);
    state.controller = null;
    for (let i = 0; i < 3; i++) await settles(startUnderWorker(registrationOf(msw), page));
    expect(state.reloads).toBe(5);
  });
});

import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';

// Tickets that open without signal (issue 17): once the customer has viewed their tickets or a
// ticket, the page asks the service worker (web/public/sw.js) to save what it just used, and says
// 'Saved for offline' when it has. Nothing here runs in `vite --mode mock` (MSW owns the worker
// there), in component tests or on an insecure origin. Logout (any change of viewer) forgets it
// all and unregisters the worker. See docs/decisions/0029-offline-tickets.md.

const CACHE = 'offline-tickets';
const WORKER = '/sw.js';

export function offlineSupported(): boolean {
  return (
    import.meta.env.PROD &&
    import.meta.env.MODE !== 'mock' &&
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'caches' in window
  );
}

/**
 * The same-origin addresses this page loaded: itself, its scripts, its session and ticket reads
 * (fetched, or held: a rendered page's answers came with it and are not fetched again), and the
 * stylesheets it links, loaded or not: a page the BFF rendered carries its screens' rules
 * inline and names their files by disabled links, which the browser never fetches, while the page
 * the worker serves offline is the plain shell, whose screens load those files.
 */
function usedAddresses(held: Iterable<string>): string[] {
  const here = `${location.pathname}${location.search}`;
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]')].map(
    (link) => link.href,
  );
  const loaded = [
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ...linked,
    ...[...held].map((key) => new URL(key, location.origin).href),
  ]
    .map((address) => new URL(address))
    .filter((url) => url.origin === location.origin)
    .map((url) => `${url.pathname}${url.search}`)
    .filter((path) => /^\/assets\//.test(path) || path === '/api/session' || path.startsWith('/api/tickets'));
  return [...new Set([here, ...loaded])];
}

/** The release this page belongs to: its entry script's (hashed) address. */
function release(): string {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return entry?.getAttribute('src') ?? 'unknown';
}

function ask(worker: ServiceWorker, message: object): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 15_000);
    channel.port1.onmessage = (event: MessageEvent<{ ok?: boolean }>) => {
      clearTimeout(timer);
      resolve(event.data?.ok === true);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** The answers the page holds, by address (SWR's keys are the addresses). */
export type HeldAnswers = ReadonlyMap<string, unknown>;

/**
 * Saves what this page used for offline use; true once the worker holds all of it. The session
 * and ticket answers the page holds are handed over as they are: fetching them again would cost
 * the legacy service the same calls twice (issue 29).
 */
export async function saveForOffline(held: HeldAnswers = new Map()): Promise<boolean> {
  if (!offlineSupported()) return false;
  try {
    await navigator.serviceWorker.register(WORKER, { scope: '/' });
    const { active } = await navigator.serviceWorker.ready;
    if (!active) return false;
    const urls = usedAddresses(held.keys());
    const answers: Record<string, string> = {};
    for (const url of urls) {
      const data = url.startsWith('/api/') ? held.get(url) : undefined;
      if (data !== undefined) answers[url] = JSON.stringify(data);
    }
    return await ask(active, { type: 'save', urls, answers, release: release() });
  } catch {
    return false;
  }
}

/** At logout (any change of viewer): the saved tickets are dropped and the worker unregistered. */
export async function forgetOfflineTickets(): Promise<void> {
  if (!offlineSupported()) return;
  try {
    await caches.delete(CACHE);
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
  } catch {
    // Nothing saved, or storage refused: nothing to forget.
  }
}

/**
 * Once `ready` (the page's data is shown), saves the page for offline use. `saved` says whether
 * the worker now holds it; `offline` whether the browser says it has no network.
 */
export function useSavedForOffline(ready: boolean): { saved: boolean; offline: boolean } {
  const { cache } = useSWRConfig();
  const [saved, setSaved] = useState(false);
  const [offline, setOffline] = useState(
    () => typeof navigator !== 'undefined' && navigator.onLine === false,
  );
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  useEffect(() => {
    if (!ready || offline || !offlineSupported()) return;
    let live = true;
    // In a task of its own, once the page is idle: registering the worker and listing what the
    // page loaded is a few milliseconds of work that would otherwise lengthen the task in which
    // a phone finishes taking the page over (issue 48).
    const save = () => {
      const held = new Map<string, unknown>();
      for (const key of cache.keys()) {
        const data = cache.get(key)?.data;
        if (data !== undefined) held.set(key, data);
      }
      void saveForOffline(held).then((ok) => {
        if (live) setSaved(ok);
      });
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(save, 0);
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }
    const handle = requestIdleCallback(save, { timeout: 2000 });
    return () => {
      live = false;
      cancelIdleCallback(handle);
    };
  }, [ready, offline, cache]);
  return { saved, offline };
}

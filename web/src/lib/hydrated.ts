import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noChange = () => () => {};
const zero = () => 0;
/**
 * A value only the browser knows (the screen's width, a media query), rendered as `serverValue`
 * while the app takes over a server-rendered page (so that the first render matches its HTML),
 * then switched to the browser's value as a transition: React renders the change in slices instead
 * of in the one long task of useSyncExternalStore's forced re-render (on a phone that task
 * re-rendered the whole landing; issue 48). A component the browser renders itself reads the
 * browser's value at once. `subscribe` and `read` should be stable (module-level) functions.
 */
export function useBrowserValue<T>(
  subscribe: (change: () => void) => () => void,
  read: () => T,
  serverValue: T,
): T {
  // Whether this render takes over server-rendered HTML (or is the server's own render): React
  // reads a store's server snapshot exactly then. Both snapshots are the same value, so this read
  // never forces a re-render; only which one React asked for is noted. It is known per component,
  // not per page: a screen whose code arrives after the rest of the page was taken over is still
  // being hydrated when it first renders.
  let takingOver = false;
  useSyncExternalStore(noChange, zero, () => {
    takingOver = true;
    return 0;
  });
  const [value, setValue] = useState<T>(() => (takingOver ? serverValue : read()));
  useEffect(() => {
    const follow = () => startTransition(() => setValue(read()));
    follow();
    return subscribe(follow);
  }, [subscribe, read]);
  return value;
}

const yes = () => true;

/**
 * False while a server-rendered page is still only HTML (on the server, and during the browser's
 * hydration render), true once the app runs it. A page the browser renders itself is true at once.
 */
export function useHydrated(): boolean {
  return useBrowserValue(noChange, yes, false);
}

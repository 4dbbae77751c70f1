import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False while a server-rendered page is still only HTML (on the server, and during the browser's
 * hydration render), true once the app runs it. A page the browser renders itself is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

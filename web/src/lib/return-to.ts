import { useLocation } from 'react-router-dom';
import { paths } from './paths.ts';

// Login returns the user to where they were (an event page, a screen that needed an account):
// the link or the guard passes `{ from }` in the navigation state; the login form goes there.

/** Where login may send someone back to: a path of this site, never the account pages. */
export function safeReturnPath(state: unknown): string | null {
  const from =
    typeof state === 'object' && state !== null && 'from' in state ? (state as { from: unknown }).from : null;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  const path = from.split(/[?#]/)[0];
  const accountPages: string[] = [
    paths.login,
    paths.logout,
    paths.loggedOut,
    paths.registration,
    paths.verification,
  ];
  return accountPages.includes(path ?? '') ? null : from;
}

/**
 * Where the visitor came from when they reached login by a full page load (a link followed before
 * the app had taken a server-rendered page over carries no navigation state): the previous page
 * of this site, as the browser's same-origin referrer tells it.
 */
export function referrerReturnPath(): string | null {
  if (typeof document === 'undefined' || !document.referrer) return null;
  const from = new URL(document.referrer);
  if (from.origin !== window.location.origin) return null;
  return safeReturnPath({ from: `${from.pathname}${from.search}` });
}

/** The navigation state that brings the user back here after logging in. */
export function useReturnHere(): { from: string } {
  const { pathname, search } = useLocation();
  return { from: `${pathname}${search}` };
}

/** Full page loads, behind an object so component tests can watch them (jsdom does not navigate). */
export const pageLoad = {
  replace(path: string): void {
    window.location.replace(path);
  },
};

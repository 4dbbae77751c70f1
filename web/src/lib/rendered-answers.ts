// The answers a server-rendered page came with (#ssr-data). They start SWR's cache, so the app's
// first render matches the HTML it takes over, and a read the app makes again keeps the answer it
// already holds when nothing changed: the screen is not rendered a second time (on a phone the
// customer's ticket list took one long task to do so; issue 48). A logged-in landing's answers are
// the viewer's own: at any change of viewer they are dropped with the rest of SWR's cache
// (useReplaceSession in lib/session.ts; decision 0051).
// No React here: this module sits in the entry's chunks, which must not import React's chunk
// back (a chunk cycle leaves React undefined when this runs).

import type { Cache, Middleware } from 'swr';

let answers: Record<string, unknown> | undefined;
/** Each rendered answer, by its key, and until when it is taken as it is (Date.now()). */
let fresh = new Map<string, unknown>();
let freshUntil = 0;
/** The address the page was rendered for: the answers are fresh on it alone. */
let renderedFor = '';

/**
 * How long the rendered answers are taken as they are: the BFF read them for this very page
 * moments ago. A screen that mounts later, or after the viewer has moved to another page (where
 * they may have changed what it shows: a refund request), reads its answer again.
 */
export const RENDERED_FRESH_MS = 10_000;

/** Keeps the page's rendered answers (main.tsx, before hydration). */
export function keepRenderedAnswers(rendered: Record<string, unknown>): void {
  answers = rendered;
  fresh = new Map(Object.entries(rendered));
  freshUntil = Date.now() + RENDERED_FRESH_MS;
  renderedFor = window.location.href;
}

/**
 * SWR middleware (app.tsx): a read that mounts with the very answer the page was rendered with,
 * while it is fresh, does not ask for it again. The app taking a landing over then makes none of
 * the reads the BFF has just made for it (on a phone, the fetches and their answers were tasks of
 * their own in the middle of the takeover; issue 48). Any other answer (after a change of viewer
 * the cache holds none, after a change its data is another object), on any other address or
 * later, is read as SWR always reads.
 */
export const renderedAnswersFresh: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(key, fetcher, takenAsRendered(key, config) ? { ...config, revalidateOnMount: false } : config);

/** Whether the read of `key` mounts with the answer the page was rendered with, still fresh. */
function takenAsRendered(key: unknown, config: object): boolean {
  if (fresh.size === 0) return false;
  // The first move to another address, or time, ends it for good (the header reads the session
  // on every page, so this runs at each move).
  if (Date.now() > freshUntil || window.location.href !== renderedFor) fresh.clear();
  if (typeof key !== 'string' || !fresh.has(key)) return false;
  // SWR hands its middleware the whole configuration, its cache included.
  const held = (config as { cache?: Cache }).cache?.get(key)?.data;
  return held !== undefined && held === fresh.get(key);
}

/** SWR's cache state for one answer: its data, and its key as SWR notes it. */
interface CachedAnswer {
  data: unknown;
  _k: string;
}

/** The app's SWR cache (SWRConfig's provider): the rendered answers, if the page came with any, taken once. */
export function cacheWithRenderedAnswers(): Map<string, CachedAnswer> {
  const cache = new Map(Object.entries(answers ?? {}).map(([key, data]) => [key, { data, _k: key }]));
  answers = undefined;
  return cache;
}

// The answers a server-rendered page came with (#ssr-data). They start SWR's cache, so the app's
// first render matches the HTML it takes over, and a read the app makes again keeps the answer it
// already holds when nothing changed: the screen is not rendered a second time (on a phone the
// customer's ticket list took one long task to do so; issue 48). A logged-in landing's answers are
// the viewer's own: at any change of viewer they are dropped with the rest of SWR's cache
// (useReplaceSession in lib/session.ts; decision 0051).
// No React here: this module sits in the entry's chunks, which must not import React's chunk
// back (a chunk cycle leaves React undefined when this runs).

let answers: Record<string, unknown> | undefined;

/** Keeps the page's rendered answers (main.tsx, before hydration). */
export function keepRenderedAnswers(rendered: Record<string, unknown>): void {
  answers = rendered;
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

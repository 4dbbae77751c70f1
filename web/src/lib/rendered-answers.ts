// The answers a server-rendered page came with (#ssr-data), which SWR shows as its fallback while
// the app takes the page over. A logged-in landing's answers are the viewer's own: at any change of
// viewer (logout, login, registration, deletion) they are dropped with SWR's cache, or an answer
// the cache no longer holds would fall back to the previous viewer's (decision 0051).

let answers: Record<string, unknown> | undefined;
const listeners = new Set<() => void>();

/** Keeps the page's rendered answers (main.tsx, before hydration). */
export function keepRenderedAnswers(fallback: Record<string, unknown>): void {
  answers = fallback;
}

/** Drops them for good: the app's SWR configuration is rendered again without a fallback. */
export function forgetRenderedAnswers(): void {
  if (!answers) return;
  answers = undefined;
  for (const listener of listeners) listener();
}

// No React here: this module sits in the entry's chunks, which must not import React's chunk
// back (a chunk cycle leaves React undefined when this runs). app.tsx makes it a hook.

/** Calls `listener` when the answers are dropped; returns the way to stop. */
export function onRenderedAnswersChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The rendered answers still kept, if any. */
export const renderedAnswers = (): Record<string, unknown> | undefined => answers;

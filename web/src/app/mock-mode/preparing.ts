// The first screen of `npm run dev:mock` until the app renders: a cold dev server transforms the
// app's modules and pre-bundles its dependencies first (up to a minute), and the worker must be in
// control of the page before any `/api` call goes out. Put into index.html by the mock-mode Vite
// plugin (web/vite-mock-mode.ts), so it shows with the first byte, before any script; React
// replaces it when the app renders. Production's index.html never carries it.

export const PREPARING_COPY = {
  status: 'Preparing mock mode…',
  detail: 'The first start of the dev server takes up to a minute.',
} as const;

/** The id of the status element, for the entry that may update it. */
export const PREPARING_ID = 'mock-mode-preparing';

/** The status as HTML, styled inline: the app's stylesheet has not loaded yet when it shows. */
export function preparingHtml(): string {
  return `<div id="${PREPARING_ID}" role="status" aria-live="polite" style="display:flex;align-items:center;gap:0.75rem;width:fit-content;max-width:40rem;margin:3rem auto;padding:0 1rem;font:1rem/1.5 system-ui,sans-serif;color:#1f2a2a">
  <span aria-hidden="true" style="flex:none;width:1.5rem;height:1.5rem;border:3px solid #c9d6d6;border-top-color:#0b3b3c;border-radius:50%;animation:mock-mode-spin 0.9s linear infinite"></span>
  <span><strong>${PREPARING_COPY.status}</strong><br /><small>${PREPARING_COPY.detail}</small></span>
</div>
<style>@keyframes mock-mode-spin{to{transform:rotate(1turn)}}@media (prefers-reduced-motion:reduce){#${PREPARING_ID} [aria-hidden]{animation-duration:3s}}</style>`;
}

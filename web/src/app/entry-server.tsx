// Server rendering of the public pages a guest lands on (built by `vite build --ssr` into
// web/dist/server; the BFF loads it: bff/src/plugins/ssr.ts). The page is rendered with the
// answers its SWR reads need; a read without an answer yet is reported as `missing`, so the BFF
// can fetch it and render again. Guests get the public pages rendered; a logged-in viewer gets their
// role's landing rendered with their own session (the BFF reads with their cookies, keeps nothing).
import type { AccountType } from '@tix/contract/domain/constants';
import { StrictMode } from 'react';
// React's edge build, not its Node one: the Node build keeps each render in an AsyncLocalStorage,
// and Node 20 then runs async hooks on every promise of the BFF for the rest of the process
// (~80 k instructions on each GET /api/tickets, docs/performance.md). The edge build uses one only
// where the runtime offers a global AsyncLocalStorage, which Node does not.
import { prerender } from 'react-dom/static.edge';
import { matchPath, StaticRouter } from 'react-router-dom';
import { type Middleware, SWRConfig } from 'swr';
import { paths } from '../lib/paths.ts';
import { AppRoutes } from './router.tsx';
import { swrConfig } from './swr-config.ts';

export { SSR_DATA_ID } from './ssr-data.ts';

/** The pages rendered on the server: public, the same for every guest, and first views. */
const SERVER_RENDERED = [paths.home, paths.event, paths.fees, paths.login, paths.about];

/**
 * The landings rendered for a logged-in viewer, by account type: the first page of each role, the
 * one a phone opens at the gate or the door. Never a page with a form that works before the app
 * has taken over.
 */
const RENDERED_FOR_ACCOUNTS: Record<AccountType, readonly string[]> = {
  customer: [paths.customerDashboard, paths.tickets],
  business: [paths.dashboard],
  partner: [paths.affiliateHome],
  booster: [paths.boosterDashboard],
};

const matches = (patterns: readonly string[], pathname: string) =>
  patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);

/** Whether the page at `pathname` is rendered on the server for guests. */
export function rendersOnServer(pathname: string): boolean {
  return matches(SERVER_RENDERED, pathname);
}

/** Whether the page at `pathname` is rendered on the server for a logged-in viewer of this type. */
export function rendersForAccount(pathname: string, accountType: AccountType): boolean {
  return matches(RENDERED_FOR_ACCOUNTS[accountType] ?? [], pathname);
}

/** Notes every SWR key read during the render that `fallback` has no answer for. */
const noteMissing =
  (fallback: Record<string, unknown>, missing: Set<string>): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    if (typeof key === 'string' && !(key in fallback)) missing.add(key);
    return useSWRNext(key, fetcher, config);
  };

/**
 * The page at `url` (path and query) as HTML, every lazy screen loaded, with the answers in
 * `fallback` (SWR key, that is the API URL, to its JSON). `missing`: the keys it read without one.
 */
export async function render(
  url: string,
  fallback: Record<string, unknown>,
): Promise<{ html: string; missing: string[] }> {
  const missing = new Set<string>();
  const { prelude } = await prerender(
    <StrictMode>
      {/* A cache of this render's own: nothing read for one viewer can reach another's page. */}
      <SWRConfig
        value={{ ...swrConfig, fallback, use: [noteMissing(fallback, missing)], provider: () => new Map() }}
      >
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </SWRConfig>
    </StrictMode>,
    // Every boundary in document order: a boundary sent apart is revealed by an inline script,
    // which the Content-Security-Policy (script-src 'self') rightly refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await new Response(prelude).text(), missing: [...missing] };
}

/**
 * Renders each logged-in landing once with a placeholder session of its account type and no
 * answers, so that the first viewer's render is not the one that loads the screens' code (which
 * on a small machine passes the BFF's deadline). Nothing is read and the HTML is dropped.
 */
export async function warmUp(): Promise<void> {
  for (const [accountType, landings] of Object.entries(RENDERED_FOR_ACCOUNTS)) {
    const session = { loggedIn: true, accountType, accountId: '', accountName: '' };
    for (const path of landings) await render(path, { '/api/session': session });
  }
}

import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { PREPARING_COPY } from '../../web/src/app/mock-mode/preparing.ts';
import { ESCAPED_PATH } from '../../web/vite-mock-mode.ts';
import { type Role, WALK_EVENT } from '../walk/routes.ts';
import { logIn } from '../walk/walk.ts';

// The dev server a front-end developer runs (`npm run dev:mock`), cold, walked per role through
// what a developer does all day: open the first screen, log in, open other addresses by full page
// loads, reload, hard-reload. No `/api` call may leave the browser at any point: each must be
// answered by MSW's service worker (the dev server answers 599 to any that reaches it and lists it).

/** Per role: an address opened by a full page load after logging in (it calls `/api` on arrival). */
const VISIT: Record<Role, string> = {
  guest: `/event/${WALK_EVENT}/tickets`,
  customer: '/tickets',
  organiser: `/analytics?eventid=${WALK_EVENT}`,
  affiliate: '/recruits',
  booster: '/selltickets',
};

/** Every `/api` call of the context that did not come back from the service worker. */
function watchEscapes(context: BrowserContext): string[] {
  const escaped: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const what = `${request.method()} ${url.pathname}`;
    // The worker itself fetched it from the network (MSW's pass-through).
    if (request.serviceWorker()) escaped.push(`${what}: fetched by the service worker from the server`);
  });
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/') || response.request().serviceWorker()) return;
    if (!response.fromServiceWorker())
      escaped.push(
        `${response.request().method()} ${url.pathname}: answered ${response.status()} by the server`,
      );
  });
  return escaped;
}

/** The app has rendered a screen (a heading in its main content), under the mock worker. */
async function expectScreen(page: Page, timeout = 20_000): Promise<void> {
  await expect(page.locator('main h1, main h2').first()).toBeVisible({ timeout });
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  expect(controlled, 'the page is under the mock worker').toBe(true);
}

/** Chromium's Shift+Reload: the page and its requests bypass the service worker. */
async function hardReload(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const loaded = page.waitForEvent('load');
  await cdp.send('Page.reload', { ignoreCache: true });
  await loaded;
  await cdp.detach();
}

for (const role of Object.keys(VISIT) as Role[]) {
  test(`dev server in mock mode: the ${role}'s full loads and reloads all stay in the browser`, async ({
    page,
    request,
  }) => {
    const escaped = watchEscapes(page.context());
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message.split('\n')[0] ?? ''));

    // The first screen says it is preparing (cold) or already shows the app; never a blank page.
    await page.goto('/', { waitUntil: 'commit' });
    await expect(
      page.getByRole('status').filter({ hasText: PREPARING_COPY.status }).or(page.locator('main')),
    ).toBeVisible();
    await expectScreen(page, 100_000);

    await logIn(page, role);
    await page.goto(VISIT[role]);
    await expectScreen(page);
    await page.reload();
    await expectScreen(page);
    // A hard reload loads the page past the worker: the app waits until the page is under it.
    await hardReload(page);
    await expectScreen(page);
    // Still where it was, logged in: the session was answered by the worker after every load.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(VISIT[role]);

    expect(escaped, 'the /api calls that left the browser').toEqual([]);
    expect(pageErrors, 'page errors').toEqual([]);
    const reached = (await (await request.get(ESCAPED_PATH)).json()) as string[];
    expect(reached, '/api calls the dev server received').toEqual([]);
  });
}

import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { PREPARING_COPY } from '../../web/src/app/mock-mode/preparing.ts';
import { CHECKOUT_COPY } from '../../web/src/features/checkout/messages.ts';
import { TICKETS_COPY } from '../../web/src/features/tickets/messages.ts';
import { ESCAPED_PATH, ESCAPED_STATUS, ESCAPED_TITLE } from '../../web/vite-mock-mode.ts';
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

/** The tab a developer keeps open beside the one they work in. */
const KEEPER_TAB = '/fees';

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

/**
 * The app has rendered a screen (a heading in its main content), under the mock worker. A full
 * load of the dev server transforms the screen's modules on demand: on a busy 2-core machine the
 * organiser's charts took past 20 s after a hard reload, then showed.
 */
async function expectScreen(page: Page, timeout = 60_000): Promise<void> {
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

/** Records every document of the context that showed nothing at all when its HTML had loaded. */
function watchBlankLoads(context: BrowserContext): string[] {
  const blank: string[] = [];
  const check = (page: Page) =>
    page.on('domcontentloaded', async () => {
      const shown = await page
        .evaluate(() => document.getElementById('root')?.innerText.trim() ?? '')
        .catch(() => 'gone'); // the page navigated on before it could be read: not blank
      if (!shown) blank.push(page.url());
    });
  for (const page of context.pages()) check(page);
  context.on('page', check);
  return blank;
}

// One browser context for the whole walk, as a developer's browser: a tab on a public page stays
// open throughout, so the worker stays installed when a page goes, and a hard reload meets the case
// MSW's own start() mishandled (its reload raced the app's first calls, which reached the server).
// Each role walks in a tab of its own: a new tab starts a new mock visit, logged out.
test.describe.configure({ mode: 'serial' });
let context: BrowserContext;
let escaped: string[];
let blank: string[];
const pageErrors: string[] = [];

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  escaped = watchEscapes(context);
  blank = watchBlankLoads(context);
  context.on('weberror', (error) => pageErrors.push(error.error().message.split('\n')[0] ?? ''));
  const keeper = await context.newPage();
  // The first screen of a cold dev server says it is preparing, or already shows the app.
  await keeper.goto(KEEPER_TAB, { waitUntil: 'commit' });
  await expect(
    keeper.getByRole('status').filter({ hasText: PREPARING_COPY.status }).or(keeper.locator('main')),
  ).toBeVisible();
  await expectScreen(keeper, 100_000);
});

test.afterAll(async () => {
  await context.close();
});

// The preparing status is in the served HTML itself: without scripts it is all a page shows, so
// it is read as it first shows, on a phone's width.
test('dev server in mock mode: the first screen says it is preparing and fits a phone', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  try {
    const page = await phone.newPage();
    await page.goto('/');
    await expect(page.getByRole('status')).toContainText(PREPARING_COPY.status);
    await expect(page.getByRole('status')).toContainText(PREPARING_COPY.detail);
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(width.scroll, 'no sideways scroll at 390 px').toBeLessThanOrEqual(width.client);
  } finally {
    await phone.close();
  }
});

for (const role of Object.keys(VISIT) as Role[]) {
  test(`dev server in mock mode: the ${role}'s full loads and reloads all stay in the browser`, async ({
    request,
  }) => {
    const page = await context.newPage();
    if (role === 'guest') await page.goto('/');
    else await logIn(page, role);
    await expectScreen(page);
    await page.goto(VISIT[role]);
    await expectScreen(page);
    await page.reload();
    await expectScreen(page);
    // A hard reload loads the page past the worker: the app waits until the page is under it.
    await hardReload(page);
    await expectScreen(page);
    // Still where it was, logged in: the session was answered by the worker after every load.
    expect(new URL(page.url()).pathname).toBe(VISIT[role].split('?')[0]);

    expect(escaped, 'the /api calls that left the browser').toEqual([]);
    expect(blank, 'pages that showed nothing once their HTML had loaded').toEqual([]);
    expect(pageErrors, 'page errors').toEqual([]);
    const reached = (await (await request.get(ESCAPED_PATH)).json()) as string[];
    expect(reached, '/api calls the dev server received').toEqual([]);
    await page.close();
  });
}

// A money journey ends where it ends on `npm start`: the provider's page is the stand-in's (run in
// the browser over the mock world) and its Pay confirms the payment, so the ticket is issued.
test('dev server in mock mode: a card purchase is paid on the provider page and its ticket is in /tickets', async ({
  request,
}) => {
  // Seven full loads of the dev server, each transforming the app's modules on a busy machine.
  test.setTimeout(360_000);
  const page = await context.newPage();
  await logIn(page, 'customer');
  await expectScreen(page);
  const tickets = async () => {
    await page.goto('/tickets');
    // The tickets' QR codes are drawn in the browser here: slow on a busy machine.
    await expectScreen(page, 90_000);
    await page.getByRole('searchbox', { name: TICKETS_COPY.searchLabel }).fill('mbombela');
  };
  // An event the demo customer has no ticket for yet (the seed's Mbombela Baby Shower Expo, upcoming).
  const bought = page.getByRole('heading', { name: 'Mbombela Baby Shower Expo' });
  await tickets();
  await expect(bought).toHaveCount(0);

  await page.goto('/buy?eventid=18&ticketid=5054');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Pay by card or Ozow' }).click();
  await expect(page.getByRole('heading', { name: /^Checkout/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  // Each page here is a full load of the dev server (the provider's too): up to a minute when busy.
  await expect(page.getByRole('heading', { name: 'PayFast (stand-in)' })).toBeVisible({ timeout: 90_000 });
  await expect(page).toHaveURL(/\/__pay\/payfast\?/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: CHECKOUT_COPY.paymentSuccessful })).toBeVisible({
    timeout: 90_000,
  });

  await tickets();
  await expect(bought.first()).toBeVisible();
  expect(escaped, 'the /api calls that left the browser').toEqual([]);
  expect(pageErrors, 'page errors').toEqual([]);
  const reached = (await (await request.get(ESCAPED_PATH)).json()) as string[];
  expect(reached, '/api calls the dev server received').toEqual([]);
  await page.close();
});

// Last, as it adds to the dev server's list: the net the walk relies on is there. An `/api` call
// that reaches the dev server is refused loudly and listed, never answered with the app's HTML.
test('dev server in mock mode: an /api call that reaches it is refused with 599 and listed', async ({
  request,
}) => {
  const answer = await request.get('/api/session');
  expect(answer.status()).toBe(ESCAPED_STATUS);
  expect(((await answer.json()) as { title: string }).title).toBe(ESCAPED_TITLE);
  const reached = (await (await request.get(ESCAPED_PATH)).json()) as string[];
  expect(reached).toEqual(['GET /api/session']);
});

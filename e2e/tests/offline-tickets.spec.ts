import type { BrowserContext, Page, Route } from '@playwright/test';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { TICKETS_COPY } from '../../web/src/features/tickets/messages.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// Gates often have no coverage: tickets viewed once open again with no network, and are gone
// after logout. Offline is the browser's (pages) and every request of the service worker aborted.

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('customer@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/customerdashboard$/);
}

const cutOff = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue();

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**', cutOff);
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**', cutOff);
  await context.setOffline(false);
}

test('tickets and a QR code viewed once open without network, and are dropped at logout', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await logIn(page);
  await page.goto('/tickets');
  const saved = page.getByRole('status').filter({ hasText: TICKETS_COPY.savedOffline });
  await expect(saved).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
  const ticketLink = page
    .getByRole('link', { name: /^View ticket .* for Jozi Jazz Under the Stars$/ })
    .first();
  await ticketLink.click();
  await expect(page.getByRole('img', { name: /QR code of ticket/ })).toBeVisible();
  await expect(saved).toBeVisible({ timeout: 15_000 });
  const zoomUrl = page.url();

  await goOffline(context);
  await page.goto('/tickets');
  await expect(page.getByText(TICKETS_COPY.offlineShowing)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jozi Jazz Under the Stars' }).first()).toBeVisible();
  await page.goto(zoomUrl);
  await expect(page.getByRole('img', { name: /QR code of ticket/ })).toBeVisible();
  await expect(page.getByText(TICKETS_COPY.offlineShowing)).toBeVisible();

  // Back online: the network answers again (nothing stale), and logout forgets the tickets.
  await goOnline(context);
  await page.goto('/tickets');
  await expect(saved).toBeVisible({ timeout: 15_000 });
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/(login|logged-out)/);
  expect(await page.evaluate(async () => (await caches.keys()).length)).toBe(0);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await goOffline(context);
  const failed = await page.goto('/tickets').then(
    () => 'loaded',
    () => 'no network',
  );
  expect(failed).toBe('no network');
});

import type { Page } from '@playwright/test';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// Loading tickets and a poster (issue 10). /editevent, which holds the two panels, is not built
// yet: the organiser logs in through the UI, then loads and uploads through the API with the
// browser's own session, and the public pages show the result. Event 3 is the demo organiser's,
// public, without a poster, and has VIP sales.

const EVENT = '3';
/** A real 1×1 PNG, so the browser can draw it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function logInAsOrganiser(page: Page) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('organiser@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('an organiser loads VIP tickets and a poster; the public pages show them', async ({ page, baseURL }) => {
  await logInAsOrganiser(page);
  // What the SPA sends: a same-origin Origin, and X-Requested-With on the multipart post.
  const origin = { origin: baseURL ?? '' };

  const loaded = await page.request.post(`/api/organiser/events/${EVENT}/tickets`, {
    headers: origin,
    data: { category: 'vip', adultTickets: '100', adultPrice: '450', kidsTickets: '30', kidsPrice: '150.50' },
  });
  expect(loaded.status()).toBe(200);
  // VIP already has sales: the load goes through with the legacy's warning.
  expect(await loaded.json()).toMatchObject({
    outcome: 'warning',
    tiers: { vip: { adultsLoaded: 100, adultPriceCents: 45000, kidsLoaded: 30, kidsPriceCents: 15050 } },
  });

  const refused = await page.request.post(`/api/organiser/events/${EVENT}/poster`, {
    headers: { ...origin, 'x-requested-with': 'XMLHttpRequest' },
    multipart: { file: { name: 'poster.png', mimeType: 'image/png', buffer: Buffer.from('not an image') } },
  });
  expect(refused.status()).toBe(415);

  const uploaded = await page.request.post(`/api/organiser/events/${EVENT}/poster`, {
    headers: { ...origin, 'x-requested-with': 'XMLHttpRequest' },
    multipart: { file: { name: 'my poster.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.status()).toBe(200);
  const { posterUrl } = (await uploaded.json()) as { posterUrl: string };
  expect(posterUrl).toMatch(new RegExp(`^/api/posters/\\d+/${EVENT}/poster-\\d+\\.png$`));

  await page.goto(`/event/${EVENT}/tickets`);
  const poster = page.getByRole('img', { name: /^Poster: / });
  await expect(poster).toHaveAttribute('src', posterUrl);
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const vip = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'VIP', exact: true }) });
  await expect(vip).toContainText('R450.00');
  await expect(vip).toContainText('R150.50');
  await expectAccessible(page);

  const name = ((await poster.getAttribute('alt')) ?? '').replace(/^Poster: /, '');
  // Organisers have their own home: the grid is a visitor's.
  await page.context().clearCookies();
  await page.goto('/');
  await expect(page.getByRole('img', { name: `Poster: ${name}` }).first()).toHaveAttribute('src', posterUrl);
  await expectAccessible(page);
});

import { expect, type Page, test } from '@playwright/test';
import { POSTER_PLACEHOLDER_PATH } from '../../contract/src/domain/posters.ts';
import { encodeId } from '../../mocks/src/legacy/spec-strict/ids.ts';
import { CHECKOUT_COPY } from '../../web/src/features/checkout/messages.ts';
import { TICKETS_COPY } from '../../web/src/features/tickets/messages.ts';
import { logIn } from '../walk/walk.ts';

// What a legacy written from the same spec did differently (issue 47), with every switch of the
// stand-in on (playwright.strict.config.ts): its posters in a folder of its own, which the BFF is
// configured with; a customer's ticket_id that is its type's.

/** Images that finished loading and have nothing to show: what a browser draws as broken. */
const brokenImages = (page: Page) =>
  page
    .locator('img')
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src),
    );

test('spec-strict legacy: posters from its own folder, the placeholder where it has none', async ({
  page,
}) => {
  await page.goto('/');
  const poster = page.locator('img[src^="/api/posters/"]').first();
  await expect(poster).toBeVisible();
  await expect.poll(() => poster.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  expect(await brokenImages(page)).toEqual([]);

  // The page a guest lands on comes rendered by the server, posters included.
  const src = (await poster.getAttribute('src')) ?? '';
  expect(await (await page.request.get('/')).text()).toContain(`src="${src}"`);
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toMatch(/^image\//);

  // A poster of a listed event that the legacy does not have: the spec's placeholder.
  const missing = await page.request.get(src.replace(/[^/]+$/, 'no-such-poster.jpg'));
  expect(missing.status()).toBe(200);
  expect(missing.url()).toContain(POSTER_PLACEHOLDER_PATH);

  // The event page shows the same poster, whole.
  await page.locator('a[href^="/event/"]').first().click();
  await expect(page).toHaveURL(/\/event\/[^/]+\/tickets/);
  const big = page.locator('img[src^="/api/posters/"]').first();
  await expect.poll(() => big.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  expect(await brokenImages(page)).toEqual([]);
});

/** One VIP ticket of event 7 (ticket type 5020) by card, paid on the provider's page. */
async function buyOneVip(page: Page) {
  await page.goto(`/buy?eventid=${encodeId(7)}&ticketid=${encodeId(5020)}`);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Pay by card or Ozow' }).click();
  await expect(page.getByRole('heading', { name: /^Checkout/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: CHECKOUT_COPY.paymentSuccessful })).toBeVisible({
    timeout: 20_000,
  });
}

test("spec-strict legacy: two purchases of one tier each open their own ticket, though the legacy's ticket_id is the tier's", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, 'customer');
  await buyOneVip(page);
  await buyOneVip(page);
  await page.goto('/tickets');
  const links = page.getByRole('link', { name: new RegExp(`^${TICKETS_COPY.view} `) });
  await expect(links.first()).toBeVisible();
  const tickets = await links.evaluateAll((as) =>
    as.map((a) => ({ href: a.getAttribute('href') ?? '', label: a.getAttribute('aria-label') ?? '' })),
  );
  expect(new Set(tickets.map((t) => t.href)).size, 'one address per ticket').toBe(tickets.length);
  // The tickets of the event bought: the two purchases whose ticket_id on the wire is the tier's.
  const bought = tickets.filter((t) => t.href.includes(`eventid=${encodeId(7)}&`));
  expect(bought.length).toBeGreaterThanOrEqual(2);
  for (const { href, label } of bought) {
    const number = /(?:\d+ of \d+, )?(\S+) for /.exec(label.slice(TICKETS_COPY.view.length + 1))?.[1];
    // As the customer does it: from the list, that ticket's own link.
    await page.goto('/tickets');
    await page.locator(`a[href="${href}"]`).click();
    await expect(page.getByRole('heading', { level: 1, name: TICKETS_COPY.zoomHeading })).toBeVisible();
    await expect(page.getByText(number ?? 'no number', { exact: true }).first()).toBeVisible();
  }
});

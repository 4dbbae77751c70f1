import { expect, type Page, test } from '@playwright/test';
import { encodeId } from '../../mocks/src/legacy/spec-strict/ids.ts';
import { CHECKOUT_COPY } from '../../web/src/features/checkout/messages.ts';
import { STANDIN_URL } from '../playwright.strict.config.ts';
import { verifyWithMailedCode } from '../support/one-time-code.ts';
import { logIn } from '../walk/walk.ts';

// Money in front of a legacy written from the spec alone (the stand-in's spec-strict profile):
// the buyer pays by card, by Ozow, and passes the one-time code of a large purchase. The provider
// stand-ins verify the signature the legacy put over every field of its form, so a form the BFF
// rewrote would be refused there. Seed (ids as the strict legacy sends them): event 7 sells
// (VIP ticket 5020); event 1's VVIP (5001) costs R560, so ten of them go to review.

async function toCheckout(page: Page, eventId: number, ticketId: number) {
  await page.goto(`/buy?eventid=${encodeId(eventId)}&ticketid=${encodeId(ticketId)}`);
  await expect(page.getByRole('heading', { level: 2, name: /tickets$/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Pay by card or Ozow' }).click();
  await expect(page.getByRole('heading', { name: /^Checkout/ })).toBeVisible();
}

async function payNow(page: Page) {
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
}

test('spec-strict legacy: a customer buys two VIP tickets by card', async ({ page }) => {
  await logIn(page, 'customer');
  await toCheckout(page, 7, 5020);
  await page.getByRole('button', { name: 'One ticket more' }).click();
  await expect(page.getByLabel('Tickets', { exact: true })).toHaveText('2');
  await payNow(page);
  await expect(page.getByRole('heading', { name: 'PayFast (stand-in)' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: CHECKOUT_COPY.paymentSuccessful })).toBeVisible();
});

test('spec-strict legacy: a customer buys kids tickets with Ozow', async ({ page }) => {
  await logIn(page, 'customer');
  await toCheckout(page, 7, 5020);
  await page.getByRole('radio', { name: 'Kids' }).check();
  await page.getByRole('radio', { name: 'Ozow instant EFT' }).check();
  await payNow(page);
  await expect(page.getByRole('heading', { name: 'Ozow (stand-in)' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: CHECKOUT_COPY.paymentSuccessful })).toBeVisible();
});

test('spec-strict legacy: a large purchase passes the one-time code step', async ({ page }) => {
  await logIn(page, 'customer');
  await toCheckout(page, 1, 5001);
  const plus = page.getByRole('button', { name: 'One ticket more' });
  for (let i = 1; i < 10; i += 1) await plus.click();
  await expect(page.getByLabel('Tickets', { exact: true })).toHaveText('10');
  await payNow(page);
  await expect(page.getByRole('heading', { name: CHECKOUT_COPY.verifyTitle })).toBeVisible();
  await verifyWithMailedCode(page, STANDIN_URL, 'customer@demo.co.za');
  await expect(page.getByRole('heading', { name: CHECKOUT_COPY.verified })).toBeVisible();
});

// The provider's Cancel brings the buyer back to /cancelled with the ids the legacy wrote into its
// cancel address (opaque on this profile); the BFF reads the event by that id and records the
// cancellation, so the payment no longer waits as pending.
test('spec-strict legacy: a payment cancelled at the provider is recorded as cancelled', async ({ page }) => {
  type Purchase = { id: number; status: string };
  const purchases = async () =>
    (
      (await (await page.request.get(`${STANDIN_URL}/__standin/purchases`)).json()) as {
        purchases: Purchase[];
      }
    ).purchases;
  await logIn(page, 'customer');
  const before = new Set((await purchases()).map((p) => p.id));
  await toCheckout(page, 7, 5020);
  await payNow(page);
  await expect(page.getByRole('heading', { name: 'PayFast (stand-in)' })).toBeVisible();
  const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/purchases/cancellation');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/cancelled\\?.*event_id=${encodeId(7)}`));
  expect((await recorded).status()).toBe(200);
  await expect(page.getByRole('heading', { name: CHECKOUT_COPY.paymentCancelled })).toBeVisible();
  const made = (await purchases()).filter((p) => !before.has(p.id));
  expect(made.map((p) => p.status)).toEqual(['cancelled']);
});

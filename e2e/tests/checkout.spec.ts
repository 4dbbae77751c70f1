import type { Page } from '@playwright/test';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { CHECKOUT_COPY } from '../../web/src/features/checkout/messages.ts';
import { TICKETS_COPY } from '../../web/src/features/tickets/messages.ts';
import { SALES_CLOSED_COPY } from '../../web/src/lib/sales.ts';
import { STANDIN_URL } from '../playwright.config.ts';
import { verifyWithMailedCode } from '../support/one-time-code.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// Seed: event 7 sells (VIP ticket 5020 at R280, kids R140; general 5021); event 1's VIP (5002) is
// sold out and its VVIP (5001) costs R560; event 5 has ended; event 24 is not active.

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('customer@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/customerdashboard$/);
}

async function toCheckout(page: Page, eventId: string, ticketId: string) {
  await page.goto(`/buy?eventid=${eventId}&ticketid=${ticketId}`);
  await expect(page.getByRole('heading', { level: 2, name: /tickets$/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Pay by card or Ozow' }).click();
  await expect(page.getByRole('heading', { name: /^Checkout/ })).toBeVisible();
  await expectAccessible(page);
}

async function payNow(page: Page) {
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
}

type Purchase = {
  id: number;
  eventId: number;
  quantity: number;
  status: string;
  method: string;
  ticketNumber: string;
};
type StandinSales = { purchases: Purchase[]; tickets: { purchaseId: number; qrPayload: string | null }[] };
const sales = async (page: Page) =>
  (await (await page.request.get(`${STANDIN_URL}/__standin/purchases`)).json()) as StandinSales;
/** Purchases made since `before` (the seed has purchases of its own). */
const newPurchases = async (page: Page, before: StandinSales) => {
  const known = new Set(before.purchases.map((p) => p.id));
  const now = await sales(page);
  return { ...now, purchases: now.purchases.filter((p) => !known.has(p.id)) };
};

const balanceOf = async (page: Page, eventId: string) =>
  ((await (await page.request.get(`/api/events/${eventId}`)).json()) as { event: { balanceCents: number } })
    .event.balanceCents;

test('buys two adult VIP tickets by card and the organiser pays the service fee', async ({ page }) => {
  await logIn(page);
  const before = await balanceOf(page, '7');
  const seeded = await sales(page);
  await toCheckout(page, '7', '5020');
  await page.getByRole('button', { name: 'One ticket more' }).click();
  await expect(page.getByLabel('Tickets', { exact: true })).toHaveText('2');
  await expect(page.getByText('Total to pay')).toBeVisible();
  await payNow(page);
  await expect(page.getByRole('heading', { name: 'PayFast (stand-in)' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: CHECKOUT_COPY.paymentSuccessful })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View your tickets' })).toHaveAttribute('href', '/tickets');
  await expectAccessible(page);

  const state = await newPurchases(page, seeded);
  const paid = state.purchases.filter(
    (p) => p.eventId === 7 && p.status === 'paid' && p.method === 'payfast',
  );
  expect(paid).toHaveLength(1);
  expect(paid[0]?.quantity).toBe(2);
  expect(state.tickets.filter((t) => t.purchaseId === paid[0]?.id && t.qrPayload)).toHaveLength(2);
  // 3.5% of R560.00 is R19.60.
  expect(await balanceOf(page, '7')).toBe(before - 1960);
  const mail = await (
    await page.request.get(`${STANDIN_URL}/__standin/outbox?to=customer@demo.co.za`)
  ).json();
  expect(mail.at(-1).subject).toBe('Your tickets for Cape Town Sunset Sessions');

  // The new tickets are in the customer's account, with a QR code.
  await page.goto('/tickets');
  await page.getByRole('searchbox', { name: TICKETS_COPY.searchLabel }).fill('sunset');
  await expect(page.getByRole('heading', { name: 'Cape Town Sunset Sessions' }).first()).toBeVisible();
  const bought = paid[0]?.ticketNumber ?? '';
  await page.goto('/customerdashboard');
  await page
    // Two tickets of one purchase: the first of them ('View ticket 1 of 2, ABCDEFG for …').
    .getByRole('link', { name: new RegExp(`^View ticket 1 of 2, ${bought} for Cape Town Sunset Sessions$`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/zoom\?eventid=7&ticket=[^&]+/);
  const qr = page.getByRole('img', { name: /QR code of ticket/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((el) => el.getBoundingClientRect().width)).toBe(250);
});

test('buys kids tickets with Ozow', async ({ page }) => {
  await logIn(page);
  await toCheckout(page, '7', '5020');
  await page.getByRole('radio', { name: 'Kids' }).check();
  await page.getByRole('radio', { name: 'Ozow instant EFT' }).check();
  await payNow(page);
  await expect(page.getByRole('heading', { name: 'Ozow (stand-in)' })).toBeVisible();
  await expect(page.getByText('Amount to pay')).toContainText('R');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: CHECKOUT_COPY.paymentSuccessful })).toBeVisible();
});

test('cancels a payment at the provider', async ({ page }) => {
  await logIn(page);
  const seeded = await sales(page);
  await toCheckout(page, '7', '5021');
  await payNow(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/cancelled\?/);
  await expect(page.getByRole('heading', { name: CHECKOUT_COPY.paymentCancelled })).toBeVisible();
  await expect(page.getByRole('link', { name: CHECKOUT_COPY.returnHome })).toHaveAttribute(
    'href',
    '/customerdashboard',
  );
  await expectAccessible(page);
  const state = await newPurchases(page, seeded);
  expect(state.purchases.map((p) => p.status)).toEqual(['cancelled']);
});

test('pays by bank transfer with a proof of payment', async ({ page }) => {
  await logIn(page);
  await page.goto('/buy?eventid=7&ticketid=5021');
  await page.getByRole('button', { name: 'One ticket more' }).click();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Pay by bank transfer' }).click();
  await expect(page.getByRole('heading', { name: 'Pay by bank transfer' })).toBeVisible();
  await expect(page.getByLabel('Banking details')).toContainText('Account number');
  await expectAccessible(page);
  await page.getByLabel('Phone number').fill('0710000001');
  await page.getByLabel('Phone number').blur();
  await expect(page.getByLabel('Email address')).toHaveValue('customer@demo.co.za');
  await expect(page.getByLabel('Full name')).toHaveValue('Thandi Dlamini');
  await page.getByLabel(/Proof of payment/).setInputFiles({
    name: 'slip.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Submit proof of payment' }).click();
  await expect(page).toHaveURL(/\/successeft\?/);
  await expect(page.getByRole('heading', { name: CHECKOUT_COPY.processingTitle })).toBeVisible();
  await expect(page.getByText(/will be issued once the organiser approves/)).toBeVisible();
  await expectAccessible(page);
});

test('stops at the maximum, a sold-out group, an ended and an inactive event', async ({ page }) => {
  await logIn(page);
  await toCheckout(page, '7', '5021');
  const plus = page.getByRole('button', { name: 'One ticket more' });
  for (let i = 1; i < 15; i += 1) await plus.click();
  await expect(page.getByLabel('Tickets', { exact: true })).toHaveText('15');
  await plus.click();
  await expect(page.getByText("You've reached the maximum of 15")).toBeVisible();

  await page.goto('/buy?eventid=1&ticketid=5002');
  await expect(page.getByText(CHECKOUT_COPY.soldOut, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/buy?eventid=5&ticketid=5014');
  await expect(page.getByText(SALES_CLOSED_COPY.ended)).toBeVisible();
  await page.goto('/buy?eventid=24&ticketid=5071');
  await expect(page.getByText("This event isn't active right now. Please check back later.")).toBeVisible();
  await expectAccessible(page);
});

test('a large purchase goes to review and passes the one-time code step', async ({ page }) => {
  await logIn(page);
  await toCheckout(page, '1', '5001');
  const plus = page.getByRole('button', { name: 'One ticket more' });
  for (let i = 1; i < 10; i += 1) await plus.click();
  await expect(page.getByLabel('Tickets', { exact: true })).toHaveText('10');
  await payNow(page);
  await expect(page.getByRole('heading', { name: CHECKOUT_COPY.verifyTitle })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter OTP');
  await verifyWithMailedCode(page, STANDIN_URL, 'customer@demo.co.za');
  await expect(page.getByRole('heading', { name: CHECKOUT_COPY.verified })).toBeVisible();
  await expect(page.getByRole('link', { name: CHECKOUT_COPY.startNewPurchase })).toBeVisible();
  await expectAccessible(page);
});

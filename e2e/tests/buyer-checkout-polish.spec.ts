import type { Page } from '@playwright/test';
import { checkoutTotal } from '../../contract/src/domain/booking-fee.ts';
import { formatRand } from '../../contract/src/domain/money.ts';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { CHECKOUT_COPY } from '../../web/src/features/checkout/messages.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// Issue 17 (buyers): choices kept from /buy to checkout and back, why Pay is disabled, one total,
// and the order on /success. Seed: event 7 (Cape Town Sunset Sessions) sells VIP 5020 at R280.

const TERMS_REASON =
  'Tick the box to agree to the terms and conditions and the refund policy before you pay.';
const BUY = '/buy?eventid=7&ticketid=5020';
/** Rand as the page shows it, with Intl's non-breaking spaces made plain. */
const plain = (s: string | null) => (s ?? '').replace(/\s/g, ' ');

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('customer@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/customerdashboard$/);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function journey(page: Page) {
  // A long journey (buy, pay, then the tickets): more than the default 30 s on a busy machine.
  test.setTimeout(75_000);
  await logIn(page);
  await page.goto(BUY);
  const card = page.getByRole('button', { name: 'Pay by card or Ozow' });
  await expect(card).toBeDisabled();
  // The disabled buttons say why, visibly and to assistive technology.
  await expect(page.getByText(TERMS_REASON)).toBeVisible();
  await expect(card).toHaveAccessibleDescription(TERMS_REASON);
  await expect(page.getByRole('button', { name: 'Pay by bank transfer' })).toHaveAccessibleDescription(
    TERMS_REASON,
  );
  // One total, booking fee included, with the breakdown beneath it.
  await expect(page.getByText(/^Total/)).toHaveText(['Total to pay', 'Total booking fees']);
  await page.getByRole('button', { name: 'One ticket more' }).click();
  await page.getByRole('button', { name: 'One ticket more' }).click();
  await expect(page.getByLabel('Tickets', { exact: true })).toHaveText('3');
  expect(plain(await page.getByTestId('total-to-pay').textContent())).toContain(
    plain(formatRand(checkoutTotal(28000, 3))),
  );
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await expect(page.getByText(TERMS_REASON)).toBeHidden();
  await expect(card).toBeEnabled();
  await expect(page.getByLabel('Tickets', { exact: true })).toHaveText('3');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // To checkout: the quantity, group and terms come along.
  await card.click();
  await expect(page.getByRole('heading', { name: /^Checkout/ })).toBeVisible();
  await expect(page.getByLabel('Tickets', { exact: true })).toHaveText('3');
  await expect(page.getByRole('radio', { name: 'Adults' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  await expect(page.getByText(/^Total/)).toHaveText(['Total to pay', 'Total booking fees']);
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

  // The refund terms that would apply, before paying, with what a refund returns today.
  const terms = page.getByRole('region', { name: 'Refund terms for this event' });
  await expect(terms).toContainText('days or more before the event');
  await expect(terms).toContainText(
    /Asked for today, a refund would return R[\d\s,.]+ of a R[\d\s,.]+ ticket\./,
  );

  // Back to /buy and forward again, and a reload: nothing is forgotten.
  await page.goBack();
  await expect(page.getByLabel('Tickets', { exact: true })).toHaveText('3');
  await expect(page.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
  await page.goForward();
  await expect(page.getByLabel('Tickets', { exact: true })).toHaveText('3');
  await page.reload();
  await expect(page.getByLabel('Tickets', { exact: true })).toHaveText('3');
  await expect(page.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();

  // Unticking the terms at checkout says why Pay now is disabled.
  await page.getByRole('checkbox', { name: /terms and conditions/ }).uncheck();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveAccessibleDescription(TERMS_REASON);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();

  // Pay on the stand-in's PayFast page; /success shows the order as the server recorded it.
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'PayFast (stand-in)' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: CHECKOUT_COPY.paymentSuccessful })).toBeVisible();
  await expect(page).toHaveURL(/\/success\?payment=/);
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order).toContainText('Cape Town Sunset Sessions');
  await expect(order).toContainText(/\w{3}, \d{1,2} \w{3} \d{4}/);
  await expect(order).toContainText('3 × VIP');
  expect(plain(await order.textContent())).toContain(plain(formatRand(checkoutTotal(28000, 3))));
  await expect(order).toContainText('Ticket number');
  await expect(order).toContainText('Payment reference');
  await expect(page.getByRole('link', { name: 'View your tickets' })).toHaveAttribute('href', '/tickets');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // The three tickets of this purchase are told apart, each with the event's date and time.
  await page.getByRole('link', { name: 'View your tickets' }).click();
  const bought = page
    .getByRole('listitem')
    .filter({ hasText: 'Cape Town Sunset Sessions' })
    .filter({ hasText: / of 3/ });
  await expect(bought).toHaveCount(3);
  for (const n of [1, 2, 3]) await expect(bought.filter({ hasText: `Ticket ${n} of 3` })).toHaveCount(1);
  await expect(bought.first().locator('time')).toHaveText(/^\w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
}

test('keeps the choices, says why Pay is disabled, shows one total and the order after paying', async ({
  page,
}) => {
  await journey(page);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the same journey with no sideways scroll', async ({ page }) => {
    await journey(page);
  });
});

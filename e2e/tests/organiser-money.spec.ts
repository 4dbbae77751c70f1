import type { Browser, Page } from '@playwright/test';
import { PAYOUT_MESSAGES } from '../../contract/src/forms/payouts.ts';
import { ORGANISER_REFUND_MESSAGES } from '../../mocks/src/legacy/handlers/organiser-refunds.ts';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { PAYOUT_COPY, REFUND_ADMIN_COPY } from '../../web/src/features/organiser-money/messages.ts';
import { REFUND_COPY } from '../../web/src/features/refunds/messages.ts';
import { TICKETS_COPY } from '../../web/src/features/tickets/messages.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// The organiser's money after the sale. Seed: the demo organiser's event 3 (Tech Founders
// Breakfast) has sold nothing, its general ticket (5009) costs R80; event 1 sold R1 820.

async function logIn(page: Page, email: string, home: RegExp) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill(email);
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(home);
}

async function asNew(browser: Browser, email: string, home: RegExp) {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, home);
  return page;
}

/** The customer buys two general tickets of event 3 by card on the stand-in's PayFast page. */
async function buyTwo(page: Page) {
  await page.goto('/buy?eventid=3&ticketid=5009');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Pay by card or Ozow' }).click();
  await page.getByRole('button', { name: 'One ticket more' }).click();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('link', { name: 'View your tickets' })).toBeVisible();
}

const ticketLinks = (page: Page) =>
  page.getByRole('link', { name: /^View ticket .* for Tech Founders Breakfast$/ });

async function requestRefund(page: Page, index: number) {
  await page.goto('/customerdashboard');
  await ticketLinks(page).nth(index).click();
  await page.getByRole('link', { name: TICKETS_COPY.requestRefund }).click();
  await expect(page.getByText('Estimated refund')).toBeVisible();
  await page.getByLabel(REFUND_COPY.reasonLabel).selectOption('cant_attend');
  await page.getByLabel(REFUND_COPY.acknowledge).check();
  await page.getByRole('button', { name: REFUND_COPY.submit }).click();
  await expect(page.getByText(TICKETS_COPY.submitted).first()).toBeVisible();
}

test('refund rules lock at the first sale; one refund is declined with a reason, one approved', async ({
  page,
  browser,
}) => {
  // Two people, a purchase and four decisions: a long journey on a shared machine.
  test.setTimeout(150_000);
  await logIn(page, 'organiser@demo.co.za', /\/dashboard$/);
  await page.goto('/view-refund-request?eventid=3');
  await expect(page.getByText(REFUND_ADMIN_COPY.empty)).toBeVisible();
  await page.getByLabel(REFUND_ADMIN_COPY.feeType).first().selectOption('flat');
  await page.getByLabel(REFUND_ADMIN_COPY.fee).first().fill('5');
  await expectAccessible(page);
  await page.getByRole('button', { name: REFUND_ADMIN_COPY.save }).click();
  await expect(page.getByText(ORGANISER_REFUND_MESSAGES.saved)).toBeVisible();

  const customer = await asNew(browser, 'customer@demo.co.za', /\/customerdashboard$/);
  await buyTwo(customer);
  // Refunds are paid into the customer's bank account (the bank screens are tested elsewhere).
  const saved = await customer.request.put('/api/bank-details', {
    headers: { origin: new URL(customer.url()).origin },
    data: {
      details: {
        bank: 'FNB',
        customBankName: '',
        branchCode: '250655',
        accountHolder: 'Thandi Dlamini',
        accountNumber: '62001234567',
        accountType: 'cheque',
      },
      password: DEMO_PASSWORD,
    },
  });
  expect(saved.ok()).toBe(true);
  await requestRefund(customer, 0);
  // The organiser's first tier (14+ days: R5 kept) applies: R75.00 of R80.00 comes back.
  await requestRefund(customer, 1);

  await page.reload();
  await expect(page.getByText(/Your refund rules were locked on/)).toBeVisible();
  await expect(page.getByRole('button', { name: REFUND_ADMIN_COPY.save })).toHaveCount(0);
  const table = page.getByRole('table', { name: REFUND_ADMIN_COPY.requestsTitle });
  await expect(table.getByText('R75.00')).toHaveCount(2);
  await expectAccessible(page);

  await table.getByRole('button', { name: REFUND_ADMIN_COPY.decline }).first().click();
  const decline = page.getByRole('dialog', { name: REFUND_ADMIN_COPY.declineTitle });
  await decline.getByRole('button', { name: REFUND_ADMIN_COPY.decline }).click();
  await expect(decline.getByText(REFUND_ADMIN_COPY.reasonRequired)).toBeVisible();
  await expectAccessible(page);
  await decline.getByLabel(REFUND_ADMIN_COPY.declineReason).fill('The speakers are confirmed; no refunds.');
  await decline.getByRole('button', { name: REFUND_ADMIN_COPY.decline }).click();
  await expect(page.getByText(ORGANISER_REFUND_MESSAGES.declined)).toBeVisible();
  await expect(table.getByText('declined', { exact: true })).toBeVisible();

  await table.getByRole('button', { name: REFUND_ADMIN_COPY.approve }).click();
  const approve = page.getByRole('dialog', { name: REFUND_ADMIN_COPY.confirmApproveTitle });
  await expect(approve.getByText(/Approval is final/)).toBeVisible();
  await approve.getByRole('button', { name: REFUND_ADMIN_COPY.approve }).click();
  await expect(page.getByText(ORGANISER_REFUND_MESSAGES.approved)).toBeVisible();
  await expect(table.getByText(REFUND_ADMIN_COPY.noAction)).toHaveCount(2);
  await expect(table.getByText('declined', { exact: true })).toBeVisible();
  await expect(table.getByText('approved', { exact: true })).toBeVisible();

  // The customer: one ticket refunded and no longer valid, the other free to ask again.
  await customer.goto('/customerdashboard');
  const cards = customer.getByRole('listitem').filter({ hasText: 'Tech Founders Breakfast' });
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Refunded' })).toHaveCount(1);
  await customer.goto('/customerdashboard');
  const refundedCard = cards.filter({ hasText: 'Refunded' });
  await refundedCard.getByRole('link', { name: /^View ticket/ }).click();
  await expect(customer.getByText(TICKETS_COPY.refunded)).toBeVisible();
  await expect(customer.getByRole('link', { name: TICKETS_COPY.requestRefund })).toHaveCount(0);
  await expectAccessible(customer);
  await customer.goto('/customerdashboard');
  const otherCard = cards.filter({ hasNotText: 'Refunded' });
  await otherCard.getByRole('link', { name: /^View ticket/ }).click();
  await expect(customer.getByRole('link', { name: TICKETS_COPY.requestRefund })).toBeVisible();
});

test('the organiser requests a partial payout and cannot ask for more than the net', async ({ page }) => {
  await logIn(page, 'organiser@demo.co.za', /\/dashboard$/);
  await page.goto('/payout?eventid=1');
  await expect(page.getByRole('heading', { level: 1, name: /Jozi Jazz Under the Stars/ })).toBeVisible();
  const request = page.getByRole('region', { name: PAYOUT_COPY.requestTitle });
  await expect(request.getByText('R1 810.00')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(PAYOUT_COPY.amount).fill('1810.01');
  await page.getByRole('button', { name: PAYOUT_COPY.request }).click();
  await expect(page.getByText(PAYOUT_MESSAGES.exceedsNetPayout)).toBeVisible();
  await page.getByLabel(PAYOUT_COPY.amount).fill('500');
  await page.getByRole('button', { name: PAYOUT_COPY.request }).click();
  await expect(page.getByText(/Your payout request has been received/)).toBeVisible();
  await expect(request.getByText('R1 310.00')).toBeVisible();
  const summary = page.getByRole('region', { name: PAYOUT_COPY.summaryTitle });
  await expect(summary.getByText('− R500.00')).toBeVisible();

  await page.getByRole('button', { name: PAYOUT_COPY.refresh }).click();
  await expect(request.getByText('R1 310.00')).toBeVisible();
  await page.getByRole('radio', { name: PAYOUT_COPY.full }).check();
  await expectAccessible(page);
});

test('/payout fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'organiser@demo.co.za', /\/dashboard$/);
  await page.goto('/payout?eventid=1');
  await expect(page.getByRole('region', { name: PAYOUT_COPY.revenueTitle })).toBeVisible();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 390);
  await expectAccessible(page);
});

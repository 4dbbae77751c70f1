import type { Page } from '@playwright/test';
import { LEGACY_MESSAGES, ticketResentTo } from '../../mocks/src/flows/legacy-messages.ts';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { BANK_COPY } from '../../web/src/features/bank/messages.ts';
import { REFUND_COPY } from '../../web/src/features/refunds/messages.ts';
import { TICKETS_COPY } from '../../web/src/features/tickets/messages.ts';
import { TRANSACTIONS_COPY } from '../../web/src/features/transactions/messages.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// The customer's tickets, refunds, bank details and transactions, each journey from a fresh seed.

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('customer@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/customerdashboard$/);
}

/** Opens the first ticket of an event from the dashboard. */
async function openTicket(page: Page, eventName: string) {
  await page.goto('/customerdashboard');
  await page
    .getByRole('link', { name: new RegExp(`^View ticket .* for ${eventName}$`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/zoom\?eventid=\d+&ticket=[^&]+/);
  await expect(page.getByRole('heading', { level: 1, name: TICKETS_COPY.zoomHeading })).toBeVisible();
}

test('the customer sees the ticket list, searches and opens a QR ticket', async ({ page }) => {
  await logIn(page);
  const tickets = page.getByRole('region', { name: TICKETS_COPY.dashboardIntro });
  await expect(tickets.getByRole('heading', { name: 'Jozi Jazz Under the Stars' }).first()).toBeVisible();
  await expect(tickets.getByRole('listitem')).toHaveCount(13);
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'Attendee menu' })
    .getByRole('link', { name: 'Tickets' })
    .click();
  await page.getByRole('searchbox', { name: TICKETS_COPY.searchLabel }).fill('sunset');
  await expect(page.getByRole('heading', { name: 'Cape Town Sunset Sessions' })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Jozi Jazz Under the Stars' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: /Back/ }).click();
  await expect(page).toHaveURL(/\/customerdashboard$/);

  await openTicket(page, 'Jozi Jazz Under the Stars');
  const qr = page.getByRole('img', { name: /QR code of ticket/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((el) => [el.getBoundingClientRect().width, el.tagName])).toEqual([250, 'CANVAS']);
  await expect(page.getByRole('link', { name: TICKETS_COPY.requestRefund })).toBeVisible();
  await expectAccessible(page);
});

test('each refund state shows its banner, an invalid pass and disabled refunds their notices', async ({
  page,
}) => {
  await logIn(page);
  const states = [
    ['Gqeberha Gospel Night', TICKETS_COPY.refunded],
    [
      'Durban Beachfront Colour Run',
      "Refund request under review. We'll notify you once a decision is made.",
    ],
    ['Cape Town Sunset Sessions', TICKETS_COPY.submitted],
  ] as const;
  for (const [event, banner] of states) {
    await openTicket(page, event);
    await expect(page.getByText(banner)).toBeVisible();
    await expectAccessible(page);
  }
  await openTicket(page, 'Soweto Street Food Fiesta');
  await expect(page.getByText(TICKETS_COPY.qrInvalid)).toBeVisible();
  await expect(page.getByText('This pass is invalid. Refunds are not available.')).toBeVisible();
  await openTicket(page, 'Rustenburg Product Launch Gala');
  await expect(page.getByText(/The organizer has chosen to disable refund requests/)).toBeVisible();
  await expectAccessible(page);
});

test('a refund asks for bank details first, returns with what was typed, then is requested, pending and cancelled', async ({
  page,
}) => {
  await logIn(page);
  await openTicket(page, 'Jozi Jazz Under the Stars');
  await page.getByRole('link', { name: TICKETS_COPY.requestRefund }).click();
  await expect(page.getByRole('heading', { name: REFUND_COPY.title })).toBeVisible();
  await expect(page.getByText('Estimated refund')).toBeVisible();
  // No bank details on file: said before the form is filled, not after.
  await expect(page.getByRole('note')).toContainText(REFUND_COPY.bankFirst);
  await expectAccessible(page);
  const refundUrl = page.url();

  await page.getByRole('button', { name: REFUND_COPY.submit }).click();
  await expect(page.getByText('Please provide a reason for your refund request.')).toBeVisible();
  await page.getByLabel(REFUND_COPY.reasonLabel).selectOption('cant_attend');
  await page.getByLabel(REFUND_COPY.commentsLabel).fill('My flight moved');
  await page.getByLabel(REFUND_COPY.acknowledge).check();
  await page.getByRole('button', { name: REFUND_COPY.submit }).click();

  // The legacy still refuses without bank details: the spec's /b-details with its message.
  await expect(page).toHaveURL(/\/b-details$/);
  await expect(page.getByText(/add your bank details before requesting a refund/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: BANK_COPY.add }).click();
  await expect(page).toHaveURL(/\/edit-b-details$/);
  await page.getByLabel(BANK_COPY.bank).selectOption('FNB');
  await expect(page.getByLabel(BANK_COPY.branch)).toHaveValue('250655');
  await page.getByLabel(BANK_COPY.holder).fill('Thandi Dlamini');
  await page.getByLabel(BANK_COPY.number).fill('62001234567');
  await page.getByLabel(BANK_COPY.type).selectOption('cheque');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: BANK_COPY.dialogHeading });
  await dialog.getByLabel(BANK_COPY.passwordLabel).fill('wrong-password');
  await dialog.getByRole('button', { name: BANK_COPY.confirm }).click();
  await expect(dialog.getByText(LEGACY_MESSAGES.wrongPassword)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel(BANK_COPY.passwordLabel).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: BANK_COPY.confirm }).click();

  // Back on the refund, saved, with everything typed still there and no bank note any more.
  await expect(page).toHaveURL(refundUrl);
  await expect(page.getByText(LEGACY_MESSAGES.bankDetailsSaved)).toBeVisible();
  await expect(page.getByLabel(REFUND_COPY.reasonLabel)).toHaveValue('cant_attend');
  await expect(page.getByLabel(REFUND_COPY.commentsLabel)).toHaveValue('My flight moved');
  await expect(page.getByLabel(REFUND_COPY.acknowledge)).toBeChecked();
  await expect(page.getByRole('note')).toHaveCount(0);
  await page.getByRole('button', { name: REFUND_COPY.submit }).click();
  await expect(page.getByText(TICKETS_COPY.submitted)).toHaveCount(1);
  await expect(page.getByRole('button', { name: TICKETS_COPY.cancelRequest })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: TICKETS_COPY.cancelRequest }).click();
  await expect(page.getByText('Your refund request has been cancelled.')).toBeVisible();
  await expect(page.getByLabel(REFUND_COPY.reasonLabel)).toBeVisible();

  // The bank details page shows the saved account.
  await page.goto('/b-details');
  await expect(page.getByText('*******4567')).toBeVisible();
});

test('the same-day rule and the attempt limit block a refund request', async ({ page }) => {
  await logIn(page);
  await openTicket(page, 'Braamfontein Comedy Night');
  await page.getByRole('link', { name: TICKETS_COPY.requestRefund }).click();
  await expect(page.getByText(REFUND_COPY.sameDay)).toBeVisible();
  await expect(page.getByRole('button', { name: REFUND_COPY.submit })).toHaveCount(0);
  await expectAccessible(page);
  await openTicket(page, 'East London Surf & Sound');
  await expect(
    page.getByText("You've reached the maximum of 3 refund attempts. No further requests allowed."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: TICKETS_COPY.requestRefund })).toBeDisabled();
  await expectAccessible(page);
});

test('the transactions view pages by 10 and resends a ticket', async ({ page }) => {
  await logIn(page);
  await page
    .getByRole('navigation', { name: 'Attendee menu' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  await expect(page).toHaveURL(/\/transactions-view$/);
  await page.getByRole('link', { name: 'Jozi Jazz Under the Stars', exact: true }).click();
  await expect(page).toHaveURL(/\/transactions-view\?q_id=1$/);
  await expect(page.getByRole('list', { name: 'Amounts by status' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('row')).toHaveCount(11);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await page.getByLabel(TRANSACTIONS_COPY.filter, { exact: true }).selectOption('complete');
  await expect(page.getByRole('cell', { name: TRANSACTIONS_COPY.resent })).toBeVisible();
  await page
    .getByRole('button', { name: /^Resend transaction/ })
    .first()
    .click();
  await expect(page.getByText(ticketResentTo('customer@demo.co.za'))).toBeVisible();
  await expect(page.getByText(ticketResentTo('customer@demo.co.za'))).toBeHidden({ timeout: 5000 });
  await expectAccessible(page);

  await page.goto('/transactions');
  await page.getByRole('link', { name: TRANSACTIONS_COPY.details }).first().click();
  await expect(page.getByRole('heading', { name: TRANSACTIONS_COPY.detailsHeading })).toBeVisible();
  await expectAccessible(page);
});

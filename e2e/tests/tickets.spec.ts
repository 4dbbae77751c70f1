import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// The customer's tickets, refunds, bank details and transactions, each journey from a fresh seed.

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email or phone').fill('customer@demo.co.za');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/customerdashboard$/);
}

/** Opens the first ticket of an event from the dashboard. */
async function openTicket(page: Page, eventName: string) {
  await page.goto('/customerdashboard');
  await page
    .getByRole('link', { name: new RegExp(`^View ticket .* for ${eventName}$`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/zoom\?eventid=\d+&ticket=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your ticket' })).toBeVisible();
}

test('the customer sees the ticket list, searches and opens a QR ticket', async ({ page }) => {
  await logIn(page);
  const tickets = page.getByRole('region', { name: 'Your tickets' });
  await expect(tickets.getByRole('heading', { name: 'Jozi Jazz Under the Stars' }).first()).toBeVisible();
  await expect(tickets.getByRole('listitem')).toHaveCount(13);
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'Attendee menu' })
    .getByRole('link', { name: 'Tickets' })
    .click();
  await page.getByRole('searchbox', { name: 'Search tickets' }).fill('sunset');
  await expect(page.getByRole('heading', { name: 'Cape Town Sunset Sessions' })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Jozi Jazz Under the Stars' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: /Back/ }).click();
  await expect(page).toHaveURL(/\/customerdashboard$/);

  await openTicket(page, 'Jozi Jazz Under the Stars');
  const qr = page.getByRole('img', { name: /QR code of ticket/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((el) => [el.getBoundingClientRect().width, el.tagName])).toEqual([250, 'CANVAS']);
  await expect(page.getByRole('link', { name: 'Request refund' })).toBeVisible();
  await expectAccessible(page);
});

test('each refund state shows its banner, an invalid pass and disabled refunds their notices', async ({
  page,
}) => {
  await logIn(page);
  const states = [
    ['Gqeberha Gospel Night', 'This ticket has been refunded and is no longer valid.'],
    [
      'Durban Beachfront Colour Run',
      "Refund request under review. We'll notify you once a decision is made.",
    ],
    ['Cape Town Sunset Sessions', 'Refund request submitted. Awaiting review.'],
  ] as const;
  for (const [event, banner] of states) {
    await openTicket(page, event);
    await expect(page.getByText(banner)).toBeVisible();
    await expectAccessible(page);
  }
  await openTicket(page, 'Soweto Street Food Fiesta');
  await expect(page.getByText('This QR code is invalid')).toBeVisible();
  await expect(page.getByText('This pass is invalid. Refunds are not available.')).toBeVisible();
  await openTicket(page, 'Rustenburg Product Launch Gala');
  await expect(page.getByText(/The organizer has chosen to disable refund requests/)).toBeVisible();
  await expectAccessible(page);
});

test('a refund needs bank details first, then is requested, pending and cancelled', async ({ page }) => {
  await logIn(page);
  await openTicket(page, 'Jozi Jazz Under the Stars');
  await page.getByRole('link', { name: 'Request refund' }).click();
  await expect(page.getByRole('heading', { name: 'REQUEST REFUND' })).toBeVisible();
  await expect(page.getByText('Estimated refund')).toBeVisible();
  await expectAccessible(page);
  const refundUrl = page.url();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please provide a reason for your refund request.')).toBeVisible();
  await page.getByLabel('Reason for the refund').selectOption('cant_attend');
  await page.getByLabel('I have read and understand the refund policy.').check();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/b-details$/);
  await expect(page.getByText(/add your bank details before requesting a refund/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: '+ Add' }).click();
  await expect(page).toHaveURL(/\/edit-b-details$/);
  await page.getByLabel('Bank name').selectOption('FNB');
  await expect(page.getByLabel('Branch code')).toHaveValue('250655');
  await page.getByLabel('Account holder').fill('Thandi Dlamini');
  await page.getByLabel('Account number').fill('62001234567');
  await page.getByLabel('Type of account').selectOption('cheque');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your password' });
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Incorrect password. Please try again.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/b-details$/);
  await expect(page.getByText('Bank details updated successfully.')).toBeVisible();
  await expect(page.getByText('*******4567')).toBeVisible();

  await page.goto(refundUrl);
  await page.getByLabel('Reason for the refund').selectOption('cant_attend');
  await page.getByLabel('I have read and understand the refund policy.').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Refund request submitted. Awaiting review.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Request' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel Request' }).click();
  await expect(page.getByText('Your refund request has been cancelled.')).toBeVisible();
  await expect(page.getByLabel('Reason for the refund')).toBeVisible();
});

test('the same-day rule and the attempt limit block a refund request', async ({ page }) => {
  await logIn(page);
  await openTicket(page, 'Braamfontein Comedy Night');
  await page.getByRole('link', { name: 'Request refund' }).click();
  await expect(page.getByText('Refunds are not permitted on the day of the event.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expectAccessible(page);
  await openTicket(page, 'East London Surf & Sound');
  await expect(
    page.getByText("You've reached the maximum of 3 refund attempts. No further requests allowed."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request refund' })).toBeDisabled();
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
  await page.getByLabel('Status', { exact: true }).selectOption('complete');
  await expect(page.getByRole('cell', { name: 'Resent' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Resend transaction/ })
    .first()
    .click();
  await expect(page.getByText('Ticket resent to customer@demo.co.za.')).toBeVisible();
  await expect(page.getByText('Ticket resent to customer@demo.co.za.')).toBeHidden({ timeout: 5000 });
  await expectAccessible(page);

  await page.goto('/transactions');
  await page.getByRole('link', { name: 'Details' }).first().click();
  await expect(page.getByRole('heading', { name: 'Transaction details' })).toBeVisible();
  await expectAccessible(page);
});

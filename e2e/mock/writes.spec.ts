import { expect, test } from '@playwright/test';
import { SELL_MESSAGES } from '../../contract/src/forms/booster.ts';
import { CHECKOUT_COPY } from '../../web/src/features/checkout/messages.ts';
import {
  EVENT_FORM_COPY as C,
  ORGANISER_EVENTS_COPY,
} from '../../web/src/features/organiser-events/messages.ts';
import { EDIT_COPY as EDIT, PROFILE_COPY } from '../../web/src/features/profile/messages.ts';
import { BOOSTER_COPY as B } from '../../web/src/features/promoters/messages.ts';
import { TICKETS_COPY } from '../../web/src/features/tickets/messages.ts';
import { type Role, WALK_EVENT } from '../walk/routes.ts';
import { logIn } from '../walk/walk.ts';

// A front-end developer can try a whole flow in mock mode: a write changes the mock world for the
// rest of the visit, reloads included (the tab's session storage). One write per role, each seen
// on the next screen.

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test('mock mode: an organiser creates an event and finds it in My Events', async ({ page }) => {
  const name = 'Mock Mode Jazz Picnic';
  await logIn(page, 'organiser');
  await page.getByRole('link', { name: ORGANISER_EVENTS_COPY.createEvent }).click();
  await page.getByLabel(C.eventType).selectOption('music concert');
  await page.getByLabel(C.province).selectOption('gauteng');
  await page.getByLabel(C.eventName).fill(name);
  await page.getByLabel(C.venue).fill('Zoo Lake, Johannesburg');
  await page.getByLabel(C.expected).fill('120');
  await page.getByLabel(C.startDate).fill(inDays(9));
  await page.getByLabel(C.endDate).fill(inDays(9));
  await page.getByLabel(C.startTime).fill('12:00');
  await page.getByLabel(C.endTime).fill('17:00');
  await page.getByLabel(C.description).fill('Picnic blankets and a trio by the lake.');
  await page.getByRole('button', { name: C.create }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('navigation').getByRole('link', { name: 'My Events' }).first().click();
  await expect(page).toHaveURL(/\/myevents$/);
  const created = page
    .getByRole('table', { name: ORGANISER_EVENTS_COPY.eventsHeading })
    .getByRole('link', { name });
  await expect(created).toBeVisible();

  // The world outlives a reload for the rest of the visit, until the panel starts it again.
  await page.reload();
  await expect(created).toBeVisible();
  await page.locator('details[aria-label="Mock mode"] summary').click();
  await page.getByRole('button', { name: 'Start the data again' }).click();
  await expect(page.getByRole('table', { name: ORGANISER_EVENTS_COPY.eventsHeading })).toBeVisible();
  await expect(created).toHaveCount(0);
});

test('mock mode: a promoter sells at the door and the balance goes down', async ({ page }) => {
  await logIn(page, 'booster');
  const balance = page.getByText(/ZAR [\d ,.]+/).first();
  const before = await balance.textContent();
  await page.getByRole('navigation', { name: B.actions }).getByRole('link', { name: B.menu.sell }).click();
  await expect(page.getByRole('heading', { name: B.eventsTitle })).toBeVisible();
  await page.locator(`a[href*="eventdescription?eventid=${WALK_EVENT}"]`).first().click();
  // The cheapest tier: a sale must fit within the promoter's credit.
  await page.getByRole('link', { name: 'General' }).click();
  await page.getByLabel(B.fullName).fill('Walk Up Buyer');
  await page.getByLabel(B.phone).fill('0823334444');
  await page.getByLabel(B.buyerEmail).fill('walkup@example.co.za');
  await page.getByRole('button', { name: B.proceed }).click();
  await expect(page.getByText(SELL_MESSAGES.success)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Booster menu' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(balance).not.toHaveText(before ?? '');
});

for (const role of ['customer', 'affiliate'] as Role[]) {
  test(`mock mode: the ${role} edits their profile and sees the new name`, async ({ page }) => {
    const name = role === 'customer' ? 'Thandi Mock-Dlamini' : 'Lerato Mock-Mokoena';
    await logIn(page, role);
    await page.getByRole('link', { name: 'Profile' }).first().click();
    await page.getByRole('link', { name: PROFILE_COPY.edit, exact: true }).click();
    await page.getByLabel(PROFILE_COPY.name, { exact: true }).fill(name);
    await page.getByRole('button', { name: EDIT.save }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your details have been updated' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Profile' }).first().click();
    await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
  });
}

// Issue 49: a money journey ends as on `npm start`. The built mock SPA's preview turns the posted
// provider form into a GET of the provider page, which the stand-in's provider answers in the browser.
test('mock mode: a customer pays by card on the provider page and finds the ticket in /tickets', async ({
  page,
}) => {
  await logIn(page, 'customer');
  await page.goto('/buy?eventid=18&ticketid=5054');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Pay by card or Ozow' }).click();
  await expect(page.getByRole('heading', { name: /^Checkout/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'PayFast (stand-in)' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: CHECKOUT_COPY.paymentSuccessful })).toBeVisible({
    timeout: 20_000,
  });
  await page.goto('/tickets');
  await page.getByRole('searchbox', { name: TICKETS_COPY.searchLabel }).fill('mbombela');
  await expect(page.getByRole('heading', { name: 'Mbombela Baby Shower Expo' }).first()).toBeVisible({
    timeout: 30_000,
  });
});

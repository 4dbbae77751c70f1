import type { Page } from '@playwright/test';
import { EVENT_MESSAGES } from '../../contract/src/forms/events.ts';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import {
  EVENT_FORM_COPY as C,
  ORGANISER_EVENTS_COPY,
  REFUND_SETTING_COPY as R,
} from '../../web/src/features/organiser-events/messages.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// The demo organiser creates an event from /addevent, finds it on the dashboard and in /myevents,
// then allows refunds on it before any sale.

const tomorrow = () => new Date(Date.now() + 86_400_000 + 2 * 3_600_000).toISOString().slice(0, 10);

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('organiser@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function createEvent(page: Page, name: string) {
  await page.getByRole('link', { name: ORGANISER_EVENTS_COPY.createEvent }).click();
  await expect(page).toHaveURL(/\/addevent$/);
  await expect(page.getByRole('heading', { level: 1, name: C.addHeading })).toBeVisible();
  await expect(page.getByText(C.refundsNotice)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: C.create }).click();
  await expect(page.getByRole('alert')).toHaveText(EVENT_MESSAGES.eventTypeRequired);
  await expect(page.getByLabel(C.eventType)).toBeFocused();

  await page.getByLabel(C.eventType).selectOption('music concert');
  await page.getByLabel(C.province).selectOption('gauteng');
  await page.getByLabel(C.eventName).fill(name);
  await page.getByLabel(C.venue).fill('Constitution Hill, Braamfontein');
  await expect(page.getByLabel(C.theme)).toHaveValue('N/A');
  await page.getByLabel(C.expected).fill('180');
  await page.getByLabel(C.startDate).fill(tomorrow());
  await page.getByLabel(C.endDate).fill(tomorrow());
  await page.getByLabel(C.startTime).fill('17:30');
  await page.getByLabel(C.endTime).fill('21:00');
  await page.getByLabel(C.description).fill('Choirs and jazz under the old fort walls.');
  await page.getByRole('button', { name: C.create }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const table = page.getByRole('table', { name: ORGANISER_EVENTS_COPY.eventsHeading });
  await expect(table.getByRole('link', { name })).toBeVisible();
}

test('an organiser creates an event, finds it in My Events and allows refunds', async ({ page }) => {
  const name = 'Constitution Hill Choir Night';
  await logIn(page);
  await createEvent(page, name);

  await page.goto('/myevents');
  const link = page
    .getByRole('table', { name: ORGANISER_EVENTS_COPY.eventsHeading })
    .getByRole('link', { name });
  await expect(link).toBeVisible();
  const eventId = new URL((await link.getAttribute('href')) ?? '', 'http://x').searchParams.get('eventid');
  expect(eventId).toMatch(/^\d+$/);

  await page.goto(`/updateeventdetails?eventid=${eventId}`);
  await expect(page.getByLabel(C.eventName)).toHaveValue(name);
  await expect(page.getByText(R.notAllowed)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: R.allow }).click();
  await expect(page.getByText(R.allowed)).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the create and edit forms fit and create the event', async ({ page }) => {
    const name = 'Phone-made Jazz Evening';
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await logIn(page);
    await createEvent(page, name);
    await page.goto('/addevent');
    await expect(page.getByLabel(C.eventType)).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);

    await page.goto('/myevents');
    const link = page
      .getByRole('table', { name: ORGANISER_EVENTS_COPY.eventsHeading })
      .getByRole('link', { name });
    const eventId = new URL((await link.getAttribute('href')) ?? '', 'http://x').searchParams.get('eventid');
    await page.goto(`/updateeventdetails?eventid=${eventId}`);
    await expect(page.getByLabel(C.eventName)).toHaveValue(name);
    await expect(page.getByText(R.notAllowed)).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
  });
});

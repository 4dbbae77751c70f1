import type { APIRequestContext, Page } from '@playwright/test';
import { EVENT_BLOCKED_MESSAGES as BLOCKED } from '../../contract/src/domain/event-checklist.ts';
import { REGISTRATION_COPY, VERIFICATION_COPY } from '../../web/src/features/account/messages.ts';
import {
  EDIT_EVENT_COPY as E,
  STEP_LABELS,
} from '../../web/src/features/organiser-events/edit-event-messages.ts';
import {
  EVENT_FORM_COPY as F,
  ORGANISER_EVENTS_COPY as O,
  EVENT_SETUP_COPY as S,
} from '../../web/src/features/organiser-events/messages.ts';
import { STANDIN_URL } from '../playwright.config.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// Issue 10's "done when": an organiser goes from an empty account to an event with tickets and a
// poster, ready for a campaign, in the browser, on a desktop and on a 390 px phone.

/** A real 2×2 PNG, so the browser can draw the preview and the poster. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR42mP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const inThreeWeeks = () => new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function codeFor(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${STANDIN_URL}/__standin/outbox?to=${encodeURIComponent(to)}`);
      code = ((await res.json()) as { code?: string }[]).at(-1)?.code;
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

async function registerOrganiser(page: Page, request: APIRequestContext, email: string, phone: string) {
  await page.goto('/organiser-registration');
  await page.getByLabel(REGISTRATION_COPY.businessName).fill('Mzansi Live Events');
  await page.getByLabel(REGISTRATION_COPY.email).fill(email);
  await page.getByLabel(REGISTRATION_COPY.phone).fill(phone);
  await page.getByLabel(REGISTRATION_COPY.password, { exact: true }).fill('Secret123');
  await page.getByLabel(REGISTRATION_COPY.confirmPassword).fill('Secret123');
  await page.getByRole('button', { name: REGISTRATION_COPY.submit }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await page.getByLabel(VERIFICATION_COPY.code).fill(await codeFor(request, email));
  await page.getByRole('button', { name: VERIFICATION_COPY.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function journey(page: Page, request: APIRequestContext, email: string, phone: string) {
  const name = 'Mamelodi Heritage Festival';
  await registerOrganiser(page, request, email, phone);
  await expect(page.getByText(O.noEvents)).toBeVisible();
  expect(await sideways(page)).toBe(0);
  await expectAccessible(page);

  // Create the event.
  await page.getByRole('link', { name: O.createEvent }).click();
  await expect(page).toHaveURL(/\/addevent$/);
  await page.getByLabel(F.eventType).selectOption('festival');
  await page.getByLabel(F.province).selectOption('gauteng');
  await page.getByLabel(F.eventName).fill(name);
  await page.getByLabel(F.venue).fill('Mamelodi Community Centre');
  await page.getByLabel(F.expected).fill('400');
  await page.getByLabel(F.startDate).fill(inThreeWeeks());
  await page.getByLabel(F.endDate).fill(inThreeWeeks());
  await page.getByLabel(F.startTime).fill('10:00');
  await page.getByLabel(F.endTime).fill('18:00');
  await page.getByLabel(F.description).fill('Food, dance and music from every corner of Tshwane.');
  expect(await sideways(page)).toBe(0);
  await page.getByRole('button', { name: F.create }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Open it: the checklist starts at loading tickets and refuses the rest.
  const table = page.getByRole('table', { name: O.eventsHeading });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/editevent\?eventid=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const checklist = page.getByRole('list', { name: E.checklistLabel });
  await expect(checklist.locator('[aria-current="step"]')).toContainText(STEP_LABELS.tickets);
  await expectAccessible(page);
  const actions = page.getByRole('region', { name: E.actionsLabel });
  await actions.getByRole('button', { name: E.poster, exact: true }).click();
  await expect(page.getByText(BLOCKED.loadTicketsFirst)).toBeVisible();

  // Load VIP tickets for adults and kids.
  await actions.getByRole('button', { name: E.loadTickets, exact: true }).click();
  const tickets = page.getByRole('dialog', { name: E.loadTickets });
  await tickets.getByLabel(S.tier).selectOption('vip');
  await tickets.getByLabel(S.adultTickets).fill('120');
  await tickets.getByLabel(S.adultPrice).fill('0');
  await tickets.getByRole('button', { name: S.loadButton }).click();
  await expect(tickets.getByText('Ticket price cannot be empty or R0.0 for Adults')).toBeVisible();
  await tickets.getByLabel(S.adultPrice).fill('250');
  await tickets.getByLabel(S.kidsTickets).fill('40');
  await tickets.getByLabel(S.kidsPrice).fill('120.50');
  await tickets.getByRole('button', { name: S.loadButton }).click();
  await expect(tickets.getByText(S.loaded(120, 'R250.00'))).toBeVisible();
  await expect(tickets.getByText(S.loaded(40, 'R120.50'))).toBeVisible();
  expect(await sideways(page)).toBe(0);
  await expectAccessible(page);
  await tickets.getByRole('button', { name: E.close }).click();
  await expect(checklist.locator('[aria-current="step"]')).toContainText(STEP_LABELS.poster);
  await actions.getByRole('button', { name: E.campaign, exact: true }).click();
  await expect(page.getByText(BLOCKED.posterThenCampaign)).toBeVisible();

  // Upload a poster: previewed, then shown as the current one.
  await actions.getByRole('button', { name: E.poster, exact: true }).click();
  const poster = page.getByRole('dialog', { name: E.poster });
  await poster
    .getByLabel(S.posterField)
    .setInputFiles({ name: 'festival.png', mimeType: 'image/png', buffer: PNG });
  await expect(poster.getByRole('img', { name: S.preview })).toBeVisible();
  await poster.getByRole('button', { name: S.uploadButton }).click();
  await expect(poster.getByText(S.uploaded)).toBeVisible();
  const current = poster.getByRole('img', { name: S.currentPoster });
  await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  await poster.getByRole('button', { name: E.close }).click();

  // Ready for a campaign: the next step, now allowed.
  await expect(checklist.locator('[aria-current="step"]')).toContainText(STEP_LABELS.campaign);
  await actions.getByRole('button', { name: E.download, exact: true }).click();
  await expect(page.getByText(BLOCKED.campaignFirst)).toBeVisible();
  expect(await sideways(page)).toBe(0);
  await expectAccessible(page);
}

test('an organiser goes from an empty account to an event with tickets and a poster', async ({
  page,
  request,
}) => {
  await journey(page, request, 'mzansi.live@example.co.za', '0720000410');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the same journey fits the screen', async ({ page, request }) => {
    await journey(page, request, 'mzansi.phone@example.co.za', '0720000411');
  });
});

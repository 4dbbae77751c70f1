import { expect, type Page, test } from '@playwright/test';
import { SELL_MESSAGES } from '../../contract/src/forms/booster.ts';
import { AFFILIATE_PAGES_COPY as A } from '../../web/src/features/affiliates/pages-messages.ts';
import {
  EVENT_FORM_COPY as E,
  ORGANISER_EVENTS_COPY,
} from '../../web/src/features/organiser-events/messages.ts';
import { BOOSTER_COPY as B } from '../../web/src/features/promoters/messages.ts';
import { REFUND_COPY } from '../../web/src/features/refunds/messages.ts';
import { WALK_EVENT } from '../walk/routes.ts';
import { logIn, watch } from '../walk/walk.ts';

// QA replay: a write of each role through the SPA, with values QA types (not the recording's),
// answers with its recorded answer: writes are matched by the presence of their fields
// (mocks/src/wiremock/postprocess.ts). A 5xx or 'No recording' answer fails, naming the endpoint.

/** The ticket of Jozi Jazz Under the Stars whose refund the recording requested and cancelled. */
const REFUND_TICKET = { eventId: '1', ticket: '80013' };

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

async function noServerErrors(page: Page, run: () => Promise<void>): Promise<void> {
  const watcher = watch(page);
  await run();
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  expect(watcher.problems, 'answers of 5xx (a missing recording is a 502)').toEqual([]);
}

test('replay: the organiser creates an event with values of its own', async ({ page }) => {
  await noServerErrors(page, async () => {
    await logIn(page, 'organiser');
    await page.goto('/addevent');
    await page.getByLabel(E.eventType).selectOption('music concert');
    await page.getByLabel(E.province).selectOption('western cape');
    await page.getByLabel(E.eventName).fill('QA Typed This Concert');
    await page.getByLabel(E.venue).fill('Somewhere QA chose');
    await page.getByLabel(E.expected).fill('77');
    await page.getByLabel(E.startDate).fill(inAMonth());
    await page.getByLabel(E.endDate).fill(inAMonth());
    await page.getByLabel(E.startTime).fill('19:00');
    await page.getByLabel(E.endTime).fill('22:30');
    await page.getByLabel(E.description).fill('Typed on replay, answered by the recording.');
    await page.getByRole('button', { name: E.create }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('table', { name: ORGANISER_EVENTS_COPY.eventsHeading })).toBeVisible();
  });
});

test('replay: the booster logs in as the README says and sells a ticket at the door', async ({ page }) => {
  await noServerErrors(page, async () => {
    await logIn(page, 'booster');
    await page.goto(`/eventdescription?eventid=${WALK_EVENT}`);
    await page.getByRole('link', { name: 'General' }).click();
    await expect(page).toHaveURL(/\/customerpay\?eventid=1&ticketid=\d+$/);
    await page.getByRole('button', { name: B.proceed }).click();
    await page.getByLabel(B.fullName).fill('Someone QA Typed');
    await page.getByLabel(B.phone).fill('0825550199');
    await page.getByLabel(B.buyerEmail).fill('qa.typed@example.co.za');
    await page.getByRole('button', { name: B.proceed }).click();
    await expect(page.getByText(SELL_MESSAGES.success)).toBeVisible();
  });
});

test('replay: the customer requests a refund', async ({ page }) => {
  await noServerErrors(page, async () => {
    await logIn(page, 'customer');
    await page.goto(`/ticket-refund?eventid=${REFUND_TICKET.eventId}&ticket=${REFUND_TICKET.ticket}`);
    await expect(page.getByRole('heading', { name: REFUND_COPY.title })).toBeVisible();
    await page.getByLabel(REFUND_COPY.reasonLabel).selectOption('cant_attend');
    await page.getByLabel(REFUND_COPY.commentsLabel).fill('QA typed a reason');
    await page.getByLabel(REFUND_COPY.acknowledge).check();
    // The request answers with its recorded answer; the ticket read again afterwards is the
    // recording's last state (its request cancelled), as replay holds no state of its own.
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes(`/api/refunds/${REFUND_TICKET.eventId}/`),
    );
    await page.getByRole('button', { name: REFUND_COPY.submit }).click();
    expect((await answered).status()).toBeLessThan(300);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test('replay: the affiliate requests a payout', async ({ page }) => {
  await noServerErrors(page, async () => {
    await logIn(page, 'affiliate');
    await page.getByLabel(A.amount).fill('2.50');
    await page.getByRole('button', { name: A.requestPayout }).click();
    await expect(page.getByText(A.requested)).toBeVisible();
  });
});

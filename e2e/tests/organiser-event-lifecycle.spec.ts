import type { Page } from '@playwright/test';
import { EVENT_BLOCKED_MESSAGES } from '../../contract/src/domain/event-checklist.ts';
import { EVENT_STATUS_MESSAGES } from '../../contract/src/forms/event-status.ts';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { EDIT_EVENT_COPY as COPY } from '../../web/src/features/organiser-events/edit-event-messages.ts';
import { STANDIN_URL } from '../playwright.config.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// The organiser's event page (/editevent): postpone (every ticket holder is emailed), cancel,
// delete, and another organiser kept out.

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill(email);
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const actions = (page: Page) => page.getByRole('region', { name: COPY.actionsLabel });

async function changeLifecycle(page: Page, kind: 'postpone' | 'cancel', reason: string, message: string) {
  await actions(page)
    .getByRole('button', { name: kind === 'cancel' ? COPY.cancel : COPY.postpone, exact: true })
    .click();
  const dialog = page.getByRole('dialog', {
    name: kind === 'cancel' ? COPY.cancelHeading : COPY.postponeHeading,
  });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel(COPY.reason).selectOption(reason);
  await dialog.getByLabel(COPY.message).fill(message);
  await dialog
    .getByRole('button', { name: kind === 'cancel' ? COPY.confirmCancel : COPY.confirmPostpone })
    .click();
  await expect(dialog).toBeHidden();
}

test('the demo organiser postpones an event, cancels another and deletes a draft', async ({ page }) => {
  await logIn(page, 'organiser@demo.co.za');
  await page.getByRole('link', { name: 'Jozi Jazz Under the Stars' }).click();
  await expect(page).toHaveURL(/\/editevent\?eventid=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jozi Jazz Under the Stars' })).toBeVisible();
  await expect(page.getByText(/scheduled to happen on/)).toBeVisible();
  await expectAccessible(page);

  const message = 'The venue is flooded; we will share the new date soon.';
  await changeLifecycle(page, 'postpone', 'Venue cancelled', message);
  await expect(page.getByText(/This event was postponed on/)).toBeVisible();
  await expect(page.getByText(EVENT_STATUS_MESSAGES.notified)).toBeVisible();
  await expect(actions(page).getByRole('button', { name: COPY.postpone, exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // Every ticket holder of the event got the reason and the message.
  const sent = (await (await page.request.get(`${STANDIN_URL}/__standin/outbox`)).json()) as {
    to: string;
    subject: string;
    body: string;
  }[];
  const notices = sent.filter((m) => m.subject === 'Jozi Jazz Under the Stars has been postponed');
  expect(notices.map((m) => m.to).sort()).toEqual(['customer@demo.co.za', 'pieter.vdberg@example.co.za']);
  for (const m of notices) expect(m.body).toContain(message);

  await page.goto('/editevent?eventid=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Soweto Street Food Fiesta' })).toBeVisible();
  await changeLifecycle(page, 'cancel', 'Other', 'We are sorry: the fiesta will not go ahead.');
  await expect(page.getByText(/This event was cancelled on/)).toBeVisible();
  await expect(actions(page).getByRole('button', { name: COPY.resumeCampaign })).toHaveCount(0);

  await page.goto('/editevent?eventid=44');
  await expect(page.getByRole('heading', { level: 1, name: 'Newtown Craft Beer Market' })).toBeVisible();
  await actions(page).getByRole('button', { name: COPY.poster }).click();
  await expect(page.getByRole('alert')).toHaveText(EVENT_BLOCKED_MESSAGES.loadTicketsFirst);
  await actions(page).getByRole('button', { name: COPY.delete }).click();
  const confirm = page.getByRole('dialog', { name: COPY.deleteHeading });
  await confirm.getByRole('button', { name: COPY.confirmDelete }).click();
  await expect(page.getByText('Event deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/editevent?eventid=44');
  await expect(page.getByText(COPY.deleted)).toBeVisible();
});

test('another organiser cannot open the demo organiser’s event', async ({ page }) => {
  await logIn(page, 'bookings@karoosound.example.co.za');
  await page.goto('/editevent?eventid=1');
  await expect(page.getByRole('alert')).toContainText('We could not find that among your account’s records.');
  await expect(page.getByRole('heading', { level: 1, name: 'Jozi Jazz Under the Stars' })).toHaveCount(0);
  await expectAccessible(page);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the event page and its dialog fit without sideways scrolling', async ({ page }) => {
    await logIn(page, 'organiser@demo.co.za');
    await page.goto('/editevent?eventid=3');
    await expect(page.getByRole('heading', { level: 1, name: 'Tech Founders Breakfast' })).toBeVisible();
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await actions(page).getByRole('button', { name: COPY.campaign, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(EVENT_BLOCKED_MESSAGES.posterThenCampaign);
    await actions(page).getByRole('button', { name: COPY.postpone, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: COPY.postponeHeading });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});

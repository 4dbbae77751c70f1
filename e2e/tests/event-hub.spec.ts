import type { Page } from '@playwright/test';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { HUB_COPY } from '../../web/src/features/organiser-events/hub-messages.ts';
import { EVENT_FORM_COPY } from '../../web/src/features/organiser-events/messages.ts';
import { BACK_TO_EVENT } from '../../web/src/ui/copy.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// Issue 28: /editevent is the event's hub. Seed: the demo organiser's event 1 sold tickets and
// has a running campaign.

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('organiser@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('the event hub shows the event at a glance and leads to its screens and back', async ({ page }) => {
  await logIn(page);
  await page.goto('/editevent?eventid=1');
  const glance = page.getByRole('list', { name: HUB_COPY.glanceLabel });
  await expect(glance.getByText(/^\d+ \/ \d+$/)).toBeVisible();
  await expect(glance.getByText(/^R[\d ]+\.\d\d$/).first()).toBeVisible();
  await expect(page.getByRole('table', { name: HUB_COPY.salesCaption })).toBeVisible();
  await expect(page.getByText(/^Covers \d+ more /).first()).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => sideways(page)).toBeLessThanOrEqual(0);
  }
  await expectAccessible(page);

  const nav = page.getByRole('navigation', { name: HUB_COPY.linksLabel });
  await nav.getByRole('button', { name: HUB_COPY.links.buyers }).click();
  await expect(page.getByRole('dialog', { name: HUB_COPY.buyersTitle })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: HUB_COPY.close }).click();

  for (const [name, url] of [
    [HUB_COPY.links.analytics, /\/analytics\?eventid=1$/],
    [HUB_COPY.links.transactions, /\/transactions-view\?q_id=1$/],
    [HUB_COPY.links.payout, /\/payout\?eventid=1$/],
    [HUB_COPY.links.refunds, /\/view-refund-request\?eventid=1$/],
    [HUB_COPY.links.printing, /\/downloadtickets\?eventid=1$/],
  ] as const) {
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
    await page.getByRole('link', { name: new RegExp(BACK_TO_EVENT) }).click();
    await expect(page).toHaveURL(/\/editevent\?eventid=1$/);
  }
  await nav.getByRole('link', { name: HUB_COPY.links.publicPage }).click();
  await expect(page).toHaveURL(/\/event\/1\/tickets$/);
});

test('a low balance warns with a top-up link', async ({ page }) => {
  await logIn(page);
  // Seed: event 3's campaign holds R95.50, which covers 8 more R320 (VVIP) sales.
  await page.goto('/editevent?eventid=3');
  await expect(page.getByText(HUB_COPY.lowBalance)).toBeVisible();
  await expect(page.getByRole('link', { name: HUB_COPY.topUp })).toHaveAttribute(
    'href',
    '/campaign?eventid=3',
  );
  await expect(page.getByText(/^Covers 8 more VVIP · Adults sales at R320\.00/)).toBeVisible();
});

test('saving the event details says so on the event page and highlights them', async ({ page }) => {
  await logIn(page);
  await page.goto('/updateeventdetails?eventid=1');
  // The seed's events name no expected attendees; the form asks for them.
  await page.getByLabel(EVENT_FORM_COPY.expected).fill('150');
  await page.getByRole('button', { name: EVENT_FORM_COPY.save }).click();
  await expect(page).toHaveURL(/\/editevent\?eventid=1$/);
  await expect(page.getByText(EVENT_FORM_COPY.saved)).toBeVisible();
  await expect(page.locator('[data-highlight]').getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  // Said once: a reload does not say it again.
  await page.reload();
  await expect(page.getByRole('list', { name: HUB_COPY.glanceLabel })).toBeVisible();
  await expect(page.getByText(EVENT_FORM_COPY.saved)).toHaveCount(0);
});

import type { Browser, Page } from '@playwright/test';
import { CAMPAIGN_STATUS_LABELS } from '../../contract/src/domain/campaign.ts';
import { BALANCE_TRANSFER_MESSAGES as B } from '../../contract/src/forms/campaigns.ts';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { CAMPAIGNS_COPY as COPY } from '../../web/src/features/campaigns/messages.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// The organiser's campaign list (/campaigns): selection kept across a reload, Pause all / Resume
// all (the events leave and return to the public home), Devices, Unique buyers, and a past
// event's leftover balance moved once.

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('organiser@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const table = (page: Page) => page.getByRole('table', { name: COPY.title });
const rowOf = (page: Page, eventName: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByText(eventName, { exact: true }) });
const select = (page: Page, eventName: string) =>
  page.getByRole('checkbox', { name: COPY.selectOne(`${eventName} campaign`) });

/** What a guest sees on the home page. */
async function guestHome(browser: Browser) {
  const guest = await browser.newPage();
  await guest.goto('/');
  // Other events are always listed: wait for the list before reading it.
  await expect(guest.getByRole('main').locator('a[href^="/event/"]').first()).toBeVisible();
  const text = await guest.getByRole('main').innerText();
  await guest.close();
  return text;
}

test('the demo organiser pauses and resumes selected campaigns, reads devices and buyers', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A guest opens the event page once, so the campaign has a page view to count.
  // Waits for the view's answer (networkidle alone let a busy machine close the page first).
  const visitor = await browser.newPage();
  const view = visitor.waitForResponse((r) => r.url().endsWith('/api/events/1/views'));
  await visitor.goto('/event/1/tickets');
  expect(await (await view).json()).toEqual({ impression: true, click: true });
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.close();
  expect(await guestHome(browser)).toMatch(/Jozi Jazz/);

  await logIn(page);
  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: COPY.title })).toBeVisible();
  await expect(table(page)).toBeVisible();
  await expectAccessible(page);

  await select(page, 'Jozi Jazz Under the Stars').check();
  await expect(page.getByText(COPY.selected(1))).toBeVisible();
  await select(page, 'Soweto Street Food Fiesta').check();
  await expect(page.getByText(COPY.selected(2))).toBeVisible();
  // The selection is the server's: it survives a reload.
  await page.reload();
  await expect(page.getByText(COPY.selected(2))).toBeVisible();
  await expect(page.getByRole('button', { name: COPY.devices })).toBeDisabled();

  await page.getByRole('button', { name: COPY.pauseAll }).click();
  await expect(rowOf(page, 'Jozi Jazz Under the Stars')).toContainText(CAMPAIGN_STATUS_LABELS.paused);
  await expect(rowOf(page, 'Soweto Street Food Fiesta')).toContainText(CAMPAIGN_STATUS_LABELS.paused);
  const paused = await guestHome(browser);
  expect(paused).not.toMatch(/Jozi Jazz/);
  expect(paused).not.toMatch(/Soweto Stree/);

  await page.getByRole('button', { name: COPY.resumeAll }).click();
  await expect(rowOf(page, 'Jozi Jazz Under the Stars')).toContainText('Running');
  expect(await guestHome(browser)).toMatch(/Jozi Jazz/);

  await select(page, 'Soweto Street Food Fiesta').uncheck();
  await expect(page.getByText(COPY.selected(1))).toBeVisible();
  await page.getByRole('button', { name: COPY.devices }).click();
  const devices = page.getByRole('dialog', { name: COPY.devicesTitle });
  await expect(devices.getByRole('table', { name: COPY.devicesTitle })).toBeVisible();
  await expectAccessible(page);
  await devices.getByRole('button', { name: COPY.close }).click();

  await page.getByRole('button', { name: COPY.uniqueBuyers }).click();
  const buyers = page.getByRole('dialog', { name: COPY.buyersTitle });
  const first = buyers.getByRole('table', { name: COPY.buyersTitle }).getByRole('link').first();
  const name = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/customerprofile$/);
  await expect(page.getByText(name)).toBeVisible();
});

test("a past event's leftover balance moves to another event once", async ({ page }) => {
  await logIn(page);
  await page.goto('/campaigns');
  const past = rowOf(page, 'Movie Night in the Park');
  await expect(past).toContainText('Ended');
  await past.getByRole('button', { name: new RegExp(COPY.transfer) }).click();
  const dialog = page.getByRole('dialog', { name: COPY.transferTitle });
  await dialog.getByRole('button', { name: COPY.confirmTransfer }).click();
  await expect(dialog.getByText(B.targetRequired)).toBeVisible();
  await dialog.getByRole('searchbox', { name: COPY.searchLabel }).fill('jazz');
  await dialog.getByRole('radio', { name: /Jozi Jazz/ }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: COPY.confirmTransfer }).click();
  await expect(page.getByText(/has been transferred to the event/)).toBeVisible();
  await expect(past).toContainText(COPY.transferred);
  await expect(past).toContainText('R0.00');

  await past.getByRole('button', { name: new RegExp(COPY.transfer) }).click();
  await expect(page.getByText(/has already been transferred to another campaign/)).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the campaign list fits a phone screen (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  await page.goto('/campaigns');
  await expect(table(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: COPY.createCampaign }).click();
  await expect(page.getByRole('dialog', { name: COPY.selectEventTitle })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

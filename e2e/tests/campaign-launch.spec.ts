import type { Page } from '@playwright/test';
import { CAMPAIGN_STATUS_LABELS } from '../../contract/src/domain/campaign.ts';
import { CAMPAIGN_MESSAGES } from '../../contract/src/forms/campaigns.ts';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { CAMPAIGN_COPY, CAMPAIGN_PAYMENT_COPY } from '../../web/src/features/campaign-launch/messages.ts';
import { CHECKOUT_COPY } from '../../web/src/features/checkout/messages.ts';
import { EDIT_EVENT_COPY } from '../../web/src/features/organiser-events/edit-event-messages.ts';
import { prepareDraftForCampaign } from '../support/organiser-draft.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// Funding and launching a campaign (issue 11). Event 42 is one of the demo organiser's drafts:
// no tickets, no poster, no budget. The organiser loads tickets and a poster through the API
// (as issue 10's journeys do), then saves the campaign and pays its budget on the stand-in's
// PayFast page. The provider's notify credits the budget; the success page only reads it.

const EVENT = '42';
const NAME = 'Vilakazi Street Heritage Walk';

async function logIn(page: Page, email: string, landing: RegExp) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill(email);
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(landing);
}
const asOrganiser = (page: Page) => logIn(page, 'organiser@demo.co.za', /\/dashboard$/);

type CampaignPage = { budgetCents: number; balanceCents: number; status: string };
const campaignOf = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/organiser/events/${id}/campaign`)).json()) as CampaignPage;

async function saveCampaign(page: Page, name: string) {
  await page.getByRole('button', { name: CAMPAIGN_COPY.save }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.nameRequired)).toBeVisible();
  await page.getByLabel(CAMPAIGN_COPY.campaignName).fill(name);
  await page.getByLabel(CAMPAIGN_COPY.keywords).fill('heritage, soweto, walk');
  await page.getByLabel(CAMPAIGN_COPY.startDate).fill('2026-12-01');
  await page.getByLabel(CAMPAIGN_COPY.endDate).fill('2026-12-20');
  await page.getByRole('button', { name: CAMPAIGN_COPY.save }).click();
  await expect(page.getByText('Campaign saved successfully')).toBeVisible();
}

test('the organiser launches a draft’s campaign by card; the event goes live and a sale takes 3.5%', async ({
  page,
  baseURL,
}) => {
  // A long journey: two logins, two payments, axe on four pages.
  test.setTimeout(90_000);
  await asOrganiser(page);
  await prepareDraftForCampaign(page, EVENT, baseURL);

  // From the event's page, the Campaign step opens /campaign for this event.
  await page.goto(`/editevent?eventid=${EVENT}`);
  await page.getByRole('button', { name: EDIT_EVENT_COPY.campaign, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign\\?eventid=${EVENT}$`));
  await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN_COPY.title })).toBeVisible();
  await expectAccessible(page);
  await saveCampaign(page, 'Heritage walk launch');

  const budget = page.getByLabel(CAMPAIGN_COPY.budgetField);
  await budget.fill('5');
  await page.getByRole('button', { name: CAMPAIGN_COPY.payByCard }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.budgetMinimum)).toBeVisible();
  await budget.fill('150');
  await page.getByRole('button', { name: CAMPAIGN_COPY.payByCard }).click();
  await expect(page.getByRole('heading', { name: 'PayFast (stand-in)' })).toBeVisible();
  await expect(page.getByText('Amount to pay')).toContainText('R150.00');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/campaignsuccess\?eventid=42&payment=/);
  await expect(
    page.getByRole('heading', { level: 1, name: CAMPAIGN_PAYMENT_COPY.successTitle }),
  ).toBeVisible();
  await expect(page.getByText(CAMPAIGN_PAYMENT_COPY.credited(15000))).toBeVisible();
  await expectAccessible(page);
  // A reload, or the same address with a forged amount, credits nothing more.
  await page.goto(`${page.url()}&budget=99999`);
  await expect(page.getByText(CAMPAIGN_PAYMENT_COPY.credited(15000))).toBeVisible();
  expect(await campaignOf(page, EVENT)).toMatchObject({
    budgetCents: 15000,
    balanceCents: 15000,
    status: 'running',
  });

  // A guest sees the event on the public home.
  await page.context().clearCookies();
  await page.goto('/');
  await expect(page.getByText(NAME).first()).toBeVisible();

  // A customer buys one general ticket (R100.00); the campaign pays R3.50.
  const detail = (await (await page.request.get(`/api/events/${EVENT}`)).json()) as {
    ticketTypes: { id: string; tier: string }[];
  };
  const general = detail.ticketTypes.find((t) => t.tier === 'general');
  expect(general).toBeDefined();
  await logIn(page, 'customer@demo.co.za', /\/customerdashboard$/);
  await page.goto(`/buy?eventid=${EVENT}&ticketid=${general?.id}`);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Pay by card or Ozow' }).click();
  await expect(page.getByRole('heading', { name: /^Checkout/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: CHECKOUT_COPY.paymentSuccessful })).toBeVisible();

  await page.context().clearCookies();
  await asOrganiser(page);
  expect(await campaignOf(page, EVENT)).toMatchObject({ budgetCents: 15000, balanceCents: 15000 - 350 });
  await page.goto(`/campaign?eventid=${EVENT}`);
  await expect(page.getByRole('heading', { name: CAMPAIGN_COPY.topUpHeading })).toBeVisible();
  await expect(page.getByText('R146.50')).toBeVisible();
});

test('a launch cancelled at the provider lands on /campaigncancelled with the budget unchanged', async ({
  page,
}) => {
  await asOrganiser(page);
  await page.goto('/campaign?eventid=43');
  await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN_COPY.title })).toBeVisible();
  await saveCampaign(page, 'Rooftop sessions');
  await page.getByLabel(CAMPAIGN_COPY.budgetField).fill('50');
  await page.getByRole('button', { name: CAMPAIGN_COPY.payByCard }).click();
  await expect(page.getByRole('heading', { name: 'PayFast (stand-in)' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/campaigncancelled\?eventid=43&payment=/);
  await expect(
    page.getByRole('heading', { level: 1, name: CAMPAIGN_PAYMENT_COPY.cancelledTitle }),
  ).toBeVisible();
  await expect(page.getByText(CAMPAIGN_PAYMENT_COPY.unchanged)).toBeVisible();
  await expect(page.getByRole('link', { name: CAMPAIGN_PAYMENT_COPY.toDashboard })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expectAccessible(page);
  expect(await campaignOf(page, '43')).toMatchObject({ budgetCents: 0, balanceCents: 0 });
  // One status vocabulary (issue 28): a campaign never funded reads the same here and on /campaign.
  const status = page.getByRole('definition').filter({ hasText: CAMPAIGN_STATUS_LABELS.notStarted });
  await expect(status).toHaveText(CAMPAIGN_STATUS_LABELS.notStarted);
  await expect(page.getByText(CAMPAIGN_STATUS_LABELS.paused, { exact: true })).toHaveCount(0);
  await page.goto('/campaign?eventid=43');
  await expect(status).toHaveText(CAMPAIGN_STATUS_LABELS.notStarted);
});

test('/campaign fits a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await asOrganiser(page);
  for (const path of ['/campaign?eventid=1', '/campaign?eventid=42']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN_COPY.title })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  }
});

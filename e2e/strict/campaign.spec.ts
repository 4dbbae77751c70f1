import { expect, test } from '@playwright/test';
import { CAMPAIGN_MESSAGES } from '../../contract/src/forms/campaigns.ts';
import { encodeId } from '../../mocks/src/legacy/spec-strict/ids.ts';
import { CAMPAIGN_COPY, CAMPAIGN_PAYMENT_COPY } from '../../web/src/features/campaign-launch/messages.ts';
import { EDIT_EVENT_COPY } from '../../web/src/features/organiser-events/edit-event-messages.ts';
import { prepareDraftForCampaign } from '../support/organiser-draft.ts';
import { logIn } from '../walk/walk.ts';

// A campaign launched in front of a legacy written from the spec alone (the stand-in's
// spec-strict profile): the organiser loads a draft's tickets and poster, saves its campaign (read
// back from the CAMPAIGNS list, as the spec shows it) and pays the budget on the PayFast stand-in,
// which verifies the legacy's signature over every field. Event 42 is a draft of the organiser's.

const EVENT = encodeId(42);

test('spec-strict legacy: the organiser launches a draft’s campaign by card', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await logIn(page, 'organiser');
  await prepareDraftForCampaign(page, EVENT, baseURL);

  await page.goto(`/editevent?eventid=${EVENT}`);
  await page.getByRole('button', { name: EDIT_EVENT_COPY.campaign, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN_COPY.title })).toBeVisible();
  await page.getByLabel(CAMPAIGN_COPY.campaignName).fill('Heritage walk launch');
  await page.getByLabel(CAMPAIGN_COPY.keywords).fill('heritage, soweto, walk');
  await page.getByLabel(CAMPAIGN_COPY.startDate).fill('2026-12-01');
  await page.getByLabel(CAMPAIGN_COPY.endDate).fill('2026-12-20');
  await page.getByRole('button', { name: CAMPAIGN_COPY.save }).click();
  await expect(page.getByText('Campaign saved successfully')).toBeVisible();

  const budget = page.getByLabel(CAMPAIGN_COPY.budgetField);
  await budget.fill('5');
  await page.getByRole('button', { name: CAMPAIGN_COPY.payByCard }).click();
  await expect(page.getByText(CAMPAIGN_MESSAGES.budgetMinimum)).toBeVisible();
  await budget.fill('150');
  await page.getByRole('button', { name: CAMPAIGN_COPY.payByCard }).click();
  await expect(page.getByRole('heading', { name: 'PayFast (stand-in)' })).toBeVisible();
  await expect(page.getByText('Amount to pay')).toContainText('R150.00');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/campaignsuccess\?/);
  await expect(
    page.getByRole('heading', { level: 1, name: CAMPAIGN_PAYMENT_COPY.successTitle }),
  ).toBeVisible();
  await expect(page.getByText(CAMPAIGN_PAYMENT_COPY.credited(15000))).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { formatRand } from '../../contract/src/domain/money.ts';
import {
  CAMPAIGN_COPY,
  COMPOSE_COPY,
  OUTCOME_COPY,
  UPLOAD_COPY,
} from '../../web/src/features/marketing/messages.ts';
import { chooseRecipients, recipientsCsv } from '../support/sms-audience.ts';
import { logIn } from '../walk/walk.ts';

// An SMS campaign in front of a legacy written from the spec alone (the stand-in's spec-strict
// profile), whose GET-TEXT-MESSAGES answers the message's text only: the organiser uploads a
// list, writes the SMS, sees its cost on /smscampaign (what the BFF sent when saving it,
// remembered by account, not in the session cookie) and pays it on the PayFast stand-in; after
// logging in again the message still opens, and says its payment was started.

test('spec-strict legacy: the organiser pays for an SMS campaign by card', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, 'organiser');
  await page.goto('/uploaddata?type=sms');
  // 120 people: R108.00 at R0.90 each.
  await chooseRecipients(page, recipientsCsv(120), 120);
  await page.getByRole('button', { name: UPLOAD_COPY.upload }).click();

  await expect(page).toHaveURL(/\/marketing\?alias=NEWAUDIENCE&type=sms&count=120$/);
  await page.getByLabel(COMPOSE_COPY.smsLabel).fill('Gates open at 18:00 on Saturday. See you there!');
  await page.getByRole('button', { name: COMPOSE_COPY.proceed }).click();

  await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN_COPY.title })).toBeVisible();
  await expect(page.getByText(formatRand(10_800))).toBeVisible();
  await expect(page.getByText('Gates open at 18:00 on Saturday. See you there!')).toBeVisible();
  await page.getByRole('button', { name: CAMPAIGN_COPY.pay }).click();
  await expect(page.getByRole('heading', { name: 'PayFast (stand-in)' })).toBeVisible();
  await expect(page.getByText('Amount to pay')).toContainText('R108.00');
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/sms-marketing-response\?textid=[^&]+$/);
  await expect(page.getByText(OUTCOME_COPY.status)).toBeVisible();

  // This legacy's record never says it was paid: back on /smscampaign, the organiser is told a
  // payment was started, and paying again is a choice of its own.
  const textId = new URL(page.url()).searchParams.get('textid') ?? '';
  await page.goto(`/smscampaign?textid=${encodeURIComponent(textId)}`);
  await expect(page.getByText(/^You started paying for this campaign on /)).toBeVisible();
  await expect(page.getByRole('button', { name: CAMPAIGN_COPY.payAgain })).toBeEnabled();
  await expect(page.getByRole('button', { name: CAMPAIGN_COPY.pay, exact: true })).toHaveCount(0);

  // A new login (the browser's cookies gone): the message, its cost and its started payment are
  // still the organiser's.
  await page.context().clearCookies();
  await logIn(page, 'organiser');
  await page.goto(`/smscampaign?textid=${encodeURIComponent(textId)}`);
  await expect(page.getByText(formatRand(10_800))).toBeVisible();
  await expect(page.getByText(/^You started paying for this campaign on /)).toBeVisible();
  await expect(page.getByRole('button', { name: CAMPAIGN_COPY.payAgain })).toBeEnabled();
});

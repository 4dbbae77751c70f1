import type { Page } from '@playwright/test';
import { formatRand } from '../../contract/src/domain/money.ts';
import { MARKETING_MESSAGES } from '../../contract/src/forms/marketing.ts';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import {
  AUDIENCE_LABELS,
  CAMPAIGN_COPY,
  COMPOSE_COPY,
  OUTCOME_COPY,
  PICKER_COPY,
  UPLOAD_COPY,
} from '../../web/src/features/marketing/messages.ts';
import { STANDIN_URL } from '../playwright.config.ts';
import { chooseRecipients, recipientsCsv } from '../support/sms-audience.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// SMS and email marketing (issue 13, part A): an uploaded audience previewed and paid for by card
// on the stand-in's PayFast page, delivered on the provider's notify; an email sent at once.

async function asOrganiser(page: Page) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('organiser@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

type Sent = { channel: string; to: string; subject: string; body: string; attachment?: { filename: string } };
const outbox = async (page: Page) =>
  (await (await page.request.get(`${STANDIN_URL}/__standin/outbox`)).json()) as Sent[];

/** 120 people (R108.00), one bad number and one duplicate. */
const recipients = recipientsCsv(120, ['Wrong Number,12345', 'Guest0 Again,+27730000000']);

test('an organiser uploads a list, pays for an SMS by card, and each person gets it by name', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await asOrganiser(page);
  await page.goto('/do-marketing');
  await expect(page.getByRole('heading', { level: 1, name: PICKER_COPY.title })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(AUDIENCE_LABELS.NEWAUDIENCE) }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: PICKER_COPY.next }).click();
  await expect(page).toHaveURL(/\/uploaddata\?type=sms$/);

  const preview = await chooseRecipients(page, recipients, 120);
  await expect(preview.getByText(UPLOAD_COPY.invalid(1))).toBeVisible();
  await expect(preview.getByText(UPLOAD_COPY.invalidLine(122, '12345'))).toBeVisible();
  await expect(preview.getByText(UPLOAD_COPY.duplicates(1))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: UPLOAD_COPY.upload }).click();

  await expect(page).toHaveURL(/\/marketing\?alias=NEWAUDIENCE&type=sms&count=120$/);
  const text = page.getByLabel(COMPOSE_COPY.smsLabel);
  // Over 130 characters: the counter turns red and Proceed stays disabled.
  await text.fill('x'.repeat(131));
  await expect(page.getByText(COMPOSE_COPY.counter(131))).toBeVisible();
  await expect(page.getByRole('button', { name: COMPOSE_COPY.proceed })).toBeDisabled();
  await text.fill('Gates open at 18:00 on Saturday. See you there!');
  await expect(page.getByTestId('message-preview')).toHaveText(
    'Hi Thandi, Gates open at 18:00 on Saturday. See you there!',
  );
  await expect(page.getByText(formatRand(10_800))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: COMPOSE_COPY.proceed }).click();

  await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN_COPY.title })).toBeVisible();
  await expect(page.getByText(formatRand(10_800))).toBeVisible();
  await expectAccessible(page);
  const before = (await outbox(page)).length;
  await page.getByRole('button', { name: CAMPAIGN_COPY.pay }).click();
  await expect(page.getByRole('heading', { name: 'PayFast (stand-in)' })).toBeVisible();
  await expect(page.getByText('Amount to pay')).toContainText('R108.00');
  // Nothing goes out before the provider's notification.
  expect((await outbox(page)).length).toBe(before);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/sms-marketing-response\?textid=\d+$/);
  await expect(page.getByText(OUTCOME_COPY.status)).toBeVisible();
  await expectAccessible(page);
  const sms = (await outbox(page)).slice(before).filter((m) => m.channel === 'sms');
  expect(sms).toHaveLength(120);
  expect(new Set(sms.map((m) => m.to)).size).toBe(120);
  expect(sms.find((m) => m.to === '0730000007')?.body).toBe(
    'Hi Guest7, Gates open at 18:00 on Saturday. See you there!',
  );
});

test('an SMS to too few people cannot be paid for, and an email with an attachment arrives at once', async ({
  page,
}) => {
  await asOrganiser(page);
  await page.goto('/marketing?alias=EXISTINGAUDIENCE&type=sms');
  await page.getByLabel(COMPOSE_COPY.smsLabel).fill('Only a few of you');
  await page.getByRole('button', { name: COMPOSE_COPY.proceed }).click();
  await expect(page.getByText(MARKETING_MESSAGES.paymentTooSmall)).toBeVisible();
  await expect(page.getByRole('button', { name: CAMPAIGN_COPY.pay })).toBeDisabled();

  await page.goto('/sms');
  await page.getByRole('radio', { name: 'Email', exact: true }).check();
  await page.getByRole('button', { name: PICKER_COPY.next }).click();
  await expect(page).toHaveURL(/\/marketing\?alias=EXISTINGAUDIENCE&type=email$/);
  await page.getByLabel(COMPOSE_COPY.emailLabel).fill('The lineup is attached.');
  await page.getByRole('button', { name: COMPOSE_COPY.send }).click();
  await expect(page.getByText(MARKETING_MESSAGES.subjectRequired)).toBeVisible();
  await page.getByLabel(COMPOSE_COPY.subjectLabel).fill('Our lineup');
  await page.getByLabel(COMPOSE_COPY.attachmentLabel).setInputFiles({
    name: 'lineup.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% lineup\n'),
  });
  const before = (await outbox(page)).length;
  await page.getByRole('button', { name: COMPOSE_COPY.send }).click();
  await expect(page.getByText(/Your email is on its way/)).toBeVisible();
  await expectAccessible(page);
  const emails = (await outbox(page)).slice(before);
  expect(emails.length).toBeGreaterThan(0);
  for (const m of emails) {
    expect(m).toMatchObject({
      channel: 'email',
      subject: 'Our lineup',
      attachment: { filename: 'lineup.pdf' },
    });
    expect(m.body).toMatch(/^Hi \S+, The lineup is attached\.$/);
  }
});

test('the marketing screens fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await asOrganiser(page);
  for (const path of [
    '/sms',
    '/uploaddata?type=sms',
    '/marketing?alias=DATABASE&type=sms',
    '/smsmarketingcancel',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
  await expectAccessible(page);
});

import { expect, test } from '@playwright/test';
import { MARKETING_MESSAGES } from '../../contract/src/forms/marketing.ts';
import { COMPOSE_COPY, UPLOAD_COPY } from '../../web/src/features/marketing/messages.ts';
import { logIn } from '../walk/walk.ts';

// Issue 28's feedback in mock mode, where a front-end developer works with no server: a recipients
// CSV is checked when chosen and its unreadable lines named, the upload (answered by MSW) lands on
// the composer with its confirmation, and /models keeps the organiser's menu.

test('mock mode: a recipients CSV is checked when chosen, then uploaded with a confirmation', async ({
  page,
}) => {
  await logIn(page, 'organiser');
  await page.goto('/uploaddata?type=sms');
  const file = page.getByLabel(UPLOAD_COPY.fileLabel);
  await expect(file).toBeVisible();
  await file.setInputFiles({
    name: 'big.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(1024 * 1024 + 1, 'a'),
  });
  await expect(page.getByText(MARKETING_MESSAGES.fileSize)).toBeVisible();
  await file.setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name,phone\n"Thandi Mokoena,0821234567\n'),
  });
  await expect(page.getByText(UPLOAD_COPY.unreadableLine(2, 'quote'))).toBeVisible();
  await file.setInputFiles({
    name: 'guests.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name,phone\nThandi Mokoena,0821234567\nSipho Dube,0831234567\n'),
  });
  await expect(page.getByText(UPLOAD_COPY.rows(2))).toBeVisible();
  await page.getByRole('button', { name: UPLOAD_COPY.upload }).click();
  await expect(page).toHaveURL(/\/marketing\?alias=NEWAUDIENCE&type=sms&count=2$/);
  await expect(page.getByText(UPLOAD_COPY.uploaded(2))).toBeVisible();
  await expect(page.getByLabel(COMPOSE_COPY.smsLabel)).toBeVisible();
});

test('mock mode: /models opens in the organiser’s shell', async ({ page }) => {
  await logIn(page, 'organiser');
  await page.goto('/models?eventid=2');
  await expect(page.getByRole('navigation', { name: 'Organizer menu' })).toBeVisible();
});

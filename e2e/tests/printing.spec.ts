import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatRand } from '../../contract/src/domain/money.ts';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { PRINTING_COPY as COPY } from '../../web/src/features/printing/messages.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// Self-print: 8 VIP adult tickets of Soweto Street Food Fiesta (event 2, the demo organiser's)
// are prepared for R8.00, laid out 4 to a page with QR codes, printed (the print dialog is
// stubbed), downloaded as a 2-page PDF, and printed again.

declare global {
  interface Window {
    printCalls?: number;
  }
}

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('organiser@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const rand = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const printCalls = (page: Page) => page.evaluate(() => window.printCalls ?? 0);

test('the organiser prepares 8 VIP tickets, prints them 4 to a page, downloads the PDF and reprints', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    window.print = () => {
      window.printCalls = (window.printCalls ?? 0) + 1;
    };
  });
  await logIn(page);
  await page.goto('/downloadtickets?eventid=2');
  await expect(page.getByRole('heading', { level: 1, name: COPY.title })).toBeVisible();
  const before = rand(await page.getByTestId('print-balance').innerText());
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: COPY.printThis('VIP') }).check();
  await page.getByLabel('VIP Adults').fill('8');
  await expect(page.getByTestId('print-cost')).toHaveText(formatRand(800));
  await page.getByRole('button', { name: COPY.prepare }).click();

  await expect(page.getByRole('heading', { level: 1, name: COPY.previewTitle })).toBeVisible();
  await expect(page.getByText(COPY.readyCount(8))).toBeVisible();
  await expectAccessible(page);

  // The PDF of the same run, for a print shop: 8 tickets on 2 A4 pages.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: COPY.downloadPdf }).click(),
  ]);
  const bytes = await readFile((await pdf.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(2);

  await page.getByRole('button', { name: COPY.download }).click();
  const dialog = page.getByRole('dialog', { name: COPY.confirmTitle });
  await expect(dialog).toContainText(COPY.confirmBody(8));
  await dialog.getByRole('button', { name: COPY.confirm }).click();

  await expect(page).toHaveURL(/\/download\?eventid=2&reprint=no$/);
  await expect(page.getByTestId('print-page')).toHaveCount(2);
  for (const sheet of await page.getByTestId('print-page').all())
    await expect(sheet.getByTestId('printed-ticket')).toHaveCount(4);
  await expect(page.getByRole('img', { name: /QR code of ticket/ })).toHaveCount(8);
  await expect.poll(() => printCalls(page)).toBe(1);
  await expectAccessible(page);
  // Allocation is asked 3 s after the page loads.
  await page.waitForTimeout(3_500);

  await page.goto('/downloadtickets?eventid=2');
  await expect(page.getByTestId('print-balance')).toHaveText(formatRand(before - 800));
  await expect(page.getByText(COPY.printedNote(8))).toBeVisible();
  await page.getByRole('link', { name: COPY.printAgain }).click();
  await expect(page).toHaveURL(/\/download\?eventid=2&reprint=yes$/);
  await expect(page.getByTestId('printed-ticket')).toHaveCount(8);
  await expect(page.getByRole('img', { name: /QR code of ticket/ })).toHaveCount(8);
  await expect.poll(() => printCalls(page)).toBe(1);
  // A reprint costs nothing.
  await page.goto('/downloadtickets?eventid=2');
  await expect(page.getByTestId('print-balance')).toHaveText(formatRand(before - 800));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const sideways = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  test('/downloadtickets, the preview and the print page fit a 390 px screen', async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => {};
    });
    await logIn(page);
    await page.goto('/downloadtickets?eventid=2');
    await expect(page.getByRole('heading', { level: 1, name: COPY.title })).toBeVisible();
    await page.getByRole('checkbox', { name: COPY.printThis('General') }).check();
    await page.getByLabel('General Kids').fill('2');
    expect(await sideways(page)).toBe(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: COPY.prepare }).click();
    await expect(page.getByText(COPY.readyCount(2))).toBeVisible();
    expect(await sideways(page)).toBe(0);
    await page.goto('/download?eventid=2&reprint=no');
    await expect(page.getByRole('img', { name: /QR code of ticket/ })).toHaveCount(2);
    expect(await sideways(page)).toBe(0);
  });
});

test('a category ticked for printing stays ticked after a reload: the legacy heard the toggle', async ({
  page,
}) => {
  await logIn(page);
  // Event 3 (Tech Founders Breakfast): nothing printed or ticked in the seed.
  await page.goto('/downloadtickets?eventid=3');
  const general = page.getByRole('checkbox', { name: COPY.printThis('General') });
  await expect(general).not.toBeChecked();
  const toggled = page.waitForResponse((r) => r.url().includes('/printing/categories/') && r.ok());
  await general.check();
  await toggled;
  await page.reload();
  await expect(page.getByRole('checkbox', { name: COPY.printThis('General') })).toBeChecked();
  const untoggled = page.waitForResponse((r) => r.url().includes('/printing/categories/') && r.ok());
  await page.getByRole('checkbox', { name: COPY.printThis('General') }).uncheck();
  await untoggled;
  await page.reload();
  await expect(page.getByRole('checkbox', { name: COPY.printThis('General') })).not.toBeChecked();
});

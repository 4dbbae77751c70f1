import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import Papa from 'papaparse';
import {
  BUYERS_CSV,
  CUSTOMERS_CSV,
  REFUND_REQUESTS_CSV,
  TRANSACTIONS_CSV,
} from '../../contract/src/domain/csv-exports.ts';
import { CUSTOMERS_COPY } from '../../web/src/features/customers/messages.ts';
import { HUB_COPY } from '../../web/src/features/organiser-events/hub-messages.ts';
import { WALK_EVENT } from '../walk/routes.ts';
import { logIn, watch } from '../walk/walk.ts';

// QA replay: the organiser's downloads (issue 28) answer from the recording: the four CSV
// exports with their header and rows, and the event's flyer with its poster drawn in. `npm run
// record` runs this spec through WireMock's recorder too, so what it downloads is recorded.

async function download(page: Page, name: string): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  return { name: file.suggestedFilename(), body: await readFile(await file.path()) };
}

const csvRows = (body: Buffer) => {
  const text = body.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
};

test('replay: the organiser downloads the CSV exports and the flyer', async ({ page }) => {
  test.setTimeout(90_000);
  const watcher = watch(page);
  await logIn(page, 'organiser');

  await page.goto('/customers');
  await expect(page.getByRole('table', { name: CUSTOMERS_COPY.title })).toBeVisible();
  const customers = csvRows((await download(page, CUSTOMERS_COPY.export)).body);
  expect(customers[0]).toEqual(CUSTOMERS_CSV.header);
  expect(customers.length).toBeGreaterThan(1);

  await page.goto(`/editevent?eventid=${WALK_EVENT}`);
  await expect(page.getByRole('button', { name: HUB_COPY.exports.buyers, exact: true })).toBeVisible();
  const buyers = csvRows((await download(page, HUB_COPY.exports.buyers)).body);
  expect(buyers[0]).toEqual(BUYERS_CSV.header);
  expect(buyers.length).toBeGreaterThan(1);
  const transactions = csvRows((await download(page, HUB_COPY.exports.transactions)).body);
  expect(transactions[0]).toEqual(TRANSACTIONS_CSV.header);
  expect(transactions.length).toBeGreaterThan(1);
  const refunds = csvRows((await download(page, HUB_COPY.exports.refunds)).body);
  expect(refunds[0]).toEqual(REFUND_REQUESTS_CSV.header);

  const flyer = await download(page, HUB_COPY.flyer);
  expect(flyer.name).toBe(`flyer-event-${WALK_EVENT}.pdf`);
  expect(flyer.body.subarray(0, 5).toString()).toBe('%PDF-');
  // The event's JPEG poster, drawn in as it came (the QR code is a PNG).
  expect(flyer.body.toString('latin1')).toContain('/DCTDecode');

  expect(watcher.problems, 'answers of 5xx (a missing recording is a 502)').toEqual([]);
});

import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import {
  BUYERS_CSV,
  CUSTOMERS_CSV,
  REFUND_REQUESTS_CSV,
  TRANSACTIONS_CSV,
} from '../../contract/src/domain/csv-exports.ts';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { CUSTOMERS_COPY } from '../../web/src/features/customers/messages.ts';
import { HUB_COPY } from '../../web/src/features/organiser-events/hub-messages.ts';
import { REFUND_ADMIN_COPY } from '../../web/src/features/organiser-money/messages.ts';
import { TRANSACTIONS_COPY } from '../../web/src/features/transactions/messages.ts';
import { APP_URL } from '../playwright.config.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// Issue 28, CSV exports: each file has the header row and as many rows as its screen shows, and a
// buyer named '=cmd…' (sold at the door by the seed's promoter) comes out neutralised.

const FORMULA_BUYER = {
  fullName: '=cmd|calc Formula',
  phone: '0827770001',
  email: 'formula.e2e@buyers.test',
};

/** The seed's promoter sells one General adult ticket of event 1 to the formula-named buyer. */
async function sellToFormulaBuyer(page: Page) {
  const headers = { origin: APP_URL };
  const login = await page.request.post('/api/booster/session', {
    headers,
    data: { merchantId: '201', email: 'booster@demo.co.za', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const sale = await page.request.post('/api/booster/events/1/tickets/5003/sales', {
    headers,
    data: { group: 'adults', quantity: 1, ...FORMULA_BUYER },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  await page.context().clearCookies();
}

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('organiser@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Clicks the button, waits for the file and parses it (UTF-8, a byte-order mark first). */
async function download(page: Page, name: string): Promise<{ file: Download; rows: string[][] }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const text = (await readFile(path)).toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  return { file, rows };
}

/** Rows of the screen's table (cards on a phone: still one row each). */
const tableRows = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption }).locator('tbody tr').count();

test('the organiser downloads customers, buyers, transactions and refund requests as CSV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await sellToFormulaBuyer(page);
  await logIn(page);

  await page.goto('/customers');
  await expect(
    page.getByRole('table', { name: CUSTOMERS_COPY.title }).getByText(FORMULA_BUYER.fullName),
  ).toBeVisible();
  const customers = await download(page, CUSTOMERS_COPY.export);
  expect(customers.file.suggestedFilename()).toBe('customers.csv');
  expect(customers.rows[0]).toEqual(CUSTOMERS_CSV.header);
  expect(customers.rows).toHaveLength((await tableRows(page, CUSTOMERS_COPY.title)) + 1);
  const names = customers.rows.map((r) => r[0] ?? '');
  expect(names).toContain(`'${FORMULA_BUYER.fullName}`);
  expect(names.filter((n) => /^[=+\-@\t\r]/.test(n))).toEqual([]);
  await expectAccessible(page);

  await page.goto('/editevent?eventid=1');
  const buyers = await download(page, HUB_COPY.exports.buyers);
  expect(buyers.file.suggestedFilename()).toBe('buyers-event-1.csv');
  expect(buyers.rows[0]).toEqual(BUYERS_CSV.header);
  expect(buyers.rows.map((r) => r[0])).toContain(`'${FORMULA_BUYER.fullName}`);
  await page.getByRole('button', { name: HUB_COPY.links.buyers, exact: true }).click();
  await expect(page.getByRole('table', { name: HUB_COPY.buyersCaption })).toBeVisible();
  expect(buyers.rows).toHaveLength((await tableRows(page, HUB_COPY.buyersCaption)) + 1);
  await page.getByRole('dialog').getByRole('button', { name: HUB_COPY.close }).click();

  const transactions = await download(page, HUB_COPY.exports.transactions);
  expect(transactions.rows[0]).toEqual(TRANSACTIONS_CSV.header);
  expect(transactions.rows.some((r) => r[2] === "'=cmd|calc")).toBe(true);
  const refunds = await download(page, HUB_COPY.exports.refunds);
  expect(refunds.rows[0]).toEqual(REFUND_REQUESTS_CSV.header);

  await page.goto('/transactions-view?q_id=1');
  await expect(page.getByRole('table', { name: TRANSACTIONS_COPY.viewHeading })).toBeVisible();
  let shown = 0;
  for (;;) {
    shown += await tableRows(page, TRANSACTIONS_COPY.viewHeading);
    const next = page.getByRole('button', { name: 'Next' });
    if (!(await next.count()) || (await next.isDisabled())) break;
    await next.click();
  }
  expect(transactions.rows).toHaveLength(shown + 1);

  await page.goto('/view-refund-request?eventid=1');
  const table = page.getByRole('table', { name: REFUND_ADMIN_COPY.requestsTitle });
  await expect(table.or(page.getByText(REFUND_ADMIN_COPY.empty))).toBeVisible();
  const requests = (await table.count()) ? await tableRows(page, REFUND_ADMIN_COPY.requestsTitle) : 0;
  expect(refunds.rows).toHaveLength(requests + 1);
});

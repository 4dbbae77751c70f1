import type { Browser, Page } from '@playwright/test';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { ANALYTICS_COPY as COPY } from '../../web/src/features/analytics/messages.ts';
import { CHECKOUT_COPY } from '../../web/src/features/checkout/messages.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// /analytics in Chromium. Seed: the demo organiser's event 1 (Jozi Jazz Under the Stars) has 8
// tickets sold for R1 820.00, none yesterday or today; its General tier is ticket 5003 at R140.

async function logIn(page: Page, email: string, home: RegExp) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill(email);
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(home);
}

const openAnalytics = async (page: Page, eventId = '1') => {
  await page.goto(`/analytics?eventid=${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Jozi Jazz Under the Stars' })).toBeVisible();
};

/** A customer, in a browser of their own, buys one General ticket for event 1 by card. */
async function customerBuysOneTicket(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'customer@demo.co.za', /\/customerdashboard$/);
  await page.goto('/buy?eventid=1&ticketid=5003');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Pay by card or Ozow' }).click();
  await expect(page.getByRole('heading', { name: /^Checkout/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'PayFast (stand-in)' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: CHECKOUT_COPY.paymentSuccessful })).toBeVisible();
  await context.close();
}

test('the organiser sees the charts, the figures and the table, and a sale made now shows today', async ({
  page,
  browser,
}) => {
  await logIn(page, 'organiser@demo.co.za', /\/dashboard$/);
  await openAnalytics(page);
  await expect(page.getByRole('button', { name: `← ${COPY.back}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: COPY.ticketsSold })).toBeVisible();
  await expect(page.getByRole('heading', { name: COPY.totalSales })).toBeVisible();
  // recharts drew both charts.
  await expect(page.getByTestId('tickets-sold-chart').locator('svg.recharts-surface').first()).toBeVisible();
  await expect(page.getByTestId('total-sales-chart').locator('.recharts-pie-sector').first()).toBeVisible();
  await expect(page.getByText('8 of', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('R1 820.00').first()).toBeVisible();
  const movement = page.getByRole('region', { name: COPY.movement });
  await expect(movement.getByText(COPY.trend['no-sales'])).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(4);
  await expectAccessible(page);

  await page.getByRole('button', { name: COPY.table.show }).click();
  const table = page.getByRole('table', { name: COPY.table.caption });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /^VIP/ })).toContainText('R560.00');
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText('R1 820.00');
  await expectAccessible(page);

  await customerBuysOneTicket(browser);
  await openAnalytics(page);
  await expect(movement.getByText(COPY.trend.up(1, 0))).toBeVisible();
  await expect(movement.getByText('R140.00')).toBeVisible();
  await expect(page.getByText('R1 960.00').first()).toBeVisible();
  await expectAccessible(page);
});

test('an event with no sales says so and offers its page', async ({ page }) => {
  await logIn(page, 'organiser@demo.co.za', /\/dashboard$/);
  await page.goto('/analytics?eventid=3');
  await expect(page.getByRole('heading', { name: COPY.noSalesTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: COPY.toEvent })).toHaveAttribute(
    'href',
    '/editevent?eventid=3',
  );
  await expectAccessible(page);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page does not scroll sideways, the table open or not', async ({ page }) => {
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await logIn(page, 'organiser@demo.co.za', /\/dashboard$/);
    await openAnalytics(page);
    await expect(page.getByTestId('total-sales-chart').locator('.recharts-pie-sector').first()).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: COPY.table.show }).click();
    await expect(page.getByRole('table', { name: COPY.table.caption })).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});

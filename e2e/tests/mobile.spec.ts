import type { Page } from '@playwright/test';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { DEMO_PASSWORD, expect, test } from './fixtures.ts';

// On a 360 px phone no page may scroll sideways (the layouts collapse at 768 px).
test.use({ viewport: { width: 360, height: 800 } });

const GUEST_PAGES = [
  '/',
  '/explore?province=gauteng',
  '/categories',
  '/category?category=festival',
  '/national',
  '/provincial',
  '/regional',
  '/event/7/tickets',
  '/fees',
  '/budget',
  '/about',
  '/aboutsalesparnter',
  '/terms-conditions',
  '/ticketing-policy',
  '/refund-policy',
  '/privacy-policy',
  '/privacy',
  '/login',
  '/registration',
  '/customer-registration',
  '/organiser-registration',
  '/affiliate-registration',
  '/partner',
  '/password',
  '/no-such-page',
];

const CUSTOMER_PAGES = [
  '/customerdashboard',
  '/tickets',
  '/previewtickets?eventid=1',
  '/transactions',
  '/transactions-view?q_id=1',
  '/b-details',
  '/edit-b-details',
  '/profile',
  '/editprofile',
  '/feedback',
  '/likes',
  '/buy?eventid=7&ticketid=5020',
  '/eft?eventid=7&ticketid=5020&q=1',
];

/** Event 3 is the demo organiser's, public, with sales. */
const ORGANISER_PAGES = [
  '/dashboard',
  '/myevents',
  '/addevent',
  '/editevent?eventid=3',
  '/updateeventdetails?eventid=3',
  '/customers',
  '/customerprofile',
  '/campaigns',
  '/campaign?eventid=42',
  '/campaign?eventid=1',
  '/analytics?eventid=1',
  '/profile',
  '/feedback',
  '/no-such-organiser-page',
];

async function sidewaysScroll(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('guest pages fit a phone screen', async ({ page }) => {
  const wide: string[] = [];
  for (const path of GUEST_PAGES) if ((await sidewaysScroll(page, path)) > 0) wide.push(path);
  expect(wide).toEqual([]);
});

test("a customer's pages fit a phone screen", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('customer@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/customerdashboard$/);
  const wide: string[] = [];
  for (const path of CUSTOMER_PAGES) if ((await sidewaysScroll(page, path)) > 0) wide.push(path);
  expect(wide).toEqual([]);
});

test("an organiser's pages fit a phone screen", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('organiser@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const wide: string[] = [];
  for (const path of ORGANISER_PAGES) if ((await sidewaysScroll(page, path)) > 0) wide.push(path);
  expect(wide).toEqual([]);
});

test('the public event search is not on the promoter’s screens', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('searchbox', { name: 'Search events' })).toBeVisible();
  for (const path of ['/promoter', '/boosterlogin?businessid=201']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveCount(0);
  }
});

import type { Page } from '@playwright/test';
import { BOOSTER_MESSAGES } from '../../contract/src/domain/promoters.ts';
import { BOOSTER_LOGIN_MESSAGES, SELL_MESSAGES } from '../../contract/src/forms/booster.ts';
import { PROMOTER_MESSAGES } from '../../contract/src/forms/promoters.ts';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { CUSTOMERS_COPY } from '../../web/src/features/customers/messages.ts';
import { BOOSTER_COPY as B, PROMOTERS_COPY as P } from '../../web/src/features/promoters/messages.ts';
import { STANDIN_URL } from '../playwright.config.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// Promoters (issue 12A): the organiser adds a promoter with R300 credit; the promoter logs in
// through /promoter and sells two adult tickets at the door; the buyer's email carries the QR
// codes; the organiser sees the buyer; a deactivated promoter cannot sell; roles stay apart.

const PROMOTER = { email: 'zanele.e2e@promoters.test', password: 'Booster123' };
const BUYER = { name: 'Walk Up Buyer', phone: '0823334444', email: 'walkup.e2e@buyers.test' };

async function organiserLogIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('organiser@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function addPromoter(page: Page) {
  await page.goto('/boosters');
  await page.getByRole('link', { name: P.add }).first().click();
  await expect(page.getByRole('heading', { name: P.addTitle })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(P.fields.firstName).fill('Zanele');
  await page.getByLabel(P.fields.surname).fill('Dube');
  await page.getByLabel(P.fields.email).fill(PROMOTER.email);
  await page.getByLabel(P.fields.phone).fill('0735550001');
  await page.getByLabel(P.fields.credit).fill('99');
  await page.getByLabel(P.fields.password).fill(PROMOTER.password);
  await page.getByLabel(P.fields.confirmPassword).fill(PROMOTER.password);
  await page.getByRole('button', { name: P.update }).click();
  await expect(page.getByText(PROMOTER_MESSAGES.creditTooLow)).toBeVisible();
  await page.getByLabel(P.fields.credit).fill('300');
  await page.getByRole('button', { name: P.update }).click();
  await expect(page).toHaveURL(/\/boosters$/);
  await expect(page.getByRole('link', { name: 'Zanele Dube' })).toBeVisible();
  await expectAccessible(page);
}

async function boosterLogIn(page: Page) {
  await page.goto('/promoter');
  await page.getByLabel(B.searchLabel).fill('Demo');
  await page.getByRole('link', { name: 'Demo Events Co' }).click();
  await expect(page).toHaveURL(/\/boosterlogin\?businessid=201$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: B.login }).click();
  await expect(page.getByText(BOOSTER_LOGIN_MESSAGES.emailRequired)).toBeVisible();
  await page.getByLabel(B.email).fill(PROMOTER.email);
  await page.getByLabel(B.password).fill('wrong-password');
  await page.getByRole('button', { name: B.login }).click();
  await expect(page.getByText(BOOSTER_LOGIN_MESSAGES.incorrect)).toBeVisible();
  await page.getByLabel(B.password).fill(PROMOTER.password);
  await page.getByRole('button', { name: B.login }).click();
  await expect(page).toHaveURL(/\/Boosterdashboard$/);
}

test('an organiser’s promoter sells two tickets at the door; the buyer gets the QR by email', async ({
  page,
  browser,
}) => {
  // Two browsers and an axe check on each screen: longer than one page's journey.
  test.setTimeout(120_000);
  await organiserLogIn(page);
  await addPromoter(page);

  const booster = await (await browser.newContext()).newPage();
  await boosterLogIn(booster);
  await expect(booster.getByRole('heading', { name: 'ZANELE DUBE' })).toBeVisible();
  await expect(booster.getByText('ZAR 300.00').first()).toBeVisible();
  await expectAccessible(booster);
  await booster.getByRole('navigation', { name: B.actions }).getByRole('link', { name: B.menu.sell }).click();
  await expect(booster.getByRole('heading', { name: B.eventsTitle })).toBeVisible();
  await expect(booster.getByText(B.eventNotActive).first()).toBeVisible();
  await expectAccessible(booster);
  await booster.goto('/eventdescription?eventid=1');
  await expect(booster.getByText('Sold out').first()).toBeVisible();
  await expectAccessible(booster);
  await booster.getByRole('link', { name: 'General' }).click();
  await expect(booster).toHaveURL(/\/customerpay\?eventid=1&ticketid=\d+$/);
  await booster.getByRole('button', { name: B.fewer }).click();
  await expect(booster.getByText(SELL_MESSAGES.minimum)).toBeVisible();
  await booster.getByRole('button', { name: B.more }).click();
  await expect(booster.getByText(`${B.total}: R280.00`)).toBeVisible();
  // A third ticket (R420) would be more than the R300 credit: refused before the sale.
  await booster.getByRole('button', { name: B.more }).click();
  await expect(booster.getByText(BOOSTER_MESSAGES.overCredit(42_000, 30_000))).toBeVisible();
  await expect(booster.getByText(`${B.total}: R280.00`)).toBeVisible();
  await booster.getByRole('button', { name: B.proceed }).click();
  await expect(booster.getByText(SELL_MESSAGES.allFieldsRequired)).toBeVisible();
  await booster.getByLabel(B.fullName).fill(BUYER.name);
  await booster.getByLabel(B.phone).fill(BUYER.phone);
  await booster.getByLabel(B.buyerEmail).fill(BUYER.email);
  await booster.getByRole('button', { name: B.proceed }).click();
  await expect(booster.getByText(SELL_MESSAGES.success)).toBeVisible();
  await expectAccessible(booster);

  const mail = (await (
    await booster.request.get(`${STANDIN_URL}/__standin/outbox?to=${encodeURIComponent(BUYER.email)}`)
  ).json()) as { body: string }[];
  expect(mail.at(-1)?.body).toMatch(/QR ticket 2: [\w-]+\.[\w-]+/);

  // R300 less R280 leaves R20 (under R30): the dashboard greys Sell tickets with the spec's words.
  await booster.goto('/boosterdashboard');
  await expect(booster.getByText(BOOSTER_MESSAGES.lowCredit)).toBeVisible();

  await page.goto('/customers');
  await page.getByLabel(CUSTOMERS_COPY.searchLabel).fill('walkup.e2e');
  await expect(page.getByText(BUYER.email)).toBeVisible();
});

test('a deactivated promoter cannot sell; a promoter and an organiser keep to their own screens', async ({
  page,
  browser,
}) => {
  // Two browsers and an axe check on each screen: longer than one page's journey.
  test.setTimeout(120_000);
  await organiserLogIn(page);
  // The demo's second promoter is inactive: a red cross, and no selling.
  await page.goto('/promoters-list');
  await expect(page.getByText(P.inactive).first()).toBeVisible();
  await page.getByRole('link', { name: 'Sipho Ndlovu' }).click();
  await expect(page.getByRole('heading', { name: P.editTitle })).toBeVisible();
  await page.getByRole('button', { name: P.deactivate }).click();
  await expect(page.getByRole('button', { name: P.activate })).toBeVisible();
  await expectAccessible(page);
  // The organiser cannot use a booster's endpoints.
  expect((await page.request.get('/api/booster/account')).status()).toBe(403);

  const booster = await (await browser.newContext()).newPage();
  await booster.goto('/boosterlogin?businessid=201');
  await booster.getByLabel(B.email).fill('booster@demo.co.za');
  await booster.getByLabel(B.password).fill(DEMO_PASSWORD);
  await booster.getByRole('button', { name: B.login }).click();
  await expect(booster.getByText(BOOSTER_MESSAGES.inactive)).toBeVisible();
  await booster.goto('/accountstatus');
  await expect(booster.getByText(BOOSTER_MESSAGES.accountNotActive)).toBeVisible();
  await expectAccessible(booster);
  // The API refuses the sale too, whatever the page shows.
  const sale = await booster.request.post('/api/booster/events/1/tickets/5003/sales', {
    headers: { origin: new URL(booster.url()).origin },
    data: { group: 'adults', fullName: BUYER.name, phone: BUYER.phone, email: BUYER.email, quantity: 1 },
  });
  expect(sale.status()).toBe(422);
  // A promoter reaches no organiser or customer endpoint, nor their screens.
  for (const url of ['/api/organiser/promoters', '/api/organiser/events', '/api/tickets', '/api/profile'])
    expect((await booster.request.get(url)).status(), url).toBe(403);
  await booster.goto('/dashboard');
  await expect(booster).toHaveURL(/\/Boosterdashboard$/);

  // Deleting asks first, says it is final, and then the promoter is gone from the list.
  await page.getByRole('button', { name: P.delete }).click();
  await expect(page.getByText('This cannot be undone')).toBeVisible();
  await page.getByRole('button', { name: P.confirmDeleteButton }).click();
  await expect(page).toHaveURL(/\/boosters$/);
  await expect(page.getByRole('link', { name: 'Sipho Ndlovu' })).toHaveCount(0);
});

test('the booster screens fit a phone screen (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/promoter');
  await page.getByRole('link', { name: 'Demo Events Co' }).click();
  await page.getByLabel(B.email).fill('booster@demo.co.za');
  await page.getByLabel(B.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: B.login }).click();
  await expect(page).toHaveURL(/\/Boosterdashboard$/);
  const wide: string[] = [];
  for (const path of [
    '/Boosterdashboard',
    '/boosterprofile',
    '/accountstatus',
    '/selltickets',
    '/eventdescription?eventid=1',
    '/customerpay?eventid=1&ticketid=5003',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)) wide.push(path);
  }
  expect(wide).toEqual([]);
  // No booster in the session: its screens go home.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/selltickets');
  await expect(page).toHaveURL(/\/$/);
});

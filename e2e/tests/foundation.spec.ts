import { LEGACY_MESSAGES } from '../../mocks/src/flows/legacy-messages.ts';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { BROWSE_COPY } from '../../web/src/features/browse/messages.ts';
import { EVENT_COPY } from '../../web/src/features/event/messages.ts';
import { STANDIN_URL } from '../playwright.config.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

test.describe('a guest browses', () => {
  test('filters by province and category, searches and opens an event', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: BROWSE_COPY.allEvents })).toBeVisible();
    const grid = page.locator('a[href^="/event/"]').first();
    await expect(grid).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'gauteng', exact: true }).click();
    await expect(page).toHaveURL(/province=gauteng/);
    await expect(page.getByRole('heading', { level: 1, name: 'Events in gauteng' })).toBeVisible();
    await expect(page.locator('a[href^="/event/"]').first()).toBeVisible();

    // The filters combine: a category keeps the chosen province.
    await page.getByRole('link', { name: 'food festival', exact: true }).click();
    await expect(page).toHaveURL(/province=gauteng/);
    await expect(page).toHaveURL(/category=food\+festival|category=food%20festival/);
    await expect(page.getByRole('link', { name: /Soweto Street Food Fiesta/ })).toBeVisible();

    await page.getByRole('searchbox', { name: BROWSE_COPY.searchLabel }).fill('Sunset');
    const result = page.getByRole('link', { name: /Cape Town Sunset Sessi/ }).first();
    await expect(result).toBeVisible();
    await expectAccessible(page);
    await result.click();

    await expect(page).toHaveURL(/\/event\/\d+\/tickets/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cape Town Sunset Sessions' })).toBeVisible();
    await expect(page.getByText(EVENT_COPY.guestPrompt)).toBeVisible();
    await expectAccessible(page);
  });

  test('sees the spec message when a search finds nothing', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: BROWSE_COPY.searchLabel }).fill('zzzz-nothing');
    await expect(page.getByText('No match found for "zzzz-nothing"')).toBeVisible();
  });

  test('gets a proper page for an unknown path', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible(page);
  });

  test('is told the service is unreachable instead of waiting forever', async ({ page, request }) => {
    await request.post(`${STANDIN_URL}/__standin/chaos`, { data: { mode: 'reset' } });
    await page.goto('/?province=limpopo');
    await expect(page.getByRole('alert')).toContainText(/unreachable/i);
    // The failed calls may have opened the BFF's circuit breaker (10 s): the next test starts
    // once the service answers again.
    await request.post(`${STANDIN_URL}/__standin/chaos`, { data: { mode: 'off' } });
    await expect
      .poll(async () => (await request.get('/api/categories?limit=2')).status(), { timeout: 15_000 })
      .toBe(200);
  });
});

const logins = [
  { email: 'customer@demo.co.za', partner: false, lands: '/customerdashboard' },
  { email: 'organiser@demo.co.za', partner: false, lands: '/dashboard' },
  { email: 'partner@demo.co.za', partner: true, lands: '/in' },
];

test.describe('demo accounts log in and out', () => {
  for (const { email, partner, lands } of logins) {
    test(`${email} lands on ${lands} and logs out to /login`, async ({ page }) => {
      await page.goto('/login');
      await expectAccessible(page);
      await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill(email);
      await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
      if (partner) await page.getByLabel("I'm an affiliate partner").check();
      await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${lands}$`));
      await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('navigation', { name: 'Account' }).getByRole('button').click();
      await page.getByRole('link', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.goto(lands);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('shows the validation messages and the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
    await expect(page.getByRole('alert')).toHaveText('Email or phone required');
    await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('customer@demo.co.za');
    await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
    await expect(page.getByRole('alert')).toHaveText('Password is required');
    await page.getByLabel(ACCOUNT_COPY.password).fill('wrong-password');
    await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(LEGACY_MESSAGES.loginFailed);
  });
});

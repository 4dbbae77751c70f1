import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { BROWSE_COPY } from '../../web/src/features/browse/messages.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// The public pages a guest lands on come rendered from the BFF (bff/src/lib/server-render.ts):
// their content is in the first response, and the app takes that HTML over without painting it
// again.

test.describe('without JavaScript, a guest still reads', () => {
  test.use({ javaScriptEnabled: false });

  test('the home with its events, an event with its tickets, the fees', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: BROWSE_COPY.allEvents })).toBeVisible();
    await expect(page.getByRole('link', { name: /Cape Town Sunset Sessions/ }).first()).toBeVisible();
    // The first posters are in the HTML, asked for first.
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(2);

    await page.goto('/event/7/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Cape Town Sunset Sessions' })).toBeVisible();
    await expect(page.getByText(/VIP/).first()).toBeVisible();

    await page.goto('/fees');
    await expect(page.getByRole('heading', { level: 1, name: 'Fees and pricing' })).toBeVisible();
  });

  test('the login form, which cannot be sent before the app runs it', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: ACCOUNT_COPY.submit })).toBeDisabled();
    await expect(page.getByLabel(ACCOUNT_COPY.password)).toBeDisabled();
    await expect(page.getByRole('main').locator('form')).toHaveAttribute('method', 'post');
  });
});

test('the app takes a rendered page over without errors, and it works as before', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const response = await page.goto('/');
  expect(await response?.text()).toContain('id="ssr-data"');

  // Once the app runs the page, the search works (the box is enabled only then).
  const search = page.getByRole('searchbox', { name: BROWSE_COPY.searchLabel });
  await expect(search).toBeEnabled();
  await search.fill('Sunset');
  await expect(page.getByRole('link', { name: /Cape Town Sunset Sessions/ }).first()).toBeVisible();

  // A filter navigates inside the app.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('link', { name: 'gauteng', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events in gauteng' })).toBeVisible();
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// Issue 17 (buyers): the parts built so far, each as a user meets it.

test('logging in from an event page comes back to the event', async ({ page }) => {
  await page.goto('/event/7/tickets');
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('customer@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/event\/7\/tickets$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectAccessible(page);
});

test('a cut event name shows … and keeps the whole name for screen readers', async ({ page }) => {
  await page.goto('/');
  const cut = page.getByRole('region', { name: 'Event list' }).locator('a:has([title])');
  await expect(cut.first()).toBeVisible();
  const card = cut.first();
  const title = (await card.locator('[title]').first().getAttribute('title')) ?? '';
  expect(title.length).toBeGreaterThan(13);
  await expect(card).toHaveAccessibleName(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(card.locator('[aria-hidden="true"]').first()).toHaveText(`${title.slice(0, 13)}…`);
  await expectAccessible(page);
});

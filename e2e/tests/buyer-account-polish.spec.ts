import type { Page } from '@playwright/test';
import { LOGIN_MESSAGES, REGISTRATION_MESSAGES } from '../../contract/src/forms/index.ts';
import { ACCOUNT_COPY, REGISTRATION_COPY as R } from '../../web/src/features/account/messages.ts';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures.ts';

// Issue 17, items 9, 11 and 12: transactions that fit, a common password refused, the affiliate
// login hint and the affiliate header's spacing.

async function logIn(page: Page, who: string, partner = false) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill(who);
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  if (partner) await page.getByRole('switch', { name: ACCOUNT_COPY.partnerToggle }).check();
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Nothing wider than the window, and the table (or its cards) inside it. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const table = document.querySelector('table');
    const box = table?.getBoundingClientRect();
    return {
      doc: document.documentElement.scrollWidth,
      win: window.innerWidth,
      tableRight: box ? box.right : 0,
      tableScroll: table ? table.scrollWidth - table.clientWidth : 0,
    };
  });
  expect(widths.doc).toBeLessThanOrEqual(widths.win);
  expect(widths.tableRight).toBeLessThanOrEqual(widths.win);
  expect(widths.tableScroll).toBeLessThanOrEqual(1);
}

// 1024 px too: beside the side menu the table turns into cards by its own width there.
for (const [width, height] of [
  [1280, 800],
  [1024, 768],
  [390, 844],
] as const) {
  test(`transactions at ${width} px: no sideways scroll, South African dates, the pending refund`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await logIn(page, 'customer@demo.co.za');
    await page.goto('/transactions');
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect(table).toBeVisible();
    await expectNoSidewaysScroll(page);
    const dates = table.locator('td[data-label="Date"]');
    await expect(dates.first()).toHaveText(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
    );
    await expect(table).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(
      table.locator('td[data-label="Refund status"]', { hasText: /^Pending$/ }).first(),
    ).toBeVisible();
    // The last column is on screen, not clipped.
    const last = table.locator('td[data-label="Details"]').first();
    const box = await last.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
  });
}

test("registration refuses 'password' after the spec's checks", async ({ page }) => {
  await page.goto('/customer-registration');
  await page.getByLabel(R.firstName).fill('Sipho');
  await page.getByLabel(R.surname).fill('Ndlovu');
  await page.getByLabel(R.email).fill('sipho.e2e@example.co.za');
  await page.getByLabel(R.phone).fill('0720000199');
  await page.getByLabel(R.password, { exact: true }).fill('password');
  await page.getByLabel(R.confirmPassword).fill('password');
  await page.getByRole('button', { name: R.submit }).click();
  await expect(page.getByRole('alert')).toContainText(REGISTRATION_MESSAGES.passwordTooCommon);
  await expect(page).toHaveURL(/\/customer-registration$/);
  await expectAccessible(page);
});

test('an affiliate without the toggle is pointed at it; the header keeps its menu off the logo', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill('partner@demo.co.za');
  await page.getByLabel(ACCOUNT_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Incorrect email/phone or password');
  await expect(alert).toContainText(LOGIN_MESSAGES.affiliateHint);
  await expect(page.getByRole('switch', { name: ACCOUNT_COPY.partnerToggle })).toHaveAccessibleDescription(
    LOGIN_MESSAGES.affiliateHint,
  );
  await expectAccessible(page);

  await page.getByRole('switch', { name: ACCOUNT_COPY.partnerToggle }).check();
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(/\/in$/);
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    const gap = await page.evaluate(() => {
      const brand = document.querySelector('header a[href="/"]')?.getBoundingClientRect();
      const buttons = Array.from(document.querySelectorAll('header button')).map((b) =>
        b.getBoundingClientRect(),
      );
      const account = buttons.filter((b) => b.width > 0).sort((a, b) => b.right - a.right)[0];
      return brand && account
        ? { between: account.left - brand.right, right: window.innerWidth - account.right }
        : null;
    });
    expect(gap).not.toBeNull();
    // Well apart from the logo, and against the far edge (within the bar's padding).
    expect(gap?.between ?? 0).toBeGreaterThan(width > 768 ? 200 : 40);
    expect(gap?.right ?? 999).toBeLessThan(80);
    await expectAccessible(page);
  }
});

test('the refund request fits a 390 px phone: long reasons and names wrap, nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'customer@demo.co.za');
  await page.goto('/tickets');
  await page
    .getByRole('link', { name: /^View ticket .* for Jozi Jazz Under the Stars$/ })
    .first()
    .click();
  await page.getByRole('link', { name: /Request refund/i }).click();
  await expect(page.getByRole('note')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

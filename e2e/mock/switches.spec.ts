import { expect, test } from '@playwright/test';
import { BROWSE_COPY } from '../../web/src/features/browse/messages.ts';

// What a front-end developer relies on besides the data: failures chosen by a switch, and a mock
// mode that says so when it cannot start instead of quietly calling a server.

test('?mock=error makes every answer fail, and ?mock=off brings them back', async ({ page }) => {
  await page.goto('/?mock=error');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /unreachable/i })
      .first(),
  ).toBeVisible();
  await expect(page.locator('details[aria-label="Mock mode"]')).toContainText('error');

  await page.goto('/?mock=off');
  await expect(page.getByRole('heading', { level: 1, name: BROWSE_COPY.allEvents })).toBeVisible();
  await expect(page.locator('a[href^="/event/"]').first()).toBeVisible();
});

test("?mock=empty&mock-endpoint= empties one endpoint's lists only", async ({ page }) => {
  await page.goto('/?mock=empty&mock-endpoint=/api/events');
  await expect(page.getByRole('heading', { level: 1, name: BROWSE_COPY.allEvents })).toBeVisible();
  await expect(page.locator('main a[href^="/event/"]')).toHaveCount(0);
  // Provinces come from another endpoint and still list.
  await expect(page.getByRole('link', { name: /^gauteng$/i }).first()).toBeVisible();
  await page.goto('/?mock=off');
});

test('the mock panel picks a slow answer', async ({ page }) => {
  await page.goto('/?mock=off');
  await page.locator('details[aria-label="Mock mode"] summary').click();
  await page.getByLabel('Answers').selectOption('slow');
  await page.goto('/categories');
  await expect(page.locator('main [data-spinner]').first()).toBeVisible();
  await expect(page.locator('main [data-spinner]')).toHaveCount(0, { timeout: 10_000 });
  await page.goto('/?mock=off');
});

test.describe('in a browser where the worker cannot register', () => {
  test.use({ serviceWorkers: 'block' });

  test('the page says mock mode did not start and calls no server', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto('/login');
    await expect(page.getByRole('alert')).toHaveText('Mock mode did not start');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    expect(apiCalls).toEqual([]);
  });
});

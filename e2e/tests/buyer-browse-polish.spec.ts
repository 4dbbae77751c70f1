import type { Page } from '@playwright/test';
import { BROWSE_COPY } from '../../web/src/features/browse/messages.ts';
import { EMPTY_STATE_NEXT } from '../../web/src/ui/copy.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// Issue 17 (buyers), items 3, 4, 10 and 13: the header search's results page, combined filters,
// the footer, Try again after a failed load, empty states' next step and the /fees worked example.

const h1 = (name: string) => ({ level: 1, name, exact: true }) as const;

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    });

    test('Enter in the header search opens the results page, with its empty state', async ({ page }) => {
      await page.goto('/');
      const box = page.getByRole('searchbox', { name: BROWSE_COPY.searchLabel });
      await box.fill('jazz');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=jazz$/);
      await expect(page.getByRole('heading', h1(BROWSE_COPY.resultsHeading('jazz')))).toBeVisible();
      const results = page.getByRole('region', { name: BROWSE_COPY.resultsHeading('jazz') });
      await expect(results.getByRole('link', { name: /Jozi Jazz Under the Stars/ })).toHaveAttribute(
        'href',
        '/event/1/tickets',
      );
      await noSidewaysScroll(page);
      await expectAccessible(page);

      await box.fill('zzqqxx');
      await page.getByRole('button', { name: BROWSE_COPY.searchButton }).click();
      await expect(page).toHaveURL(/\/search\?q=zzqqxx$/);
      const empty = page.getByRole('region', { name: BROWSE_COPY.resultsHeading('zzqqxx') });
      await expect(empty.getByText(BROWSE_COPY.noMatchFor('zzqqxx'))).toBeVisible();
      await noSidewaysScroll(page);
      await expectAccessible(page);
      await empty.getByRole('link', { name: EMPTY_STATE_NEXT }).click();
      await expect(page.getByRole('heading', h1(BROWSE_COPY.allEvents))).toBeVisible();
    });

    test('province and category filters combine; an empty pair leads back to every event', async ({
      page,
    }) => {
      await page.goto('/');
      const filters = page.getByRole('complementary', { name: 'Filters' });
      await filters.getByRole('link', { name: 'western cape', exact: true }).click();
      await expect(page.getByRole('heading', h1(BROWSE_COPY.eventsIn('western cape')))).toBeVisible();
      await filters.getByRole('link', { name: 'music festival', exact: true }).click();
      await expect(page).toHaveURL(/province=western\+cape/);
      await expect(page).toHaveURL(/category=music\+festival/);
      await expect(
        page.getByRole('heading', h1(BROWSE_COPY.combined('music festival', 'western cape'))),
      ).toBeVisible();
      const list = page.getByRole('region', { name: 'Event list' });
      await expect(list.getByRole('link', { name: /Cape Town Sunset Sessions/ })).toBeVisible();
      await expect(list.getByRole('link', { name: /East London Surf/ })).toHaveCount(0);
      // The chosen chip keeps its contrast on hover (axe checks the hovered colours too).
      await filters.getByRole('link', { name: 'music festival', exact: true }).hover();
      await noSidewaysScroll(page);
      await expectAccessible(page);

      await page.goto('/?province=mpumalanga&category=music+festival');
      await expect(list.getByText(BROWSE_COPY.noEventsInCategory)).toBeVisible();
      await noSidewaysScroll(page);
      await expectAccessible(page);
      await list.getByRole('link', { name: EMPTY_STATE_NEXT }).click();
      await expect(page.getByRole('heading', h1(BROWSE_COPY.allEvents))).toBeVisible();
    });

    test('a failed load offers Try again, which loads the events', async ({ page }) => {
      // The events of a home the BFF renders come in its HTML and are not read again
      // (decision 0053): the home's own read is the one made when a visitor moves to it in the app.
      await page.goto('/fees');
      await expect(page.getByRole('heading', h1('Fees and pricing'))).toBeVisible();
      // The app has taken the page over (the header's search waits for it): the link is the app's.
      await expect(page.getByRole('searchbox').first()).toBeEnabled();
      let failed = false;
      await page.route(
        (url) => url.pathname === '/api/events',
        async (route) => {
          if (!failed) {
            failed = true;
            await route.abort('internetdisconnected');
          } else {
            await route.continue();
          }
        },
      );
      await page.getByRole('link', { name: 'Tix home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('alert')).toContainText('Check your connection');
      await noSidewaysScroll(page);
      await expectAccessible(page);
      await page.getByRole('button', { name: BROWSE_COPY.tryAgain }).click();
      await expect(
        page.getByRole('region', { name: 'Event list' }).getByRole('link', { name: /Jozi Jazz/ }),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    test("the footer's links open their pages", async ({ page }) => {
      await page.goto('/');
      const footer = page.getByRole('navigation', { name: 'Footer' });
      const expected: [string, string, string][] = [
        ['Terms and conditions', '/terms-conditions', 'Terms and conditions'],
        ['Ticketing policy', '/ticketing-policy', 'Ticketing policy'],
        ['Refund policy', '/refund-policy', 'Refund policy'],
        ['Privacy policy', '/privacy-policy', 'Privacy policy'],
        ['Fees and pricing', '/fees', 'Fees and pricing'],
        ['About Tix', '/about', 'About Tix'],
        ['Affiliate programme', '/aboutsalesparnter', 'The Tix Affiliate Program'],
      ];
      for (const [label, path, heading] of expected) {
        await footer.getByRole('link', { name: label }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', h1(heading))).toBeVisible();
      }
      await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/feedback');
      await noSidewaysScroll(page);
      await expectAccessible(page);
    });

    test('/fees works through a R150 ticket for the buyer and the organiser', async ({ page }) => {
      await page.goto('/fees');
      const buyer = page.getByRole('table', { name: 'The buyer: one R150.00 ticket' });
      await expect(buyer.getByRole('row', { name: /The buyer pays/ })).toContainText('R161.81');
      const organiser = page.getByRole('table', { name: 'The organiser: the same ticket sold' });
      await expect(organiser.getByRole('row', { name: /Service fee/ })).toContainText('R5.25');
      await noSidewaysScroll(page);
      await expectAccessible(page);
    });
  });
}

import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { STANDIN_URL } from '../playwright.config.ts';

/**
 * No serious or critical axe violation on the page as it is now.
 *
 * Legacy mode runs axe in the page itself (the app has no cross-origin frames) instead of
 * finishing the run in a new blank page, and only violations are gathered (what the check reads):
 * 0.8-0.9 s per check instead of 2.4-3.2 s on a 2-core CI machine, over ~160 checks a run.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

export const DEMO_PASSWORD = 'Demo1234!';

/** Every test starts from a fresh seed. */
export const test = base.extend<{ fresh: undefined }>({
  fresh: [
    async ({ request }, use) => {
      const res = await request.post(`${STANDIN_URL}/__standin/reset`);
      expect(res.ok()).toBe(true);
      await use(undefined);
    },
    { auto: true },
  ],
});
export { expect };

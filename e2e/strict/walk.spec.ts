import { expect, type Page, test } from '@playwright/test';
import { encodeId } from '../../mocks/src/legacy/spec-strict/ids.ts';
import { BOOSTER_COPY } from '../../web/src/features/promoters/messages.ts';
import { type Role, WALK_ORGANISER } from '../walk/routes.ts';
import { DEMO_PASSWORD, LANDING, logIn, openRoute, README_LOGINS, watch } from '../walk/walk.ts';
import { STRICT_WALK } from './routes.ts';

// The product in front of the spec-strict stand-in (a legacy written from the spec alone): every
// spec route of every role opens with content, with no 5xx, as on the rich stand-in.

/** The walk's login, but the promoter's organiser is picked by the opaque id the app shows. */
async function logInStrict(page: Page, role: Role): Promise<void> {
  if (role !== 'booster') return logIn(page, role);
  await page.goto('/promoter');
  await page.getByLabel(BOOSTER_COPY.searchLabel).fill('Demo');
  await page.getByRole('link', { name: 'Demo Events Co' }).click();
  await expect(page).toHaveURL(new RegExp(`/boosterlogin\\?businessid=${encodeId(WALK_ORGANISER)}$`));
  await page.getByLabel(BOOSTER_COPY.email).fill(README_LOGINS.booster.login);
  await page.getByLabel(BOOSTER_COPY.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: BOOSTER_COPY.login }).click();
  await expect(page).toHaveURL(LANDING.booster, { timeout: 15_000 });
}

for (const role of Object.keys(STRICT_WALK) as Role[]) {
  test(`spec-strict legacy: every ${role} route opens with content`, async ({ page }) => {
    const routes = STRICT_WALK[role];
    test.setTimeout(30_000 + routes.length * 8_000);
    const watcher = watch(page);
    // Not failures of the walk (a screen may show a refusal with content), but what an operator
    // reading this run wants next to them: every /api answer of 4xx, by route.
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/') && response.status() >= 400 && response.status() < 500)
        console.log(`[${role}] ${page.url()}: ${response.status()} from ${url.pathname}${url.search}`);
    });
    await logInStrict(page, role);
    const problems: string[] = [];
    for (const route of routes) problems.push(...(await openRoute(page, route, watcher)));
    expect(problems, `routes of the ${role} that did not open on the spec-strict legacy`).toEqual([]);
  });
}

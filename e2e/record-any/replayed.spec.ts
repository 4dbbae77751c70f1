import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { paths } from '../../web/src/lib/paths.ts';
import { LANDING, openRoute, watch } from '../walk/walk.ts';

// A recording of a legacy we did not write (the spec-strict stand-in), replayed: each test account
// logs in with the stand-in login the recording gave it (its real login is not in the recording),
// with any password, and its screens open with content, no 5xx and no 'No recording'.

const SCREENS = {
  customer: { login: 'customer@replay.invalid', routes: ['customerDashboard', 'tickets', 'profile'] },
  organiser: {
    login: 'business@replay.invalid',
    routes: ['dashboard', 'myEvents', 'campaigns', 'customers'],
  },
} as const;

async function logIn(page: Page, login: string, role: keyof typeof SCREENS) {
  await page.goto('/login');
  await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill(login);
  await page.getByLabel(ACCOUNT_COPY.password).fill('whatever QA types');
  await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  await expect(page).toHaveURL(LANDING[role], { timeout: 15_000 });
}

for (const role of Object.keys(SCREENS) as (keyof typeof SCREENS)[]) {
  test(`a recorded ${role} reads its own screens on replay`, async ({ page }) => {
    const { login, routes } = SCREENS[role];
    const watcher = watch(page);
    await logIn(page, login, role);
    const problems: string[] = [];
    for (const key of routes) {
      const path = paths[key as keyof typeof paths];
      problems.push(...(await openRoute(page, { path, url: path }, watcher)));
    }
    expect(problems, `${role} screens that did not open on the replayed recording`).toEqual([]);
  });
}

import { expect, type Page, type Response } from '@playwright/test';
import { ACCOUNT_COPY } from '../../web/src/features/account/messages.ts';
import { BOOSTER_COPY } from '../../web/src/features/promoters/messages.ts';
import { type Role, WALK_ORGANISER, type WalkRoute } from './routes.ts';

// Walks routes as a person would (full page loads, the README's demo logins) and says, per route,
// what went wrong: a page error, an `/api` answer of 5xx (a missing recording on replay is a 502,
// a missing mock handler a 501), or no heading in the page's main content.

export const DEMO_PASSWORD = 'Demo1234!';
/** The README's demo logins, exactly as it spells them. */
export const README_LOGINS: Record<Exclude<Role, 'guest'>, { login: string; partner?: boolean }> = {
  customer: { login: 'customer@demo.co.za' },
  organiser: { login: 'organiser@demo.co.za' },
  affiliate: { login: 'partner@demo.co.za', partner: true },
  booster: { login: 'booster@demo.co.za' },
};
/** Where each role lands after logging in. */
export const LANDING: Record<Exclude<Role, 'guest'>, RegExp> = {
  customer: /\/customerdashboard$/,
  organiser: /\/dashboard$/,
  affiliate: /\/in$/,
  booster: /\/Boosterdashboard$/i,
};

/**
 * Who logs in, when not the README's demo login: a recording's stand-in login (any password on
 * replay), or the promoter's organisation by the id the legacy gives it (opaque on spec-strict).
 */
export interface LoginAs {
  login?: string;
  password?: string;
  businessId?: string;
  /** The promoter's organisation as the picker lists it, and what is typed to find it. */
  organisation?: { name: string; search: string };
}

/** The seed's organisation of the README's promoter. */
const DEMO_ORGANISATION = { name: 'Demo Events Co', search: 'Demo' };

export async function logIn(page: Page, role: Role, as: LoginAs = {}): Promise<void> {
  if (role === 'guest') return;
  const { partner } = README_LOGINS[role];
  const login = as.login ?? README_LOGINS[role].login;
  const password = as.password ?? DEMO_PASSWORD;
  if (role === 'booster') {
    const businessId = as.businessId ?? WALK_ORGANISER;
    const organisation = as.organisation ?? DEMO_ORGANISATION;
    await page.goto('/promoter');
    // The list answers the search after a pause in typing: the link is clicked once the search has
    // answered, so every run makes the same calls (a recording replays only the calls it saw).
    const searched = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/merchants' && url.searchParams.get('search') === organisation.search;
    });
    await page.getByLabel(BOOSTER_COPY.searchLabel).fill(organisation.search);
    await searched;
    await page.getByRole('link', { name: organisation.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/boosterlogin\\?businessid=${businessId}$`));
    await page.getByLabel(BOOSTER_COPY.email).fill(login);
    await page.getByLabel(BOOSTER_COPY.password).fill(password);
    await page.getByRole('button', { name: BOOSTER_COPY.login }).click();
  } else {
    await page.goto('/login');
    await page.getByLabel(ACCOUNT_COPY.emailOrPhone).fill(login);
    await page.getByLabel(ACCOUNT_COPY.password).fill(password);
    if (partner) await page.getByLabel(ACCOUNT_COPY.partnerToggle).check();
    await page.getByRole('button', { name: ACCOUNT_COPY.submit }).click();
  }
  await expect(page).toHaveURL(LANDING[role], { timeout: 15_000 });
}

/** Records what a page does wrong while it is open: page errors and failed `/api` answers. */
export function watch(page: Page): { problems: string[]; reset(): void } {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message.split('\n')[0]}`));
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/') || response.status() < 500) return;
    const what = `${response.request().method()} ${url.pathname}${url.search}`;
    problems.push(`${response.status()} from ${what}`);
    void response
      .json()
      .then((body: { detail?: string }) => body.detail && problems.push(`  ${what}: ${body.detail}`))
      .catch(() => undefined);
  });
  return { problems, reset: () => problems.splice(0) };
}

/** Opens one route; returns what was wrong with it (empty when it opened with content). */
export async function openRoute(
  page: Page,
  route: WalkRoute,
  watcher: ReturnType<typeof watch>,
): Promise<string[]> {
  watcher.reset();
  await page.goto(route.url);
  const heading = page.locator('main h1, main h2').first();
  const found = await heading
    .waitFor({ state: 'visible', timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  // Whatever the page asked for on arrival has answered (or failed), and nothing is still loading.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const settled = await page
    .locator('main [data-spinner]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  const problems = [...watcher.problems];
  if (!found) problems.push('no heading in <main>');
  if (!settled) problems.push('still loading after 15 s');
  const body = await page
    .locator('main')
    .innerText()
    .catch(() => '');
  if (/No recording|No mock handler/.test(body))
    problems.push(`says: ${body.match(/No (recording|mock handler)[^\n]*/)?.[0]}`);
  return problems.map((p) => `${route.url} (${route.path}): ${p}`);
}

/** Walks every route of a role; returns every problem found, each naming its route. */
export async function walkRole(
  page: Page,
  role: Role,
  routes: WalkRoute[],
  as: LoginAs = {},
): Promise<string[]> {
  const watcher = watch(page);
  await logIn(page, role, as);
  const problems: string[] = [];
  for (const route of routes) problems.push(...(await openRoute(page, route, watcher)));
  return problems;
}

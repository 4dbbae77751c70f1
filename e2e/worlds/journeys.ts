import { expect, type Page } from '@playwright/test';
import { SELL_MESSAGES } from '../../contract/src/forms/booster.ts';
import { EVENT_FORM_COPY } from '../../web/src/features/organiser-events/messages.ts';
import { EDIT_COPY, PROFILE_COPY } from '../../web/src/features/profile/messages.ts';
import { BOOSTER_COPY } from '../../web/src/features/promoters/messages.ts';
import { paths } from '../../web/src/lib/paths.ts';
import { type Role, WALK_EVENT, WALK_RECRUIT } from '../walk/routes.ts';
import { logIn } from '../walk/walk.ts';

// One journey per role, written once and run in any world (the stand-in behind the BFF, mock mode
// in the browser): log in, make the role's write, then read the screens that should show it. What
// a journey returns is what those screens said, as plain text, so two worlds can be compared.

/** What one screen showed: its address and the lines of its main content. */
export interface ScreenView {
  url: string;
  lines: string[];
}
export type JourneyView = ScreenView[];

/**
 * What legitimately differs between two runs of the same journey: the clock's time of day (each
 * world seeds at its own start), the origin (each server picks its port), and the random hex
 * reference a new sale gets (the seed's own references, SEED12 and the like, stay).
 */
export function normalise(text: string, origin: string): string {
  return text
    .replaceAll(origin, '<origin>')
    .replace(/\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?\b/g, '<time>')
    .replace(/^[0-9A-F]{6}(?=\t)/gm, '<reference>');
}

/** Opens `url` fully (a reload, as a person following a link from elsewhere) and reads <main>. */
export async function readScreen(page: Page, url: string): Promise<ScreenView> {
  await page.goto(url);
  return readCurrent(page);
}

/** Reads <main> once the screen has its heading and nothing in it is loading any more. */
async function readCurrent(page: Page): Promise<ScreenView> {
  const main = page.getByRole('main');
  await expect(main.locator('h1, h2').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(main.locator('[data-spinner], [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Some figures and links arrive after the rest (a second call, a drawn QR code): read until two
  // reads a moment apart agree.
  let text = await main.innerText();
  for (let tries = 0; tries < 20; tries++) {
    await page.waitForTimeout(400);
    const again = await main.innerText();
    if (again === text) break;
    text = again;
  }
  const { origin, pathname, search } = new URL(page.url());
  const lines = normalise(text, origin)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return { url: `${pathname}${search}`, lines };
}

/** The organiser renames the walk's event: its hub, the dashboard and My Events show the new name. */
async function organiser(page: Page): Promise<JourneyView> {
  await logIn(page, 'organiser');
  await page.goto(`${paths.updateEventDetails}?eventid=${WALK_EVENT}`);
  const name = page.getByLabel(EVENT_FORM_COPY.eventName);
  await name.fill('Worlds Apart Jazz Night');
  // The seed's events name no expected attendees; the form asks for them.
  await page.getByLabel(EVENT_FORM_COPY.expected).fill('150');
  await page.getByRole('button', { name: EVENT_FORM_COPY.save }).click();
  await expect(page).toHaveURL(new RegExp(`/editevent\\?eventid=${WALK_EVENT}$`));
  await expect(page.getByText(EVENT_FORM_COPY.saved)).toBeVisible();
  return [
    await readCurrent(page),
    await readScreen(page, paths.dashboard),
    await readScreen(page, paths.myEvents),
    await readScreen(page, `${paths.editEvent}?eventid=${WALK_EVENT}`),
  ];
}

/**
 * The promoter sells at the door: their dashboard (credit), the event's stock and their account
 * status move; then the organiser's hub of that event shows the promoter's sale.
 */
async function booster(page: Page): Promise<JourneyView> {
  await logIn(page, 'booster');
  const before = [await readCurrent(page)];
  await page.goto(`${paths.eventDescription}?eventid=${WALK_EVENT}`);
  // The cheapest tier: a sale must fit within the promoter's credit.
  await page.getByRole('link', { name: 'General' }).click();
  await page.getByLabel(BOOSTER_COPY.fullName).fill('Walk Up Buyer');
  await page.getByLabel(BOOSTER_COPY.phone).fill('0823334444');
  await page.getByLabel(BOOSTER_COPY.buyerEmail).fill('walkup@example.co.za');
  await page.getByRole('button', { name: BOOSTER_COPY.proceed }).click();
  await expect(page.getByText(SELL_MESSAGES.success)).toBeVisible();
  const after = [
    await readScreen(page, paths.boosterDashboard),
    await readScreen(page, `${paths.eventDescription}?eventid=${WALK_EVENT}`),
    await readScreen(page, paths.accountStatus),
    await readScreen(page, paths.sellTickets),
  ];
  // A promoter's log out lands on the login page.
  await page.goto(paths.logout);
  await expect(page).toHaveURL(new RegExp(`(${paths.loggedOut}|${paths.login})$`));
  await logIn(page, 'organiser');
  return [
    ...before,
    ...after,
    await readScreen(page, `${paths.editEvent}?eventid=${WALK_EVENT}`),
    await readScreen(page, `${paths.transactionsView}?q_id=${WALK_EVENT}`),
    await readScreen(page, paths.promotersList),
  ];
}

/** The customer renames themselves: the profile and the dashboard show it; tickets and likes too. */
async function customer(page: Page): Promise<JourneyView> {
  await logIn(page, 'customer');
  await page.goto(paths.editProfile);
  await page.getByLabel(PROFILE_COPY.name, { exact: true }).fill('Thandi Worlds-Dlamini');
  await page.getByRole('button', { name: EDIT_COPY.save }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details have been updated' })).toBeVisible();
  return [
    await readScreen(page, paths.profile),
    await readScreen(page, paths.customerDashboard),
    await readScreen(page, paths.tickets),
    await readScreen(page, paths.likes),
    await readScreen(page, paths.transactions),
  ];
}

/** The partner reads its landing, its recruits and one recruit's wallet (it writes nothing here). */
async function affiliate(page: Page): Promise<JourneyView> {
  await logIn(page, 'affiliate');
  return [
    await readCurrent(page),
    await readScreen(page, paths.recruits),
    await readScreen(page, paths.myRecruits),
    await readScreen(page, `${paths.wallet}?recruitid=${WALK_RECRUIT}`),
  ];
}

/** The guest browses: the home page, an event's tickets and a search. */
async function guest(page: Page): Promise<JourneyView> {
  return [
    await readScreen(page, paths.home),
    await readScreen(page, `/event/${WALK_EVENT}/tickets`),
    await readScreen(page, '/search?q=jazz'),
  ];
}

export const JOURNEYS: Record<Role, (page: Page) => Promise<JourneyView>> = {
  guest,
  customer,
  organiser,
  affiliate,
  booster,
};

import { type Browser, expect, test } from '@playwright/test';
import { TICKETS_COPY } from '../../web/src/features/tickets/messages.ts';
import { WORLDS, WORLDS_STANDIN_URL } from '../playwright.worlds.config.ts';
import type { Role } from '../walk/routes.ts';
import { JOURNEYS, type JourneyView } from './journeys.ts';

// Mock mode behaves like the product: each role's journey (e2e/worlds/journeys.ts) runs on the
// stand-in behind the BFF and on mock mode, both from the seed, and every screen it reads must
// show the same thing in both.

/**
 * Lines only one world can show, each with its reason. The offline tickets' mark: mock mode never
 * registers the app's own service worker, because MSW's worker holds that slot
 * (web/src/lib/offline-tickets.ts), so tickets are never saved for offline there.
 */
const ONE_WORLD_ONLY = [TICKETS_COPY.savedOffline];

const comparable = (view: JourneyView): JourneyView =>
  view.map((screen) => ({
    ...screen,
    lines: screen.lines.filter((line) => !ONE_WORLD_ONLY.some((only) => line.includes(only))),
  }));

async function run(browser: Browser, role: Role, baseURL: string): Promise<JourneyView> {
  const context = await browser.newContext({ baseURL });
  try {
    return await JOURNEYS[role](await context.newPage());
  } finally {
    await context.close();
  }
}

for (const role of Object.keys(JOURNEYS) as Role[]) {
  test(`the ${role}'s journey shows the same screens on mock mode as on the stand-in`, async ({
    browser,
    request,
  }) => {
    // The stand-in's world outlives a journey; mock mode's starts from the seed in each new tab.
    expect((await request.post(`${WORLDS_STANDIN_URL}/__standin/reset`)).ok()).toBe(true);
    const standin = comparable(await run(browser, role, WORLDS.standin));
    const mock = comparable(await run(browser, role, WORLDS.mock));
    for (const [i, screen] of standin.entries()) {
      expect(mock[i], `${role}: ${screen.url} on mock mode`).toEqual(screen);
    }
    expect(mock).toHaveLength(standin.length);
  });
}

import { expect, test } from '@playwright/test';
import { encodeId } from '../../mocks/src/legacy/spec-strict/ids.ts';
import { type Role, WALK_ORGANISER } from '../walk/routes.ts';
import { logIn, openRoute, watch } from '../walk/walk.ts';
import { STRICT_WALK } from './routes.ts';

// The product in front of the spec-strict stand-in (a legacy written from the spec alone): every
// spec route of every role opens with content, with no 5xx, as on the rich stand-in.

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
    // The promoter picks its organiser by the opaque id the app shows.
    await logIn(page, role, { businessId: encodeId(WALK_ORGANISER) });
    const problems: string[] = [];
    for (const route of routes) problems.push(...(await openRoute(page, route, watcher)));
    expect(problems, `routes of the ${role} that did not open on the spec-strict legacy`).toEqual([]);
  });
}

import { expect, test } from '@playwright/test';
import { type Role, WALK } from '../walk/routes.ts';
import { walkRole } from '../walk/walk.ts';

// Mock mode (`npm run dev:mock`): the SPA built with `--mode mock`, served by Vite's preview, MSW
// answering in the browser, no stand-in and no BFF. Every spec route of every role opens with
// content, and every `/api` answer came from the worker: no request left the browser for a server.

for (const role of Object.keys(WALK) as Role[]) {
  test(`mock mode: every ${role} route opens with content`, async ({ page }) => {
    test.setTimeout(30_000 + WALK[role].length * 8_000);
    const escaped: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/') && !response.fromServiceWorker())
        escaped.push(`${response.request().method()} ${url.pathname} reached a server`);
    });
    const problems = await walkRole(page, role, WALK[role]);
    expect(problems, `routes of the ${role} that did not open in mock mode`).toEqual([]);
    expect(escaped).toEqual([]);
  });
}

import { expect, test } from '@playwright/test';
import { type Role, WALK } from '../walk/routes.ts';
import { walkRole } from '../walk/walk.ts';

// Mock mode (`npm run dev:mock`): the SPA built with `--mode mock`, served by Vite's preview, MSW
// answering in the browser, no stand-in and no BFF. Every spec route of every role opens with
// content, and no request leaves the browser for a server.

for (const role of Object.keys(WALK) as Role[]) {
  test(`mock mode: every ${role} route opens with content`, async ({ page }) => {
    test.setTimeout(30_000 + WALK[role].length * 8_000);
    const problems = await walkRole(page, role, WALK[role]);
    expect(problems, `routes of the ${role} that did not open in mock mode`).toEqual([]);
  });
}

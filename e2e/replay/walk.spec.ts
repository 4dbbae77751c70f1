import { expect, test } from '@playwright/test';
import { type Role, WALK } from '../walk/routes.ts';
import { walkRole } from '../walk/walk.ts';

// QA replay: the SPA served by a BFF whose legacy is WireMock serving mocks/wiremock
// (LEGACY_REPLAY=true), logged in with the README's demo logins. Every spec route of every role
// opens with content, with no 5xx and no 'No recording' answer; a failure names the route and the
// endpoint. `npm run record` walks this same spec against the stand-in (through WireMock's
// recorder) after the write journeys, so whatever is walked here was recorded.

for (const role of Object.keys(WALK) as Role[]) {
  test(`replay: every ${role} route opens with content`, async ({ page }) => {
    test.setTimeout(30_000 + WALK[role].length * 8_000);
    const problems = await walkRole(page, role, WALK[role]);
    expect(problems, `routes of the ${role} that did not open on replay`).toEqual([]);
  });
}

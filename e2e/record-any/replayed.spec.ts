import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { STRICT_WALK } from '../strict/routes.ts';
import type { Role } from '../walk/routes.ts';
import { logIn, openRoute, watch } from '../walk/walk.ts';
import { PROMOTER_BUSINESS, RECORD_ROLE, recordingFolder } from './accounts.ts';

// A recording of a legacy we did not write (the spec-strict stand-in, recorded while Chromium
// walked every route of every role through it: serve-recorded-legacy.ts), replayed by WireMock:
// each role logs in with the stand-in login the recording's logins.json gives it (its real login is
// not in the recording) and any password, and every route of the walk, with the spec-strict
// legacy's opaque ids, opens with content, with no 5xx and no 'No recording'.

/** logins.json as `npm run record -- --target` writes it: each test account's stand-in login. */
interface Logins {
  testAccounts: Record<string, string>;
  password: string;
}

const logins = (): Logins =>
  JSON.parse(readFileSync(join(recordingFolder(), 'logins.json'), 'utf8')) as Logins;

/**
 * The promoter's organisation as the recording names it: the scrubber replaced the names in it
 * ('Demo Events Co' reads 'Namea Nameb Co' on replay), so it is looked up by its id in the
 * replayed list, and found by its first word, as the recording searched it ('Demo', scrubbed alike).
 */
async function recordedOrganisation(page: Page): Promise<{ name: string; search: string }> {
  const answer = await page.request.get('/api/merchants');
  expect(answer.ok(), 'the replayed organisations list answers').toBe(true);
  const found = ((await answer.json()) as { id: string; name: string }[]).find(
    (m) => m.id === PROMOTER_BUSINESS,
  );
  expect(found, `the replayed list holds the promoter's organisation ${PROMOTER_BUSINESS}`).toBeDefined();
  const name = found?.name ?? '';
  return { name, search: name.split(' ')[0] ?? name };
}

for (const role of Object.keys(STRICT_WALK) as Role[]) {
  test(`a recorded ${role}: every route opens on replay`, async ({ page }) => {
    const routes = STRICT_WALK[role];
    test.setTimeout(30_000 + routes.length * 8_000);
    const watcher = watch(page);
    if (role !== 'guest') {
      const login = logins().testAccounts[RECORD_ROLE[role]];
      expect(login, `logins.json names the recorded ${role}'s login`).toMatch(/@replay\.invalid$/);
      await logIn(page, role, {
        login,
        password: 'whatever QA types',
        businessId: PROMOTER_BUSINESS,
        ...(role === 'booster' ? { organisation: await recordedOrganisation(page) } : {}),
      });
    }
    const problems: string[] = [];
    for (const route of routes) problems.push(...(await openRoute(page, route, watcher)));
    expect(problems, `routes of the ${role} that did not open on the replayed recording`).toEqual([]);
  });
}

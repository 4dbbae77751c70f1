import { encodeId } from '../../mocks/src/legacy/spec-strict/ids.ts';
import type { RecordAccounts, RecordRole } from '../../mocks/src/wiremock/journeys/reads.ts';
import { type Role, WALK_ORGANISER } from '../walk/routes.ts';
import { DEMO_PASSWORD, README_LOGINS } from '../walk/walk.ts';

// Who the recording of the spec-strict legacy logs in as (the stand-in's README demo logins, its
// only documented accounts), under the test-account roles of `npm run record`: the recording is
// scrubbed of these logins, and its logins.json names each role's stand-in login for the replay.

/** The walk's roles as `npm run record` names its test accounts (logins.json's testAccounts). */
export const RECORD_ROLE: Record<Exclude<Role, 'guest'>, RecordRole> = {
  customer: 'customer',
  organiser: 'business',
  affiliate: 'partner',
  booster: 'promoter',
};

/** The walk's organiser as the spec-strict legacy names it: the promoter logs in under it. */
export const PROMOTER_BUSINESS = encodeId(WALK_ORGANISER);

export const RECORD_ANY_ACCOUNTS: RecordAccounts = Object.fromEntries(
  Object.entries(RECORD_ROLE).map(([role, recordRole]) => [
    recordRole,
    {
      login: README_LOGINS[role as keyof typeof RECORD_ROLE].login,
      password: DEMO_PASSWORD,
      ...(recordRole === 'promoter' ? { businessId: PROMOTER_BUSINESS } : {}),
    },
  ]),
);

/** Where the recording is written and replayed from (set by playwright.record-any.config.ts). */
export function recordingFolder(): string {
  const folder = process.env.E2E_RECORD_ANY_FOLDER;
  if (!folder) throw new Error('E2E_RECORD_ANY_FOLDER is not set: run `npm run test:e2e:record-any`');
  return folder;
}

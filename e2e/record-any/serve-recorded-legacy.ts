// For the Chromium check of recording a legacy we did not write (e2e/record-any, run by its config
// as a web server): the stand-in's spec-strict profile on a port of its own is recorded with
// `npm run record -- --target`'s code (mocks/src/wiremock/record-target.ts: read gate, WireMock's
// recorder, scrubbing, logins.json) while Chromium walks every route of every role through the
// recording BFF, as `npm run record` walks the stand-in for the committed recordings; the folder
// (E2E_RECORD_ANY_FOLDER) is then served by real WireMock on RECORD_ANY_WIREMOCK_PORT, as
// `npm run replay -- --from` would. Stops (and removes the folder) on SIGTERM or SIGINT.
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { buildStandin } from '../../mocks/src/legacy/index.ts';
import { FIRST_READING } from '../../mocks/src/legacy/spec-strict/variants.ts';
import { recordTarget } from '../../mocks/src/wiremock/record-target.ts';
import { startWireMock } from '../../mocks/src/wiremock/server.ts';
import { chromiumUse } from '../playwright.shared.ts';
import { STRICT_WALK } from '../strict/routes.ts';
import type { Role } from '../walk/routes.ts';
import { walkRole } from '../walk/walk.ts';
import { PROMOTER_BUSINESS, RECORD_ANY_ACCOUNTS, recordingFolder } from './accounts.ts';

const REPO = resolve(import.meta.dirname, '../..');

/** The roles in two lanes of about as many routes each, walked side by side to halve the wait. */
function lanes(): Role[][] {
  const out: { roles: Role[]; routes: number }[] = [
    { roles: [], routes: 0 },
    { roles: [], routes: 0 },
  ];
  const roles = (Object.keys(STRICT_WALK) as Role[]).sort(
    (a, b) => STRICT_WALK[b].length - STRICT_WALK[a].length,
  );
  for (const role of roles) {
    const lane = out.reduce((a, b) => (b.routes < a.routes ? b : a));
    lane.roles.push(role);
    lane.routes += STRICT_WALK[role].length;
  }
  return out.map((lane) => lane.roles);
}

/**
 * Every route of every role in Chromium at `appUrl`, each role in a browser context of its own
 * (the strict walk's routes and opaque ids, the README's demo logins; the recording is reads only,
 * so the roles' order does not matter). What did not open is printed and not fatal here: the
 * replayed walk names it again, with what the recording lacks.
 */
async function walkEveryRole(appUrl: string): Promise<void> {
  const browser = await chromium.launch(chromiumUse?.launchOptions);
  const { viewport, userAgent, deviceScaleFactor } = devices['Desktop Chrome'];
  const walk = async (role: Role) => {
    const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, baseURL: appUrl });
    const page = await context.newPage();
    const problems = await walkRole(page, role, STRICT_WALK[role], { businessId: PROMOTER_BUSINESS });
    for (const problem of problems) console.error(`recording walk, ${role}: ${problem}`);
    console.log(`Recorded the ${role}'s ${STRICT_WALK[role].length} routes`);
    await context.close();
  };
  try {
    await Promise.all(
      lanes().map(async (roles) => {
        for (const role of roles) await walk(role);
      }),
    );
  } finally {
    await browser.close();
  }
}

const port = Number(process.env.RECORD_ANY_WIREMOCK_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('RECORD_ANY_WIREMOCK_PORT is not set');
const out = recordingFolder();
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
// Its ticket_id is the ticket type's, as the second reading's legacy has it (the strict walk's ticket
// links are built for that: e2e/strict/routes.ts).
const legacy = buildStandin({ profile: 'spec-strict', reading: { ...FIRST_READING, ticketIdPerType: true } });
await legacy.listen({ port: 0, host: '127.0.0.1' });
const address = legacy.server.address();
const result = await recordTarget({
  target: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
  out,
  opParam: 'q',
  accounts: RECORD_ANY_ACCOUNTS,
  writes: false,
  drive: { webDist: join(REPO, 'web/dist'), run: walkEveryRole },
  log: () => {},
});
await legacy.close();
console.log(
  `Recorded ${result.stubs} stubs; not sent (reads only): ${[...new Set(result.refused)].join(', ') || 'none'}`,
);
const wiremock = await startWireMock(port, out);
console.log(`Replaying a recording of the spec-strict legacy on ${wiremock.url}`);
const stop = async () => {
  await wiremock.stop();
  rmSync(out, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

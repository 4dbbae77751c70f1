// For the Chromium check of recording a legacy we did not write (e2e/record-any): the stand-in's
// spec-strict profile on a port of its own is recorded with `npm run record -- --target`'s code
// (two test accounts' reads) into a temporary folder, which real WireMock then serves on
// RECORD_ANY_WIREMOCK_PORT, as `npm run replay -- --from` would. Stops (and removes the folder) on
// SIGTERM or SIGINT.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStandin } from '../legacy/index.ts';
import type { RecordAccounts } from './journeys/reads.ts';
import { recordTarget } from './record-target.ts';
import { startWireMock } from './server.ts';

export const RECORD_ANY_ACCOUNTS: RecordAccounts = {
  customer: { login: 'customer@demo.co.za', password: 'Demo1234!' },
  business: { login: 'organiser@demo.co.za', password: 'Demo1234!' },
};

const port = Number(process.env.RECORD_ANY_WIREMOCK_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('RECORD_ANY_WIREMOCK_PORT is not set');
const legacy = buildStandin({ profile: 'spec-strict' });
await legacy.listen({ port: 0, host: '127.0.0.1' });
const address = legacy.server.address();
const out = mkdtempSync(join(tmpdir(), 'record-any-'));
await recordTarget({
  target: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
  out,
  opParam: 'q',
  accounts: RECORD_ANY_ACCOUNTS,
  writes: false,
  eventsPerAccount: 1,
  log: () => {},
});
await legacy.close();
const wiremock = await startWireMock(port, out);
console.log(`Replaying a recording of the spec-strict legacy on ${wiremock.url}`);
const stop = async () => {
  await wiremock.stop();
  rmSync(out, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin } from '../../legacy/index.ts';
import { BffClient } from '../client.ts';
import type { RecordAccounts } from '../journeys/reads.ts';
import { recordTarget, type TargetResult } from '../record-target.ts';

// recordTarget's drive mode (what e2e/record-any walks every screen with): the caller's driver gets
// the app's address, with the built SPA served there, and only what it does is recorded (the reads
// journey does not run); the accounts still name the logins the recording is scrubbed of.

const ACCOUNTS: RecordAccounts = {
  customer: { login: 'customer@demo.co.za', password: 'Demo1234!' },
  business: { login: 'organiser@demo.co.za', password: 'Demo1234!' },
};

describe('npm run record -- --target with a driver of its own', () => {
  const legacy = buildStandin({ profile: 'spec-strict' });
  const out = mkdtempSync(join(tmpdir(), 'record-drive-'));
  const webDist = mkdtempSync(join(tmpdir(), 'record-drive-web-'));
  let result: TargetResult;
  let servedPage = '';
  let ticketsStatus = 0;

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>The driven app</title>');
    await legacy.listen({ port: 0, host: '127.0.0.1' });
    const address = legacy.server.address();
    result = await recordTarget({
      target: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
      out,
      opParam: 'q',
      accounts: ACCOUNTS,
      writes: false,
      drive: {
        webDist,
        async run(appUrl) {
          servedPage = await (await fetch(`${appUrl}/tickets`)).text();
          const client = new BffClient(appUrl);
          const body = { emailOrPhone: 'customer@demo.co.za', password: 'Demo1234!', partner: false };
          await client.send({ method: 'POST', path: '/api/session', body, as: 'driver' });
          ticketsStatus = (await client.send({ method: 'GET', path: '/api/tickets', as: 'driver' })).status;
        },
      },
      log: () => {},
    });
  }, 120_000);

  afterAll(async () => {
    await legacy.close();
    rmSync(out, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the built SPA at the address the driver gets', () => {
    expect(servedPage).toContain('The driven app');
    expect(ticketsStatus).toBe(200);
  });

  it("records the driver's calls only, its login under the account's stand-in", () => {
    const file = JSON.parse(readFileSync(join(out, 'logins.json'), 'utf8')) as {
      testAccounts: Record<string, string>;
      loginsByAccountType: Record<string, string[]>;
    };
    expect(file.testAccounts).toEqual({
      customer: 'customer@replay.invalid',
      business: 'business@replay.invalid',
    });
    // The organiser never logged in: the reads journey, which logs every account in, did not run.
    expect(file.loginsByAccountType).toEqual({ customer: ['customer@replay.invalid'] });
    expect(result.stubs).toBeGreaterThan(1);
  });
});

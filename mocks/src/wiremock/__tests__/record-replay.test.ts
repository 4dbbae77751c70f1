import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, loadConfig } from '@tix/bff';
import { CATEGORIES_LISTED } from '@tix/contract/domain/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStandin } from '../../legacy/index.ts';
import { BffClient } from '../client.ts';
import { freePort } from '../free-port.ts';
import { type RecordAccounts, searchTermOf } from '../journeys/reads.ts';
import { recordTarget, type TargetResult } from '../record-target.ts';
import { type RunningWireMock, startWireMock } from '../server.ts';

// A legacy we did not write, as QA meets it: the stand-in in its spec-strict profile on a port of
// its own, recorded with `npm run record -- --target`'s code (real WireMock, reads of two test
// accounts), then the folder replayed by real WireMock behind a BFF. Each account's reads answer
// its own data, and the folder holds none of the source's personal data.

const ACCOUNTS: RecordAccounts = {
  customer: { login: 'customer@demo.co.za', password: 'Demo1234!' },
  business: { login: 'organiser@demo.co.za', password: 'Demo1234!' },
};
/** The seed's personal data of those two accounts (README demo logins, phones, names). */
const SOURCE_PERSONAL = [
  'customer@demo.co.za',
  'organiser@demo.co.za',
  '0710000001',
  '0710000002',
  '710000001',
  '710000002',
  'Naledi',
  'Khumalo',
];

const bffConfig = (legacyUrl: string, replay: boolean) =>
  loadConfig({
    LEGACY_BASE_URL: legacyUrl,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    CACHE_TTL_MS: '1',
    RATE_LIMIT_ALLOW: '127.0.0.1',
    WEB_DIST: '/nonexistent-web-dist',
    ...(replay ? { LEGACY_REPLAY: 'true' } : {}),
  }).config;

async function listening(app: FastifyInstance): Promise<BffClient> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return new BffClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
}

type Json = Record<string, unknown>;
/** A replayed read on a busy 2-core machine (a JVM warming up) can take seconds. */
const STEP_TIMEOUT_MS = 30_000;

describe('npm run record -- --target: record a second legacy, then replay the folder', () => {
  const legacy = buildStandin({ profile: 'spec-strict' });
  const out = mkdtempSync(join(tmpdir(), 'record-replay-'));
  let result: TargetResult;
  /** What the BFF answered in front of the live legacy, per account and path. */
  const live = new Map<string, unknown>();
  let wiremock: RunningWireMock | undefined;
  let replayBff: FastifyInstance | undefined;
  let replay: BffClient;

  beforeAll(async () => {
    await legacy.listen({ port: 0, host: '127.0.0.1' });
    const address = legacy.server.address();
    const legacyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
    // The answers QA should see, read live first (straight from the legacy: nothing recorded).
    const direct = await buildServer(bffConfig(legacyUrl, false), { logger: false });
    const client = await listening(direct);
    for (const [as, role] of [
      ['record-customer', 'customer'],
      ['record-business', 'business'],
    ] as const) {
      const { login, password } = ACCOUNTS[role] ?? { login: '', password: '' };
      const body = { emailOrPhone: login, password, partner: false };
      await client.send({ method: 'POST', path: '/api/session', body, as });
    }
    for (const [as, path] of [
      ['record-customer', '/api/tickets'],
      ['record-customer', '/api/profile'],
      ['record-business', '/api/organiser/events'],
      ['record-business', '/api/profile'],
    ] as const)
      live.set(`${as} ${path}`, (await client.send({ method: 'GET', path, as })).json);
    await direct.close();

    result = await recordTarget({
      target: legacyUrl,
      out,
      opParam: 'q',
      accounts: ACCOUNTS,
      writes: false,
      // One event's screens per account: enough to link the journeys up, and quick.
      eventsPerAccount: 1,
      log: () => {},
    });
    wiremock = await startWireMock(await freePort(), out);
    replayBff = await buildServer(bffConfig(`${wiremock.url}/`, true), { logger: false });
    replay = await listening(replayBff);
  }, 240_000);

  afterAll(async () => {
    await replayBff?.close();
    await wiremock?.stop();
    await legacy.close();
    rmSync(out, { recursive: true, force: true });
  });

  const loginOnReplay = async (as: string, role: 'customer' | 'business') => {
    const emailOrPhone = result.logins[role] ?? '';
    // The recording matched the password by presence: QA types any.
    const r = await replay.send({
      method: 'POST',
      path: '/api/session',
      body: { emailOrPhone, password: 'anything-typed', partner: false },
      as,
    });
    expect(r.status, `login ${emailOrPhone}`).toBe(200);
  };

  it(
    'writes stubs and names each test login by a stand-in',
    () => {
      expect(result.stubs).toBeGreaterThan(20);
      expect(result.logins).toEqual({
        customer: 'customer@replay.invalid',
        business: 'business@replay.invalid',
      });
      const file = JSON.parse(readFileSync(join(out, 'logins.json'), 'utf8')) as {
        loginsByAccountType: Record<string, string[]>;
      };
      expect(file.loginsByAccountType).toEqual({
        customer: ['customer@replay.invalid'],
        business: ['business@replay.invalid'],
      });
    },
    STEP_TIMEOUT_MS,
  );

  it(
    "answers each account's reads with its own data, not 'No recording'",
    async () => {
      await loginOnReplay('qa-customer', 'customer');
      await loginOnReplay('qa-organiser', 'business');
      for (const [as, recordedAs, path] of [
        ['qa-customer', 'record-customer', '/api/tickets'],
        ['qa-organiser', 'record-business', '/api/organiser/events'],
      ] as const) {
        const r = await replay.send({ method: 'GET', path, as });
        expect(r.status, `${path}: ${JSON.stringify(r.json).slice(0, 200)}`).toBe(200);
        const ids = (value: unknown) => (Array.isArray(value) ? value.map((row) => (row as Json).id) : []);
        expect(ids(r.json)).toEqual(ids(live.get(`${recordedAs} ${path}`)));
        expect(ids(r.json).length).toBeGreaterThan(0);
      }
      const profile = (as: string) => replay.send({ method: 'GET', path: '/api/profile', as });
      const customer = (await profile('qa-customer')).json as Json;
      const organiser = (await profile('qa-organiser')).json as Json;
      // Each login reads its own account: the stand-in of its own email.
      expect(JSON.stringify(customer)).toContain('customer@replay.invalid');
      expect(JSON.stringify(organiser)).toContain('business@replay.invalid');
    },
    STEP_TIMEOUT_MS,
  );

  it(
    "a second login of the same account reads what the first one's session recorded",
    async () => {
      await loginOnReplay('qa-customer-again', 'customer');
      const r = await replay.send({ method: 'GET', path: '/api/tickets', as: 'qa-customer-again' });
      expect(r.status).toBe(200);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'holds none of the source legacy personal data, in any file',
    () => {
      const dir = join(out, 'mappings');
      const text = readdirSync(dir)
        .map((f) => readFileSync(join(dir, f), 'utf8'))
        .join('\n');
      for (const value of SOURCE_PERSONAL) expect(text, value).not.toContain(value);
      expect(text).not.toContain('Demo1234!');
      expect(text).not.toMatch(/PHPSESSID=(?!replay-)[\w]+/);
    },
    STEP_TIMEOUT_MS,
  );
});

describe('npm run record -- --target: the guest screens read on replay as they ask (issue 49)', () => {
  const legacy = buildStandin({ profile: 'spec-strict' });
  const out = mkdtempSync(join(tmpdir(), 'record-guest-'));
  let wiremock: RunningWireMock | undefined;
  let replayBff: FastifyInstance | undefined;
  let replay: BffClient;

  beforeAll(async () => {
    await legacy.listen({ port: 0, host: '127.0.0.1' });
    const address = legacy.server.address();
    const legacyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
    // No account: the public screens only (the recorder's own crawl, no Chromium walk).
    await recordTarget({ target: legacyUrl, out, opParam: 'q', accounts: {}, writes: false, log: () => {} });
    wiremock = await startWireMock(await freePort(), out);
    replayBff = await buildServer(bffConfig(`${wiremock.url}/`, true), { logger: false });
    replay = await listening(replayBff);
  }, 240_000);

  afterAll(async () => {
    await replayBff?.close();
    await wiremock?.stop();
    await legacy.close();
    rmSync(out, { recursive: true, force: true });
  });

  it(
    "answers the home's categories, an event's likes, the search and the organisation picker",
    async () => {
      const read = async (path: string) => {
        const r = await replay.send({ method: 'GET', path });
        expect(r.status, `${path}: ${JSON.stringify(r.json).slice(0, 200)}`).toBe(200);
        return r.json;
      };
      const events = (await read('/api/events')) as Json[];
      expect(events.length).toBeGreaterThan(0);
      // The home's sidebar asks for nine, as web/src/features/browse/components/filter-lists.tsx does.
      expect(
        ((await read(`/api/categories?limit=${CATEGORIES_LISTED}`)) as unknown[]).length,
      ).toBeGreaterThan(0);
      const id = encodeURIComponent(String(events[0]?.id));
      await read(`/api/events/${id}`);
      expect(await read(`/api/events/${id}/likes`)).toBeDefined();
      // The header search as a person types the first event's first word, on the replayed names.
      const term = searchTermOf(events[0]?.name) ?? '';
      const found = (await read(`/api/events/search?q=${encodeURIComponent(term)}`)) as unknown;
      expect(JSON.stringify(found)).toContain(String(events[0]?.name));
      // The promoter's organisation picker: the list, then searched by the organisation's first word.
      const merchants = (await read('/api/merchants')) as Json[];
      const organisation = searchTermOf(merchants[0]?.name) ?? '';
      const picked = (await read(`/api/merchants?search=${encodeURIComponent(organisation)}`)) as Json[];
      expect(picked.map((m) => m.name)).toContain(merchants[0]?.name);
    },
    STEP_TIMEOUT_MS,
  );
});

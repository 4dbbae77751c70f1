import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standinOf } from '../../mocks/src/legacy/index.ts';
import { multipart } from './checkout-helpers.ts';
import { SAME_ORIGIN, sessionCookie } from './helpers.ts';
import { stack } from './standin.ts';

// The sealed session cookie after the worst a user can do: browsers drop a cookie over 4 KB
// without a word (the user is then logged out, or a saved message cannot be opened). What the
// BFF remembers of a user's objects is kept by account beside the session (decision 0009); the
// cookie holds identity, the legacy's cookies and the account flows' pending steps, bounded.

const BROWSER_LIMIT = 4096;

let app: FastifyInstance;
let standin: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, standin, close } = await stack({ LEGACY_WRITE_DEADLINE_MS: '10000' }));
});
afterAll(() => close());

/** The largest Set-Cookie header for the session among these answers (0 when none set it). */
function largestSessionCookie(answers: readonly LightMyRequestResponse[]): number {
  let largest = 0;
  for (const answer of answers) {
    const headers = answer.headers['set-cookie'];
    for (const header of Array.isArray(headers) ? headers : headers ? [headers] : [])
      if (/^(__Host-)?session=/.test(header)) largest = Math.max(largest, Buffer.byteLength(header));
  }
  return largest;
}

/** A session cookie was set, and every one of them is small enough for a browser to keep. */
function expectKept(answers: readonly LightMyRequestResponse[]): void {
  const largest = largestSessionCookie(answers);
  expect(largest).toBeGreaterThan(0);
  expect(largest).toBeLessThan(BROWSER_LIMIT);
}

/** Sends a request with the session cookie, then carries on with the cookie it set, if any. */
function browser() {
  let cookie = '';
  const answers: LightMyRequestResponse[] = [];
  return {
    answers,
    cookie: () => cookie,
    /** Logs a demo account in (its answer is measured too). */
    async login(emailOrPhone: string) {
      const res = await this.send({
        method: 'POST',
        url: '/api/session',
        payload: { emailOrPhone, password: 'Demo1234!', partner: false },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
    async send(request: { method?: 'GET' | 'POST' | 'DELETE' | 'PUT'; url: string; [k: string]: unknown }) {
      const { headers, ...rest } = request as { headers?: Record<string, string> };
      const res = await app.inject({ ...rest, headers: { ...SAME_ORIGIN, ...headers, cookie } } as never);
      answers.push(res);
      cookie = sessionCookie(res.headers['set-cookie']) || cookie;
      return res;
    },
  };
}

const subject = (n: number) =>
  `${String(n).padStart(3, '0')} ${'Soweto Jazz Night lineup '.repeat(40)}`.slice(0, 1000);

describe('the session cookie', () => {
  it('stays under 4 KB for an organiser with a long name who saved 50 emails with 1,000-character subjects', async () => {
    const b = browser();
    await b.login('organiser@demo.co.za');
    // As long as an answer may carry it (LIMITS.line): the login's answer names the account.
    const longName = `Demo Events ${'Co '.repeat(400)}`.slice(0, 1000);
    const profile = await b.send({ method: 'GET', url: '/api/profile' });
    expect(profile.statusCode, profile.body).toBe(200);
    const edit = await b.send({
      method: 'PUT',
      url: '/api/profile',
      payload: { ...(profile.json() as Record<string, unknown>), name: longName },
    });
    expect(edit.statusCode, edit.body).toBeLessThan(300);

    let last = '';
    for (let n = 1; n <= 50; n++) {
      const body = multipart({
        audience: 'EXISTINGAUDIENCE',
        type: 'email',
        text: 'Our lineup is out.',
        subject: subject(n),
      });
      const saved = await b.send({
        method: 'POST',
        url: '/api/organiser/marketing/messages',
        headers: { ...body.headers, 'idempotency-key': `cookie-size-${n}` },
        payload: body.payload,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      last = (saved.json() as { textId: string }).textId;
    }
    // The account deletion's pending step, with the longest address the form takes.
    const deletion = await b.send({
      method: 'POST',
      url: '/api/account-deletion',
      payload: { email: 'organiser@demo.co.za', password: 'Demo1234!', reason: 'x'.repeat(5000) },
    });
    expect(deletion.statusCode, deletion.body).toBeLessThan(500);

    expectKept(b.answers);
    // Still logged in with the cookie the browser kept, and the last message opens, in this login
    // and the next.
    expect((await b.send({ url: '/api/session' })).json()).toMatchObject({ loggedIn: true });
    expect((await b.send({ url: `/api/organiser/marketing/messages/${last}` })).json()).toMatchObject({
      subject: subject(50),
    });
    const next = browser();
    await next.login('organiser@demo.co.za');
    expect((await next.send({ url: `/api/organiser/marketing/messages/${last}` })).statusCode).toBe(200);
  }, 120_000);

  it('stays under 4 KB for a customer who started many payments', async () => {
    const b = browser();
    await b.login('customer@demo.co.za');
    for (let n = 0; n < 25; n++) {
      const res = await b.send({
        method: 'POST',
        url: '/api/purchases',
        headers: { 'idempotency-key': `cookie-size-buy-${n}` },
        payload: {
          token: `cookie-size-token-${String(n).padStart(4, '0')}`,
          eventId: '7',
          ticketId: '5020',
          group: 'adults',
          quantity: 1,
          method: 'payfast',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expectKept(b.answers);
  }, 120_000);

  it('stays under 4 KB for a promoter and organiser with the longest names and address', async () => {
    const data = standinOf(standin).data;
    const promoter = data.promoters.find((p) => p.email === 'booster@demo.co.za');
    const business = data.businesses.find((x) => x.id === promoter?.businessId);
    if (!promoter || !business) throw new Error('the demo promoter and its organiser');
    const address = `${'l'.repeat(64)}@${'promoters-'.repeat(17)}.co.za`.slice(0, 248);
    // Names as long as an answer may carry them (LIMITS.line), a phone longer than any.
    promoter.firstName = 'Lerato '.repeat(70).trim();
    promoter.lastName = 'Mokoena '.repeat(62).trim();
    promoter.email = `${address}.co.za`;
    promoter.phone = '0'.repeat(500);
    business.name = `Demo ${'Events '.repeat(200)}`.slice(0, 1000);
    const merchants = await app.inject({ url: '/api/merchants?search=Demo', headers: SAME_ORIGIN });
    expect(merchants.statusCode, merchants.body).toBe(200);
    const merchant = (merchants.json() as { id: string; name: string }[]).find(
      (m) => m.name === business.name,
    );
    expect(merchant).toBeDefined();
    const login = await app.inject({
      method: 'POST',
      url: '/api/booster/session',
      headers: SAME_ORIGIN,
      payload: { merchantId: merchant?.id, email: promoter.email, password: 'Demo1234!' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expectKept([login]);
  });

  it('stays under 4 KB for a guest with a registration and a password reset pending', async () => {
    const b = browser();
    const email = `${'r'.repeat(64)}@${'registrations-'.repeat(13)}.co.za`.slice(0, 254);
    await b.send({
      method: 'POST',
      url: '/api/registrations/customer',
      payload: {
        firstName: 'Thandi '.repeat(1000),
        surname: 'Nkosi '.repeat(1000),
        email,
        phone: '0721234567',
        password: 'Longer-Passw0rd!',
        confirmPassword: 'Longer-Passw0rd!',
        terms: true,
      },
    });
    await b.send({
      method: 'POST',
      url: '/api/password-recovery',
      payload: { emailOrPhone: 'customer@demo.co.za', affiliate: false },
    });
    expect(b.answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expectKept(b.answers);
  });
});

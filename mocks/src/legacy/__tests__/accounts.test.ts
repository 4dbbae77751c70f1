import { catalogue } from '@tix/contract/legacy/index';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { DELETION_TEXT } from '../handlers/deletion.ts';
import { RECOVERY_TEXT } from '../handlers/recovery.ts';
import { REGISTRATION_TEXT } from '../handlers/registration.ts';
import { standinOf } from '../server.ts';
import { type Answer, build, login, op, postForm } from './helpers.ts';

let app: FastifyInstance;
beforeEach(() => {
  app = build();
});

/** A POST to webservices.php as the catalogue encodes it; the answer checked against its schema. */
async function post(key: string, fields: Record<string, string>, cookie?: string): Promise<Answer> {
  const operation = catalogue.get(key);
  if (!operation?.op) throw new Error(`${key} is not a webservices.php operation`);
  const all = {
    ...fields,
    ...(operation.subquery ? { [operation.subquery.param]: operation.subquery.value } : {}),
  };
  const url = `/webservices.php?q=${operation.op}`;
  let answer: Answer;
  if (operation.encoding === 'multipart') {
    const boundary = 'standinboundary';
    const payload = `${Object.entries(all)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${boundary}--\r\n`;
    const r = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(cookie ? { cookie } : {}) },
    });
    answer = {
      status: r.statusCode,
      headers: r.headers,
      body: r.body,
      json: () => JSON.parse(r.body),
      cookie: () => undefined,
    };
  } else answer = await postForm(app, url, all, cookie);
  expect(answer.status, answer.body).toBe(200);
  expect(operation.response.safeParse(answer.json()).success, answer.body).toBe(true);
  return answer;
}

const lastCode = (to: string) => standinOf(app).outbox.list(to).at(-1)?.code ?? '';
const customer = {
  account_name: 'Sipho Ndlovu',
  phone: '0720000100',
  email: 'sipho@example.co.za',
  accounttype: 'customer',
  platform: 'web',
};

async function register(fields: Record<string, string>, password: string) {
  await post('VERIFYACCOUNT', fields);
  const code = lastCode(fields.email ?? '');
  return post('REGISTRATION', {
    email: fields.email ?? '',
    password,
    verificationCode: code,
    account_type: fields.accounttype ?? '',
  });
}

describe('registration', () => {
  it('sends a code to the outbox, creates the account with it, and the account logs in', async () => {
    const started = await post('VERIFYACCOUNT', customer);
    expect(started.json()).toEqual({ status: 'success', message: REGISTRATION_TEXT.codeSent });
    const code = lastCode(customer.email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await post('REGISTRATION', {
      email: customer.email,
      password: 'Secret123',
      verificationCode: '000000',
      account_type: 'customer',
    });
    expect(wrong.json()).toMatchObject({ status: 'failed', message: REGISTRATION_TEXT.wrongCode });
    const done = await post('REGISTRATION', {
      email: customer.email,
      password: 'Secret123',
      verificationCode: code,
      account_type: 'customer',
    });
    expect(done.json()).toMatchObject({ status: 'success' });
    expect((await login(app, customer.email, 'Secret123')).json()).toMatchObject({
      status: 'success',
      data: { account_name: 'Sipho Ndlovu', account_type: 'customer' },
    });
  });

  it('refuses an email that already has an account, and a resend replaces the code', async () => {
    const taken = await post('VERIFYACCOUNT', { ...customer, email: 'customer@demo.co.za' });
    expect(taken.json()).toMatchObject({ status: 'failed', message: REGISTRATION_TEXT.emailTaken });
    await post('VERIFYACCOUNT', customer);
    const first = lastCode(customer.email);
    await post('RESEND_VERIFICATION_CODE', { email: customer.email });
    expect(standinOf(app).outbox.list(customer.email)).toHaveLength(2);
    const stale = await post('REGISTRATION', {
      email: customer.email,
      password: 'Secret123',
      verificationCode: first,
      account_type: 'customer',
    });
    expect(lastCode(customer.email)).not.toBe(first);
    expect(stale.json()).toMatchObject({ status: 'failed', message: REGISTRATION_TEXT.wrongCode });
  });

  it('creates partners with their social handles and an affiliate id of id plus 11 characters', async () => {
    const fields = {
      account_name: 'Naledi Khumalo',
      phone: '0720000200',
      email: 'naledi@example.co.za',
      accounttype: 'partner',
      platform: 'web',
      partner: 'no',
      password: 'Secret123',
      instagram: '@naledi',
      partner_type: 'individual',
      pitch: 'My followers',
      bio: 'Music lover',
      follower_estimate: '2K-10K',
    };
    await register(fields, 'Secret123');
    expect((await login(app, fields.email, 'Secret123', 'yes')).json()).toMatchObject({
      data: { account_type: 'partner' },
    });
    const partner = standinOf(app).data.partners.find((p) => p.email === fields.email);
    expect(partner?.affiliateId).toMatch(new RegExp(`^${partner?.id}[A-Z0-9]{11}$`));
  });
});

describe('password recovery and change', () => {
  it('resets a password with the emailed code, by phone number too', async () => {
    const started = await post('RECOVERPASSWORD', { email: '0710000001', isAffiliate: 'no' });
    expect(started.json()).toMatchObject({
      status: 'success',
      account_type: 'customer',
      account_name: 'Thandi Dlamini',
    });
    const reset = { email: '0710000001', account_type: 'customer', isAffiliate: 'no' };
    const early = await post('SAVE-NEW-PASSWORD', {
      ...reset,
      pass1: 'NewPass123',
      pass2: 'NewPass123',
      account_name: 'x',
    });
    expect(early.json()).toMatchObject({ status: 'failed', message: RECOVERY_TEXT.notVerified });
    expect((await post('VERIFY-OTP-TO-RESET-PASSWORD', { ...reset, otp: '1' })).json()).toMatchObject({
      message: RECOVERY_TEXT.wrongCode,
    });
    const code = lastCode('customer@demo.co.za');
    expect((await post('VERIFY-OTP-TO-RESET-PASSWORD', { ...reset, otp: code })).json()).toMatchObject({
      status: 'success',
    });
    const saved = await post('SAVE-NEW-PASSWORD', {
      ...reset,
      pass1: 'NewPass123',
      pass2: 'NewPass123',
      account_name: 'x',
    });
    expect(saved.json()).toMatchObject({ status: 'success', is_new_password_saved: true });
    expect((await login(app, 'customer@demo.co.za', 'NewPass123')).json()).toMatchObject({
      status: 'success',
    });
  });

  it('says so when nobody has that email', async () => {
    const answer = await post('RECOVERPASSWORD', { email: 'nobody@example.co.za', isAffiliate: 'no' });
    expect(answer.json()).toEqual({ status: 'failed', message: RECOVERY_TEXT.unknown });
  });

  it("changes the logged-in account's password only with the current one", async () => {
    const cookie = (await login(app, 'organiser@demo.co.za', 'Demo1234!')).cookie();
    const fields = { newpassword: 'Changed123', accountid: '201', subquery: 'business' };
    expect((await post('CHANGEPASSWORD', { ...fields, currentpass: 'nope' }, cookie)).json()).toMatchObject({
      message: RECOVERY_TEXT.wrongCurrent,
    });
    // Another account than the session's: refused before the script runs.
    const other = await app.inject({
      method: 'POST',
      url: '/webservices.php?q=CHANGEPASSWORD',
      payload: new URLSearchParams({ ...fields, accountid: '202', currentpass: 'Demo1234!' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    });
    expect(other.statusCode).toBe(403);
    expect(
      (await post('CHANGEPASSWORD', { ...fields, currentpass: 'Demo1234!' }, cookie)).json(),
    ).toMatchObject({ status: 'success' });
    expect((await login(app, 'organiser@demo.co.za', 'Changed123')).json()).toMatchObject({
      status: 'success',
    });
  });
});

describe('profiles, feedback and likes', () => {
  it('answers the profile of the session, and edits it', async () => {
    const cookie = (await login(app, 'organiser@demo.co.za', 'Demo1234!')).cookie();
    expect((await op(app, 'BUSINESSDETAILS', {}, cookie)).json()).toMatchObject({
      businessname: 'Demo Events Co',
      instagram: '@demoeventsco',
    });
    const edit = {
      accountname: 'Demo Events Ltd',
      phone: '0710000002',
      email: 'organiser@demo.co.za',
      twitter: '@demo',
      address: '5 Rivonia Road',
    };
    expect((await post('EDITACCOUNTDETAILS', edit, cookie)).json()).toMatchObject({ status: 'success' });
    expect((await op(app, 'BUSINESSDETAILS', { accountid: '201' })).json()).toMatchObject({
      businessname: 'Demo Events Ltd',
      twitter: '@demo',
      address: '5 Rivonia Road',
    });
    const taken = await post('EDITACCOUNTDETAILS', { ...edit, email: 'customer@demo.co.za' }, cookie);
    expect(taken.json()).toMatchObject({ status: 'failed' });
    expect((await post('EDITACCOUNTDETAILS', edit)).json()).toMatchObject({ status: 'failed' });
  });

  it('keeps feedback and lists the liked events of a customer', async () => {
    expect(
      (
        await post('FEEDBACK', {
          feedback: 'Great',
          context: 'event',
          query: 'Broken link',
          accountid: '101',
          accounttype: 'customer',
        })
      ).json(),
    ).toMatchObject({ status: 'success' });
    expect(standinOf(app).data.feedback).toHaveLength(1);
    const likes = (await op(app, 'LIKES', { subquery: 'GETLIKES', customerid: '101' })).json();
    expect(catalogue.get('LIKES:GETLIKES')?.response.safeParse(likes).success).toBe(true);
    expect(Array.isArray(likes) && likes.length).toBe(4);
    expect((await op(app, 'LIKES', { subquery: 'GETLIKES', customerid: '104' })).json()).toEqual({ val: 0 });
  });
});

describe('account deletion', () => {
  it('refuses a wrong password with code 401, then deletes with the emailed code', async () => {
    const cookie = (await login(app, 'organiser@demo.co.za', 'Demo1234!')).cookie();
    const refused = await post(
      'REQUEST_ACCOUNT_DELETION',
      { email: 'organiser@demo.co.za', reason: 'Closing', password: 'nope' },
      cookie,
    );
    expect(refused.json()).toMatchObject({ code: 401, message: DELETION_TEXT.refused });
    const asked = await post(
      'REQUEST_ACCOUNT_DELETION',
      { email: 'organiser@demo.co.za', reason: 'Closing', password: 'Demo1234!' },
      cookie,
    );
    expect(asked.json()).toMatchObject({ code: 200 });
    const wrong = await post(
      'REQUEST_ACCOUNT_DELETION:CONFIRM_CODE',
      { email: 'organiser@demo.co.za', code: '1' },
      cookie,
    );
    expect(wrong.json()).toMatchObject({ code: 400, message: DELETION_TEXT.wrongCode });
    const code = lastCode('organiser@demo.co.za');
    const done = await post(
      'REQUEST_ACCOUNT_DELETION:CONFIRM_CODE',
      { email: 'organiser@demo.co.za', code },
      cookie,
    );
    expect(done.json()).toEqual({ code: 200, message: DELETION_TEXT.deleted });
    expect((await login(app, 'organiser@demo.co.za', 'Demo1234!')).json()).toMatchObject({
      status: 'failed',
    });
  });
});

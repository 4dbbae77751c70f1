import { CHANGE_PASSWORD_MESSAGES, EDIT_PROFILE_MESSAGES, FEEDBACK_MESSAGES } from '@tix/contract';
import { describe, expect, it } from 'vitest';
import { accountStack, customer } from './account-helpers.ts';

const { browser, lastCode, resetStandin } = accountStack();

describe('profile, password, feedback and likes', () => {
  it("shows an organiser's socials and address and edits them; the header name follows", async () => {
    const b = browser();
    await b.login('organiser@demo.co.za');
    const profile = await b.get('/api/profile');
    expect(profile.body).toMatchObject({
      accountType: 'business',
      name: 'Demo Events Co',
      socials: { instagram: '@demoeventsco' },
    });
    expect((await b.put('/api/profile', { name: '', email: 'x@y.co', phone: '1' })).body.detail).toBe(
      EDIT_PROFILE_MESSAGES.allFieldsRequired,
    );
    const edit = {
      name: 'Demo Events Ltd',
      email: 'organiser@demo.co.za',
      phone: '0710000002',
      twitter: '@demoevents',
      address: '5 Rivonia Road',
    };
    expect((await b.put('/api/profile', edit)).status).toBe(200);
    expect((await b.get('/api/profile')).body).toMatchObject({
      name: 'Demo Events Ltd',
      address: '5 Rivonia Road',
      socials: { twitter: '@demoevents' },
    });
    expect((await b.get('/api/session')).body).toMatchObject({ accountName: 'Demo Events Ltd' });
    await resetStandin();
  });

  it("shows a customer's saved bank details masked, and when the profile was last updated", async () => {
    const b = browser();
    await b.login('customer@demo.co.za');
    expect((await b.get('/api/profile')).body).toMatchObject({ accountType: 'customer', bank: null });
    const details = {
      bank: 'Other',
      customBankName: 'Access Bank',
      branchCode: '410506',
      accountHolder: 'Thandi Dlamini',
      accountNumber: '9876543210',
      accountType: 'cheque',
    };
    expect((await b.put('/api/bank-details', { details, password: 'Demo1234!' })).status).toBe(200);
    const edit = { name: 'Thandi Dlamini', email: 'customer@demo.co.za', phone: '0710000001' };
    expect((await b.put('/api/profile', edit)).status).toBe(200);
    const profile = await b.get('/api/profile');
    expect(profile.body).toMatchObject({
      name: 'Thandi Dlamini',
      email: 'customer@demo.co.za',
      bank: {
        bankName: 'Access Bank',
        branchCode: '410506',
        accountHolder: 'Thandi Dlamini',
        maskedAccountNumber: '******3210',
        accountType: 'cheque',
      },
    });
    expect(profile.body.updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(profile.body)).not.toContain('9876543210');
    await resetStandin();
  });

  it("changes a password with the spec's messages in order", async () => {
    const b = browser();
    await b.login('partner@demo.co.za', 'Demo1234!', true);
    const body = { currentPassword: '', newPassword: 'short', confirmPassword: 'other' };
    expect((await b.post('/api/password', body)).body.detail).toBe(
      CHANGE_PASSWORD_MESSAGES.newPasswordTooShort,
    );
    expect((await b.post('/api/password', { ...body, newPassword: 'Longer123' })).body.detail).toBe(
      CHANGE_PASSWORD_MESSAGES.passwordsMismatch,
    );
    const ok = { currentPassword: 'Demo1234!', newPassword: 'Longer123', confirmPassword: 'Longer123' };
    expect((await b.post('/api/password', { ...ok, currentPassword: '' })).body.detail).toBe(
      CHANGE_PASSWORD_MESSAGES.currentPasswordRequired,
    );
    expect((await b.post('/api/password', { ...ok, currentPassword: 'wrong-one' })).status).toBe(422);
    expect((await b.post('/api/password', ok)).status).toBe(200);
    expect((await browser().login('partner@demo.co.za', 'Longer123', true)).body).toMatchObject({
      loggedIn: true,
    });
    await resetStandin();
  });

  it('takes feedback from accounts only', async () => {
    expect((await browser().post('/api/feedback', { feedback: 'Hi' })).status).toBe(401);
    const b = browser();
    await b.login('customer@demo.co.za');
    expect((await b.post('/api/feedback', { feedback: ' ' })).body.detail).toBe(
      FEEDBACK_MESSAGES.feedbackRequired,
    );
    const sent = await b.post('/api/feedback', {
      feedback: 'Lovely site',
      context: 'event',
      topics: ['Broken link'],
    });
    expect(sent.status).toBe(200);
  });

  it("lists a customer's liked events; other accounts may not", async () => {
    const b = browser();
    await b.login('customer@demo.co.za');
    const likes = await b.get('/api/likes');
    expect(likes.status).toBe(200);
    expect((likes.body as unknown as unknown[]).length).toBe(4);
    const org = browser();
    await org.login('organiser@demo.co.za');
    expect((await org.get('/api/likes')).status).toBe(403);
  });
});

describe('account deletion', () => {
  it("shows the service's message on code 401, then deletes with the code and ends the session", async () => {
    const customerBrowser = browser();
    await customerBrowser.login('customer@demo.co.za');
    expect(
      (await customerBrowser.post('/api/account-deletion', { email: 'a@b.co', password: 'x', reason: 'y' }))
        .status,
    ).toBe(403);
    const b = browser();
    await b.login('organiser@demo.co.za');
    const form = { email: 'organiser@demo.co.za', password: 'wrong', reason: 'Closing down' };
    expect((await b.post('/api/account-deletion', form)).body).toMatchObject({
      status: 422,
      detail: 'The email or password you entered is incorrect',
    });
    expect((await b.post('/api/account-deletion', { ...form, password: 'Demo1234!' })).status).toBe(200);
    expect((await b.post('/api/account-deletion/confirmation', { code: '1' })).status).toBe(422);
    const done = await b.post('/api/account-deletion/confirmation', { code: await lastCode(form.email) });
    expect(done).toMatchObject({ status: 200, body: { message: 'Your account has been deleted' } });
    expect((await b.get('/api/session')).body).toEqual({ loggedIn: false });
    expect((await browser().login(form.email)).status).toBe(422);
    await resetStandin();
  });
});

describe('account deletion ends every session of the account', () => {
  it('a session left open elsewhere reads nothing once the account is deleted', async () => {
    const email = 'info@coastline.example.co.za';
    const elsewhere = browser();
    await elsewhere.login(email);
    expect((await elsewhere.get('/api/profile')).status).toBe(200);
    const b = browser();
    await b.login(email);
    expect(
      (await b.post('/api/account-deletion', { email, password: 'Demo1234!', reason: 'Moving away' })).status,
    ).toBe(200);
    expect((await b.post('/api/account-deletion/confirmation', { code: await lastCode(email) })).status).toBe(
      200,
    );
    expect((await elsewhere.get('/api/profile')).status).toBe(401);
    await resetStandin();
  });
});

describe('rate limits on code entry and recovery', () => {
  const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

  it('limits guesses on one pending registration, whatever the address', async () => {
    const b = browser();
    await b.post('/api/registrations/customer', customer('guesser@example.co.za'));
    let last = await b.post('/api/registrations/verification', { code: '000000', password: 'Secret123' });
    for (let i = 0; i < 6 && last.status !== 429; i++)
      last = await b.post('/api/registrations/verification', { code: '000000', password: 'Secret123' });
    expect(last).toMatchObject({ status: 429, body: { detail: TOO_MANY } });
  });

  it('limits recovery requests per address across accounts', async () => {
    const b = browser();
    let last = await b.post('/api/password-recovery', { emailOrPhone: 'nobody0@example.co.za' });
    for (let i = 1; i < 12 && last.status !== 429; i++)
      last = await b.post('/api/password-recovery', { emailOrPhone: `nobody${i}@example.co.za` });
    expect(last).toMatchObject({ status: 429, body: { detail: TOO_MANY } });
  });
});

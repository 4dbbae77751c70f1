import { REGISTRATION_MESSAGES } from '@tix/contract';
import { describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES } from '../../mocks/src/flows/legacy-messages.ts';
import { accountStack, customer } from './account-helpers.ts';

const { browser, lastCode, resetStandin } = accountStack();

describe('registration and verification', () => {
  it("answers a bad form with the spec's first message", async () => {
    const b = browser();
    const res = await b.post('/api/registrations/customer', {
      ...customer('x@example.co.za'),
      firstName: '',
      surname: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(REGISTRATION_MESSAGES.bothNamesRequired);
    const short = await b.post('/api/registrations/organiser', {
      businessName: 'Co',
      email: 'a@b.co',
      phone: '1',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(short.body.detail).toBe(REGISTRATION_MESSAGES.passwordTooShort);
  });

  it('creates a customer with the emailed code and logs it in', async () => {
    const b = browser();
    const email = 'sipho.bff@example.co.za';
    const started = await b.post('/api/registrations/customer', customer(email));
    expect(started).toMatchObject({ status: 200, body: { email, accountType: 'customer' } });
    const wrong = await b.post('/api/registrations/verification', { code: '000000', password: 'Secret123' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toBe(LEGACY_MESSAGES.wrongVerificationCode);
    const done = await b.post('/api/registrations/verification', {
      code: await lastCode(email),
      password: 'Secret123',
    });
    expect(done.body).toEqual({
      loggedIn: true,
      accountType: 'customer',
      accountId: expect.any(String),
      accountName: 'Sipho Ndlovu',
    });
    expect((await b.get('/api/profile')).body).toMatchObject({ name: 'Sipho Ndlovu', email });
    expect((await browser().login(email, 'Secret123')).body).toMatchObject({ accountType: 'customer' });
  });

  it('refuses a code when no registration is pending in this session', async () => {
    const res = await browser().post('/api/registrations/verification', {
      code: '123456',
      password: 'Secret123',
    });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/register again/);
  });

  it('shows the service message for an email that is taken', async () => {
    const res = await browser().post('/api/registrations/customer', customer('customer@demo.co.za'));
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(LEGACY_MESSAGES.emailTaken);
  });

  it('registers organisers and partners, who land logged in as their type', async () => {
    const org = browser();
    await org.post('/api/registrations/organiser', {
      businessName: 'Karoo Live',
      email: 'karoo@example.co.za',
      phone: '0720000300',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    const orgDone = await org.post('/api/registrations/verification', {
      code: await lastCode('karoo@example.co.za'),
      password: 'Secret123',
    });
    expect(orgDone.body).toMatchObject({
      loggedIn: true,
      accountType: 'business',
      accountName: 'Karoo Live',
    });
    const partner = browser();
    const signUp = {
      partnerType: 'individual',
      name: 'Naledi Khumalo',
      email: 'naledi@example.co.za',
      phone: '0720000301',
      instagram: '@naledi',
      pitch: 'Stories',
      bio: 'Music lover',
      followerEstimate: '2K-10K',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    };
    expect((await partner.post('/api/registrations/partner', { ...signUp, instagram: '' })).body.detail).toBe(
      'Please provide at least one social media handle or profile URL.',
    );
    await partner.post('/api/registrations/partner', signUp);
    const resent = await partner.post('/api/registrations/code');
    expect(resent.status).toBe(200);
    const done = await partner.post('/api/registrations/verification', {
      code: await lastCode(signUp.email),
      password: 'Secret123',
    });
    expect(done.body).toMatchObject({ loggedIn: true, accountType: 'partner' });
    expect((await partner.get('/api/profile')).body).toMatchObject({ socials: { instagram: '@naledi' } });
  });
});

describe('password recovery', () => {
  it('resets a password in three steps, the identity kept by the BFF', async () => {
    // A session left logged in elsewhere (a shared computer): the reset ends it.
    const elsewhere = browser();
    await elsewhere.login('customer@demo.co.za');
    expect((await elsewhere.get('/api/tickets')).status).toBe(200);
    const b = browser();
    const started = await b.post('/api/password-recovery', {
      emailOrPhone: 'customer@demo.co.za',
      affiliate: false,
    });
    expect(started.body).toMatchObject({
      accountType: 'customer',
      accountName: 'Thandi Dlamini',
      affiliate: false,
    });
    expect(
      (
        await b.post('/api/password-recovery/password', {
          password: 'NewPass123',
          confirmPassword: 'NewPass123',
        })
      ).status,
    ).toBe(409);
    expect((await b.post('/api/password-recovery/code', { code: '1' })).status).toBe(422);
    expect(
      (await b.post('/api/password-recovery/code', { code: await lastCode('customer@demo.co.za') })).status,
    ).toBe(200);
    const saved = await b.post('/api/password-recovery/password', {
      password: 'NewPass123',
      confirmPassword: 'NewPass123',
    });
    expect(saved).toMatchObject({ status: 200, body: { message: 'Your new password has been saved' } });
    expect((await elsewhere.get('/api/tickets')).status).toBe(401);
    expect((await browser().login('customer@demo.co.za', 'NewPass123')).body).toMatchObject({
      loggedIn: true,
    });
    await resetStandin();
  });

  it("gives the spec's message for an empty field and the service's for an unknown account", async () => {
    const b = browser();
    expect((await b.post('/api/password-recovery', { emailOrPhone: ' ' })).body.detail).toBe(
      'Enter email or phone number',
    );
    const unknown = await b.post('/api/password-recovery', { emailOrPhone: 'nobody@example.co.za' });
    expect(unknown).toMatchObject({
      status: 422,
      body: { detail: 'We could not find an account with that email or phone number' },
    });
  });
});

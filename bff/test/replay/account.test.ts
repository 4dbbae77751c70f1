import { describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES } from '../../../mocks/src/flows/legacy-messages.ts';
import type { Call } from '../../../mocks/src/wiremock/client.ts';
import {
  DELETED_ORGANISER,
  RESET_PASSWORD,
  VERIFIED_CUSTOMER,
} from '../../../mocks/src/wiremock/journeys/account.ts';
import { replayBff } from './replay-bff.ts';

const rig = replayBff();

const send = async <T = Record<string, unknown>>(call: Call) => {
  const r = await rig.client.send(call);
  return { status: r.status, body: r.json as T };
};
const login = (as: string, emailOrPhone: string, partner = false) =>
  send({ method: 'POST', path: '/api/session', body: { emailOrPhone, password: 'Demo1234!', partner }, as });

const customer = {
  firstName: 'Replay',
  surname: 'Customer',
  email: 'replay.customer@example.co.za',
  phone: '0720000900',
  password: 'Secret123',
  confirmPassword: 'Secret123',
};

describe('registration and recovery, replayed from WireMock', () => {
  it('starts a registration, resends the code and refuses a wrong one', async () => {
    const as = 'replay-guest';
    const started = await send({ method: 'POST', path: '/api/registrations/customer', body: customer, as });
    expect(started).toMatchObject({ status: 200, body: { email: customer.email, accountType: 'customer' } });
    expect((await send({ method: 'POST', path: '/api/registrations/code', as })).status).toBe(200);
    const wrong = await send({
      method: 'POST',
      path: '/api/registrations/verification',
      body: { code: '000000', password: 'Secret123' },
      as,
    });
    expect(wrong).toMatchObject({ status: 422, body: { detail: LEGACY_MESSAGES.wrongVerificationCode } });
  });

  it('refuses an email that has an account', async () => {
    const r = await send({
      method: 'POST',
      path: '/api/registrations/customer',
      body: { ...customer, email: 'customer@demo.co.za' },
      as: 'replay-guest-2',
    });
    expect(r).toMatchObject({
      status: 422,
      body: { detail: LEGACY_MESSAGES.emailTaken },
    });
  });

  it('starts a password reset and refuses a wrong code', async () => {
    const as = 'replay-reset';
    const unknown = await send({
      method: 'POST',
      path: '/api/password-recovery',
      body: { emailOrPhone: 'nobody@example.co.za' },
      as,
    });
    expect(unknown.status).toBe(422);
    const started = await send({
      method: 'POST',
      path: '/api/password-recovery',
      body: { emailOrPhone: '0710000001' },
      as,
    });
    expect(started.body).toMatchObject({ accountType: 'customer', accountName: 'Thandi Dlamini' });
    const wrong = await send({
      method: 'POST',
      path: '/api/password-recovery/code',
      body: { code: '000000' },
      as,
    });
    expect(wrong).toMatchObject({ status: 422, body: { detail: 'The code you entered is incorrect' } });
  });
});

// Codes are random per recording and matched by presence only: any code replays the success.
describe('code steps that succeed, replayed from WireMock', () => {
  const code = '482913';

  it('verifies a new registration with its code and logs the account in', async () => {
    const as = 'replay-verified';
    const started = await send({
      method: 'POST',
      path: '/api/registrations/customer',
      body: VERIFIED_CUSTOMER,
      as,
    });
    expect(started).toMatchObject({ status: 200, body: { email: VERIFIED_CUSTOMER.email } });
    const verified = await send({
      method: 'POST',
      path: '/api/registrations/verification',
      body: { code, password: VERIFIED_CUSTOMER.password },
      as,
    });
    expect(verified).toMatchObject({
      status: 200,
      body: { loggedIn: true, accountType: 'customer', accountName: 'Replay Customer' },
    });
  });

  it('resets a password with the emailed code', async () => {
    const as = 'replay-reset-ok';
    const started = await send({
      method: 'POST',
      path: '/api/password-recovery',
      body: { emailOrPhone: VERIFIED_CUSTOMER.email },
      as,
    });
    expect(started).toMatchObject({ status: 200, body: { accountType: 'customer' } });
    const checked = await send({ method: 'POST', path: '/api/password-recovery/code', body: { code }, as });
    expect(checked).toMatchObject({
      status: 200,
      body: { message: 'Identity verified. Choose a new password.' },
    });
    const saved = await send({
      method: 'POST',
      path: '/api/password-recovery/password',
      body: { password: RESET_PASSWORD, confirmPassword: RESET_PASSWORD },
      as,
    });
    expect(saved).toMatchObject({ status: 200, body: { message: 'Your new password has been saved' } });
  });

  it("deletes an organiser's account once the emailed code is confirmed", async () => {
    const as = 'replay-deleted';
    const org = DELETED_ORGANISER;
    expect((await send({ method: 'POST', path: '/api/registrations/organiser', body: org, as })).status).toBe(
      200,
    );
    const verified = await send({
      method: 'POST',
      path: '/api/registrations/verification',
      body: { code, password: org.password },
      as,
    });
    expect(verified.body).toMatchObject({ loggedIn: true, accountType: 'business' });
    const requested = await send({
      method: 'POST',
      path: '/api/account-deletion',
      body: { email: org.email, password: org.password, reason: 'Replay deletion' },
      as,
    });
    expect(requested).toMatchObject({
      status: 200,
      body: { message: 'We sent a confirmation code to your email address' },
    });
    const confirmed = await send({
      method: 'POST',
      path: '/api/account-deletion/confirmation',
      body: { code },
      as,
    });
    expect(confirmed).toMatchObject({ status: 200, body: { message: 'Your account has been deleted' } });
    expect((await send({ method: 'GET', path: '/api/session', as })).body).toEqual({ loggedIn: false });
  });
});

describe('profiles and account screens, replayed from WireMock', () => {
  it("shows a customer's profile without socials, their likes, and takes feedback", async () => {
    const as = 'replay-customer';
    expect((await login(as, '+27710000001')).body).toMatchObject({ accountType: 'customer' });
    const profile = await send({ method: 'GET', path: '/api/profile', as });
    expect(profile.body).toMatchObject({
      accountType: 'customer',
      name: 'Thandi Dlamini',
      socials: { instagram: null },
    });
    const edit = { name: 'Thandi Dlamini', email: 'customer@demo.co.za', phone: '0710000001' };
    expect((await send({ method: 'PUT', path: '/api/profile', body: edit, as })).status).toBe(200);
    const likes = await send<unknown[]>({ method: 'GET', path: '/api/likes', as });
    expect(likes.body.length).toBeGreaterThan(0);
    const feedback = { feedback: 'Replay feedback', context: 'event', topics: ['Broken link'] };
    expect((await send({ method: 'POST', path: '/api/feedback', body: feedback, as })).status).toBe(200);
    const change = {
      currentPassword: 'not-the-password',
      newPassword: 'Changed123',
      confirmPassword: 'Changed123',
    };
    const refused = await send({ method: 'POST', path: '/api/password', body: change, as });
    expect(refused).toMatchObject({ status: 422, body: { detail: 'Your current password is incorrect' } });
  });

  it("shows an organiser's socials and refuses a deletion with the wrong password", async () => {
    const as = 'replay-organiser';
    await login(as, '+27710000002');
    const profile = await send({ method: 'GET', path: '/api/profile', as });
    expect(profile.body).toMatchObject({ accountType: 'business', socials: { instagram: '@demoeventsco' } });
    const body = { email: 'organiser@demo.co.za', password: 'not-the-password', reason: 'Replay' };
    const refused = await send({ method: 'POST', path: '/api/account-deletion', body, as });
    expect(refused).toMatchObject({
      status: 422,
      body: { detail: 'The email or password you entered is incorrect' },
    });
  });

  it("shows a partner's profile", async () => {
    const as = 'replay-partner';
    await login(as, '+27710000003', true);
    expect((await send({ method: 'GET', path: '/api/profile', as })).body).toMatchObject({
      accountType: 'partner',
      name: 'Lerato Mokoena',
    });
  });
});

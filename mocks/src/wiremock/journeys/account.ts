import type { BffClient, Call } from '../client.ts';
import { type Journey, type JourneyEnv, login, sendAll } from './define.ts';

// Accounts, recorded. The code steps are recorded twice: with wrong codes (their refusals replay)
// and, when recording from the stand-in, with the codes read from its outbox (the successes
// replay: codes are matched by presence only). Each success uses its own new account, so its
// stubs never collide with a refusal's. Logins use the +27 form of the demo phone numbers, which
// no other journey uses: a repeated login stub would replay the first recording's cookie.

const newCustomer = {
  firstName: 'Replay',
  surname: 'Customer',
  email: 'replay.customer@example.co.za',
  phone: '0720000900',
  password: 'Secret123',
  confirmPassword: 'Secret123',
};

const GUEST_CALLS: Call[] = [
  { method: 'POST', path: '/api/registrations/customer', body: newCustomer, as: 'acct-guest' },
  { method: 'POST', path: '/api/registrations/code', as: 'acct-guest' },
  {
    method: 'POST',
    path: '/api/registrations/verification',
    body: { code: '000000', password: 'Secret123' },
    as: 'acct-guest',
  },
  {
    method: 'POST',
    path: '/api/registrations/customer',
    body: { ...newCustomer, email: 'customer@demo.co.za' },
    as: 'acct-guest-2',
  },
  {
    method: 'POST',
    path: '/api/password-recovery',
    body: { emailOrPhone: 'nobody@example.co.za' },
    as: 'acct-reset',
  },
  { method: 'POST', path: '/api/password-recovery', body: { emailOrPhone: '0710000001' }, as: 'acct-reset' },
  { method: 'POST', path: '/api/password-recovery/code', body: { code: '000000' }, as: 'acct-reset' },
];

const ACCOUNT_CALLS: Call[] = [
  login('acct-customer', '+27710000001'),
  { method: 'GET', path: '/api/profile', as: 'acct-customer' },
  {
    method: 'PUT',
    path: '/api/profile',
    body: { name: 'Thandi Dlamini', email: 'customer@demo.co.za', phone: '0710000001' },
    as: 'acct-customer',
  },
  { method: 'GET', path: '/api/likes', as: 'acct-customer' },
  {
    method: 'POST',
    path: '/api/feedback',
    body: { feedback: 'Replay feedback', context: 'event', topics: ['Broken link'] },
    as: 'acct-customer',
  },
  {
    method: 'POST',
    path: '/api/password',
    body: { currentPassword: 'not-the-password', newPassword: 'Changed123', confirmPassword: 'Changed123' },
    as: 'acct-customer',
  },
  login('acct-organiser', '+27710000002'),
  { method: 'GET', path: '/api/profile', as: 'acct-organiser' },
  {
    method: 'POST',
    path: '/api/account-deletion',
    body: { email: 'organiser@demo.co.za', password: 'not-the-password', reason: 'Replay' },
    as: 'acct-organiser',
  },
  login('acct-partner', '+27710000003', true),
  { method: 'GET', path: '/api/profile', as: 'acct-partner' },
];

/** A registration verified with its code, then a password reset of that account. */
export const VERIFIED_CUSTOMER = {
  ...newCustomer,
  email: 'replay.verified@example.co.za',
  phone: '0720000901',
};
/** An organiser registered, verified and deleted with the emailed code. */
export const DELETED_ORGANISER = {
  businessName: 'Replay Deleted Events',
  email: 'replay.deleted@example.co.za',
  phone: '0720000902',
  password: 'Secret123',
  confirmPassword: 'Secret123',
};
export const RESET_PASSWORD = 'Changed123';

/** The newest code the stand-in sent to `to` with this subject. */
async function codeFor(env: JourneyEnv, to: string, subject: string): Promise<string> {
  const code = (await env.outbox(to)).filter((m) => m.subject === subject).at(-1)?.code;
  if (!code) throw new Error(`no '${subject}' in the outbox of ${to}`);
  return code;
}

async function sendOne(client: BffClient, call: Call, log: (line: string) => void): Promise<void> {
  await sendAll(client, [call], log);
}

/** The successes that need a code from the outbox. */
async function codeSuccesses(client: BffClient, log: (line: string) => void, env: JourneyEnv) {
  const guest = 'acct-verified';
  const customer = VERIFIED_CUSTOMER;
  await sendOne(
    client,
    { method: 'POST', path: '/api/registrations/customer', body: customer, as: guest },
    log,
  );
  const code = await codeFor(env, customer.email, 'Your verification code');
  await sendOne(
    client,
    {
      method: 'POST',
      path: '/api/registrations/verification',
      body: { code, password: customer.password },
      as: guest,
    },
    log,
  );

  const reset = 'acct-reset-ok';
  await sendOne(
    client,
    { method: 'POST', path: '/api/password-recovery', body: { emailOrPhone: customer.email }, as: reset },
    log,
  );
  const otp = await codeFor(env, customer.email, 'Your password reset code');
  await sendAll(
    client,
    [
      { method: 'POST', path: '/api/password-recovery/code', body: { code: otp }, as: reset },
      {
        method: 'POST',
        path: '/api/password-recovery/password',
        body: { password: RESET_PASSWORD, confirmPassword: RESET_PASSWORD },
        as: reset,
      },
    ],
    log,
  );

  const organiser = 'acct-deleted';
  const org = DELETED_ORGANISER;
  await sendOne(
    client,
    { method: 'POST', path: '/api/registrations/organiser', body: org, as: organiser },
    log,
  );
  const verification = await codeFor(env, org.email, 'Your verification code');
  await sendOne(
    client,
    {
      method: 'POST',
      path: '/api/registrations/verification',
      body: { code: verification, password: org.password },
      as: organiser,
    },
    log,
  );
  await sendOne(
    client,
    {
      method: 'POST',
      path: '/api/account-deletion',
      body: { email: org.email, password: org.password, reason: 'Replay deletion' },
      as: organiser,
    },
    log,
  );
  const deletion = await codeFor(env, org.email, 'Your account deletion code');
  await sendOne(
    client,
    { method: 'POST', path: '/api/account-deletion/confirmation', body: { code: deletion }, as: organiser },
    log,
  );
}

/**
 * Registration, recovery, profile, likes, feedback, password change and deletion refusals; with
 * the outbox, a verified registration, a password reset and a confirmed deletion.
 */
export const accountJourney: Journey = async (client, log, env) => {
  await sendAll(client, GUEST_CALLS, log);
  await sendAll(client, ACCOUNT_CALLS, log);
  if (env) await codeSuccesses(client, log, env);
};

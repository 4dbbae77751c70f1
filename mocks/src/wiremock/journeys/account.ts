import type { Call } from '../client.ts';
import { type Journey, login, sendAll } from './define.ts';

// Accounts, recorded. Codes reach only the stand-in's outbox, which a journey cannot read, so the
// code steps are recorded with wrong codes (their refusals replay); the successes are covered by
// the BFF tests over the stand-in and by e2e. Logins use the +27 form of the demo phone numbers,
// which no other journey uses: a repeated login stub would replay the first recording's cookie.

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

/** Registration, recovery, profile, likes, feedback, password change and deletion refusals. */
export const accountJourney: Journey = async (client, log) => {
  await sendAll(client, GUEST_CALLS, log);
  await sendAll(client, ACCOUNT_CALLS, log);
};

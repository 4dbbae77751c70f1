import * as legacy from '@tix/contract/legacy/index';
import { LEGACY_MESSAGES } from '../../flows/legacy-messages.ts';
import { saDateTime } from '../clock.ts';
import type { AccountKind, StandinData } from '../model.ts';
import { emptyProfileExtra, type PendingRegistration } from '../model-accounts.ts';
import { hashPassword } from '../passwords.ts';
import { randomHex } from '../random.ts';
import { accountsOf, emailTaken } from './accounts.ts';
import { affiliateSuffix, newCode, SUBJECTS, sendCode } from './codes.ts';
import { handle, type RegisteredHandler } from './define.ts';

export const REGISTRATION_TEXT = {
  emailTaken: LEGACY_MESSAGES.emailTaken,
  codeSent: 'We sent a verification code to your email address',
  nonePending: 'There is no registration waiting for verification. Please register again.',
  wrongCode: LEGACY_MESSAGES.wrongVerificationCode,
  created: 'Your account has been created',
} as const;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const nextId = (data: StandinData, type: AccountKind) =>
  Math.max(0, ...accountsOf(data, type).map((a) => a.id)) + 1;

function pendingFor(data: StandinData, email: string, type: AccountKind) {
  return data.pendingRegistrations.find((p) => same(p.email, email) && p.accountType === type);
}

/** Turns a verified registration into an account that can log in. */
function createAccount(
  data: StandinData,
  pending: PendingRegistration,
  password: string,
  now: Date,
  affiliateId?: string,
) {
  const type = pending.accountType;
  const id = nextId(data, type);
  const base = {
    id,
    email: pending.email.trim(),
    phone: pending.phone.trim(),
    passwordHash: hashPassword(password, randomHex(16)),
    registeredAt: saDateTime(now),
  };
  if (type === 'customer') {
    const [firstName = '', ...rest] = pending.name.trim().split(/\s+/);
    data.customers.push({ ...base, firstName, lastName: rest.join(' ') });
  } else if (type === 'business') {
    const recruiter = data.partners.find((p) => affiliateId && p.affiliateId === affiliateId);
    data.businesses.push({
      ...base,
      name: pending.name.trim(),
      contactName: pending.name.trim(),
      address: '',
      recruitedBy: recruiter?.id ?? null,
    });
  } else {
    data.partners.push({
      ...base,
      name: pending.name.trim(),
      affiliateId: `${id}${affiliateSuffix()}`,
      partnerType: pending.partnerType,
    });
  }
  data.profileExtras.push({
    ...emptyProfileExtra(type, id),
    ...pending.extra,
    accountType: type,
    accountId: id,
  });
}

export const registrationHandlers: readonly RegisteredHandler[] = [
  handle(legacy.VERIFYACCOUNT, (p, ctx) => {
    const { data } = ctx;
    if (emailTaken(data, p.email, p.accounttype === 'partner'))
      return { status: 'failed', message: REGISTRATION_TEXT.emailTaken };
    const code = newCode();
    data.pendingRegistrations = data.pendingRegistrations.filter(
      (r) => !(same(r.email, p.email) && r.accountType === p.accounttype),
    );
    data.pendingRegistrations.push({
      email: p.email,
      phone: p.phone,
      name: p.account_name,
      accountType: p.accounttype,
      partnerType: p.partner_type ?? 'individual',
      code,
      extra:
        p.accounttype === 'partner'
          ? {
              facebook: p.facebook ?? '',
              instagram: p.instagram ?? '',
              tiktok: p.tiktok ?? '',
              twitter: p.x ?? '',
              linkedin: p.linkedin ?? '',
              pitch: p.pitch ?? '',
              bio: p.bio ?? '',
              followerEstimate: p.follower_estimate ?? '',
            }
          : {},
    });
    sendCode(ctx, p.email, SUBJECTS.verification, code);
    return { status: 'success', message: REGISTRATION_TEXT.codeSent };
  }),

  handle(legacy.RESEND_VERIFICATION_CODE, ({ email }, ctx) => {
    const pending = ctx.data.pendingRegistrations.filter((r) => same(r.email, email));
    if (pending.length === 0) return { status: 'failed', message: REGISTRATION_TEXT.nonePending };
    for (const registration of pending) {
      const previous = registration.code;
      while (registration.code === previous) registration.code = newCode();
      sendCode(ctx, registration.email, SUBJECTS.verification, registration.code);
    }
    return { status: 'success', message: REGISTRATION_TEXT.codeSent };
  }),

  handle(legacy.REGISTRATION, (p, ctx) => {
    const { data } = ctx;
    const pending = pendingFor(data, p.email, p.account_type);
    if (!pending) return { status: 'failed', message: REGISTRATION_TEXT.nonePending };
    if (pending.code !== p.verificationCode.trim())
      return { status: 'failed', message: REGISTRATION_TEXT.wrongCode };
    if (emailTaken(data, p.email, p.account_type === 'partner'))
      return { status: 'failed', message: REGISTRATION_TEXT.emailTaken };
    createAccount(data, pending, p.password, ctx.now(), p.affiliate_id);
    data.pendingRegistrations = data.pendingRegistrations.filter((r) => r !== pending);
    return { status: 'success', message: REGISTRATION_TEXT.created };
  }),
];

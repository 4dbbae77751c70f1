import { type AccountType, api, customerAccountName, legacy, type Session } from '@tix/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refused } from '../legacy/errors.ts';
import { perIp, withAccountLimit } from './account-limits.ts';
import { lower, pendingRegistration } from './account-session.ts';
import { registerEndpoint } from './register.ts';

const { account } = api;
const PLATFORM = 'web';
export const CODE_RESENT = 'We sent you a new verification code';

type VerifyFields = Omit<legacy.LegacyParamsOf<typeof legacy.VERIFYACCOUNT>, 'platform'>;

/** VERIFYACCOUNT: the legacy sends the code; the session remembers whose registration waits. */
async function start(req: FastifyRequest, fields: VerifyFields) {
  const answer = await req.legacy(legacy.VERIFYACCOUNT, { ...fields, platform: PLATFORM });
  if (answer.status !== 'success') {
    throw refused(legacy.VERIFYACCOUNT.key, answer.message ?? 'We could not start your registration.');
  }
  const accountType: AccountType = fields.accounttype;
  req.session.set('registration', { email: fields.email, accountType });
  return { email: fields.email, accountType, message: answer.message ?? '' };
}

/** After REGISTRATION: log the new account in, as loginWeb.php would for its first login. */
async function logIn(
  req: FastifyRequest,
  email: string,
  password: string,
  type: AccountType,
): Promise<Session> {
  req.session.regenerate();
  const answer = await req.legacy(legacy.LOGIN, {
    os: PLATFORM,
    posterUri: '',
    email,
    password,
    partner: type === 'partner' ? 'yes' : 'no',
  });
  const ok = legacy.loginSuccess.safeParse(answer);
  if (!ok.success || ok.data.data.account_type === 'guest') return { loggedIn: false };
  const { account_id, account_name, account_type } = ok.data.data;
  const user = { accountType: account_type, accountId: String(account_id), accountName: account_name };
  req.session.set('user', user);
  return { loggedIn: true, ...user };
}

export async function registrationRoutes(app: FastifyInstance) {
  registerEndpoint(app, account.registerCustomer, async (req) => {
    const { email, phone } = req.body;
    return start(req, { account_name: customerAccountName(req.body), email, phone, accounttype: 'customer' });
  });

  registerEndpoint(app, account.registerOrganiser, async (req) => {
    const { businessName, email, phone, password } = req.body;
    return start(req, { account_name: businessName, email, phone, password, accounttype: 'business' });
  });

  registerEndpoint(app, account.registerAffiliate, async (req) => {
    const { name, email, phone, password } = req.body;
    return start(req, { account_name: name, email, phone, password, accounttype: 'partner', partner: 'no' });
  });

  registerEndpoint(app, account.registerPartner, async (req) => {
    const b = req.body;
    return start(req, {
      account_name: b.name,
      email: b.email,
      phone: b.phone,
      password: b.password,
      accounttype: 'partner',
      partner: 'no',
      instagram: b.instagram,
      facebook: b.facebook,
      tiktok: b.tiktok,
      x: b.x,
      linkedin: b.linkedin,
      partner_type: b.partnerType,
      pitch: b.pitch,
      bio: b.bio,
      follower_estimate: b.followerEstimate,
    });
  });

  const pendingEmail = (req: FastifyRequest) => lower(req.session.get('registration')?.email);
  await withAccountLimit(app, 'verification', pendingEmail, (scope) => {
    registerEndpoint(
      scope,
      account.resendVerificationCode,
      async (req) => {
        const { email } = pendingRegistration(req);
        await req.legacy(legacy.RESEND_VERIFICATION_CODE, { email });
        return { message: CODE_RESENT };
      },
      perIp,
    );

    registerEndpoint(
      scope,
      account.completeRegistration,
      async (req) => {
        const { email, accountType } = pendingRegistration(req);
        const { code, password, affiliateId } = req.body;
        const answer = await req.legacy(legacy.REGISTRATION, {
          email,
          password,
          verificationCode: code,
          account_type: accountType,
          affiliate_id: affiliateId || undefined,
        });
        if (answer.status !== 'success') {
          throw refused(legacy.REGISTRATION.key, answer.message ?? 'We could not verify your account.');
        }
        req.session.set('registration', undefined);
        return logIn(req, email, password, accountType);
      },
      perIp,
    );
  });
}

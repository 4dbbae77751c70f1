import { type AccountType, type api, customerAccountName, legacy } from '@tix/contract';
import type { FastifyRequest } from 'fastify';
import { logIn, PLATFORM, sessionOf } from '../../domain/account/login.ts';
import type { DomainRoutes } from '../../http/implement.ts';
import { PER_IP } from '../../http/limits.ts';
import { lower, pendingRegistration } from '../../http/pending-steps.ts';
import { signIn } from '../../http/session-user.ts';
import { LegacyError } from '../../legacy/errors.ts';

export const CODE_RESENT = 'We sent you a new verification code';

type VerifyFields = Omit<legacy.LegacyParamsOf<typeof legacy.VERIFYACCOUNT>, 'platform'>;

/** VERIFYACCOUNT: the legacy sends the code; the session remembers whose registration waits. */
async function start(req: FastifyRequest, fields: VerifyFields) {
  const answer = await req.legacy(legacy.VERIFYACCOUNT, { ...fields, platform: PLATFORM });
  const accountType: AccountType = fields.accounttype;
  req.session.set('registration', { email: fields.email, accountType });
  return { email: fields.email, accountType, message: answer.message ?? '' };
}

const pendingEmail = (req: FastifyRequest) => lower(req.session.get('registration')?.email);
const codeStep = { perIp: PER_IP, perAccount: { name: 'verification', key: pendingEmail } } as const;

type Routes = DomainRoutes<typeof api.account>;

export const registrationRoutes = {
  registerCustomer: async (req) => {
    const { email, phone } = req.body;
    return start(req, { account_name: customerAccountName(req.body), email, phone, accounttype: 'customer' });
  },

  registerOrganiser: async (req) => {
    const { businessName, email, phone, password } = req.body;
    return start(req, { account_name: businessName, email, phone, password, accounttype: 'business' });
  },

  registerAffiliate: async (req) => {
    const { name, email, phone, password } = req.body;
    return start(req, { account_name: name, email, phone, password, accounttype: 'partner', partner: 'no' });
  },

  registerPartner: async (req) => {
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
  },

  resendVerificationCode: {
    ...codeStep,
    handler: async (req) => {
      const { email } = pendingRegistration(req);
      await req.legacy(legacy.RESEND_VERIFICATION_CODE, { email });
      return { message: CODE_RESENT };
    },
  },

  completeRegistration: {
    ...codeStep,
    handler: async (req) => {
      const { email, accountType } = pendingRegistration(req);
      const { code, password, affiliateId } = req.body;
      await req.legacy(legacy.REGISTRATION, {
        email,
        password,
        verificationCode: code,
        account_type: accountType,
        affiliate_id: affiliateId || undefined,
      });
      req.session.set('registration', undefined);
      // As loginWeb.php would for the first login: a fresh session for the new account.
      req.session.regenerate();
      try {
        const user = await logIn(req, email, password, accountType === 'partner');
        signIn(req, user, email);
        return sessionOf(user);
      } catch (error) {
        if (error instanceof LegacyError && error.status === 422) return sessionOf(null);
        throw error;
      }
    },
  },
} satisfies Partial<Routes>;

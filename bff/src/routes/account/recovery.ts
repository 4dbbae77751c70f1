import { type AccountType, type api, legacy } from '@tix/contract';
import type { FastifyRequest } from 'fastify';
import type { DomainRoutes } from '../../http/implement.ts';
import { PER_IP } from '../../http/limits.ts';
import { lower, NOTHING_PENDING, type PendingReset, pendingReset } from '../../http/pending-steps.ts';
import { HttpProblem, problem } from '../../lib/problem.ts';

const TYPES = ['customer', 'business', 'partner'] as const satisfies readonly AccountType[];

const accountTypeOf = (raw: unknown, affiliate: boolean): (typeof TYPES)[number] =>
  TYPES.find(
    (t) =>
      t ===
      String(raw ?? '')
        .trim()
        .toLowerCase(),
  ) ?? (affiliate ? 'partner' : 'customer');

/** The identity of a reset as every step sends it: from the session, never from the client. */
const resetIdentity = (reset: PendingReset) => ({
  email: reset.email,
  account_type: reset.accountType,
  isAffiliate: reset.affiliate ? 'yes' : 'no',
});

const recoveryKey = (req: FastifyRequest) => {
  const body = req.body as { emailOrPhone?: unknown } | undefined;
  return typeof body?.emailOrPhone === 'string' ? lower(body.emailOrPhone) : null;
};
const resetKey = (req: FastifyRequest) => lower(req.session.get('passwordReset')?.email);
const codeStep = { perIp: PER_IP, perAccount: { name: 'reset-code', key: resetKey } } as const;

export const recoveryRoutes = {
  startPasswordRecovery: {
    perIp: PER_IP,
    perAccount: { name: 'recovery', key: recoveryKey },
    handler: async (req) => {
      const { emailOrPhone, affiliate } = req.body;
      const answer = await req.legacy(legacy.RECOVERPASSWORD, {
        email: emailOrPhone,
        isAffiliate: affiliate ? 'yes' : 'no',
      });
      const reset: PendingReset = {
        email: emailOrPhone,
        accountType: accountTypeOf(answer.account_type, affiliate),
        affiliate,
        accountName: String(answer.account_name ?? ''),
        verified: false,
      };
      req.session.set('passwordReset', reset);
      return {
        accountType: reset.accountType,
        accountName: reset.accountName,
        affiliate,
        message: String(answer.message ?? ''),
      };
    },
  },

  verifyResetCode: {
    ...codeStep,
    handler: async (req) => {
      const reset = pendingReset(req);
      const answer = await req.legacy(legacy.VERIFY_OTP_TO_RESET_PASSWORD, {
        ...resetIdentity(reset),
        otp: req.body.code,
      });
      req.session.set('passwordReset', { ...reset, verified: true });
      return { message: answer.message ?? '' };
    },
  },

  saveNewPassword: {
    ...codeStep,
    handler: async (req) => {
      const reset = pendingReset(req);
      if (!reset.verified)
        throw new HttpProblem(problem(409, 'Nothing pending', NOTHING_PENDING.notVerified));
      const answer = await req.legacy(legacy.SAVE_NEW_PASSWORD, {
        ...resetIdentity(reset),
        pass1: req.body.password,
        pass2: req.body.confirmPassword,
        account_name: reset.accountName,
      });
      req.session.set('passwordReset', undefined);
      // A reset password ends every session the account had (a stolen cookie among them).
      req.server.sessionLedger.endAllOf([`email:${reset.email.trim().toLowerCase()}`]);
      return { message: answer.message ?? '' };
    },
  },
} satisfies Partial<DomainRoutes<typeof api.account>>;

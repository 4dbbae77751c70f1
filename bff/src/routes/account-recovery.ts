import { type AccountType, api, legacy } from '@tix/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refused } from '../legacy/errors.ts';
import { HttpProblem, problem } from '../lib/problem.ts';
import { perIp, withAccountLimit } from './account-limits.ts';
import { lower, NOTHING_PENDING, type PendingReset, pendingReset } from './account-session.ts';
import { registerEndpoint } from './register.ts';

const { account } = api;
const TYPES: readonly AccountType[] = ['customer', 'business', 'partner'];

const accountTypeOf = (raw: unknown, affiliate: boolean): AccountType =>
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

export async function recoveryRoutes(app: FastifyInstance) {
  await withAccountLimit(app, 'recovery', recoveryKey, (scope) => {
    registerEndpoint(
      scope,
      account.startPasswordRecovery,
      async (req) => {
        const { emailOrPhone, affiliate } = req.body;
        const answer = await req.legacy(legacy.RECOVERPASSWORD, {
          email: emailOrPhone,
          isAffiliate: affiliate ? 'yes' : 'no',
        });
        if (answer.status !== 'success') {
          throw refused(
            legacy.RECOVERPASSWORD.key,
            String(answer.message ?? 'We could not reset your password.'),
          );
        }
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
      perIp,
    );
  });

  await withAccountLimit(app, 'reset-code', resetKey, (scope) => {
    registerEndpoint(
      scope,
      account.verifyResetCode,
      async (req) => {
        const reset = pendingReset(req);
        const answer = await req.legacy(legacy.VERIFY_OTP_TO_RESET_PASSWORD, {
          ...resetIdentity(reset),
          otp: req.body.code,
        });
        if (answer.status !== 'success') {
          throw refused(legacy.VERIFY_OTP_TO_RESET_PASSWORD.key, answer.message ?? 'The code is not valid.');
        }
        req.session.set('passwordReset', { ...reset, verified: true });
        return { message: answer.message ?? '' };
      },
      perIp,
    );

    registerEndpoint(
      scope,
      account.saveNewPassword,
      async (req) => {
        const reset = pendingReset(req);
        if (!reset.verified)
          throw new HttpProblem(problem(409, 'Nothing pending', NOTHING_PENDING.notVerified));
        const answer = await req.legacy(legacy.SAVE_NEW_PASSWORD, {
          ...resetIdentity(reset),
          pass1: req.body.password,
          pass2: req.body.confirmPassword,
          account_name: reset.accountName,
        });
        if (answer.status !== 'success') {
          throw refused(legacy.SAVE_NEW_PASSWORD.key, answer.message ?? 'We could not save your password.');
        }
        req.session.set('passwordReset', undefined);
        return { message: answer.message ?? '' };
      },
      perIp,
    );
  });
}

import { call } from '@tix/contract/api/client';
import type { BodyOf } from '@tix/contract/api/define';
import type { AccountType } from '@tix/contract/domain/constants';
import { useCallback } from 'react';

import { clearAffiliateId, storedAffiliateId } from '../../../lib/affiliate-invite.ts';
import { endpoints } from '../../../lib/endpoints.ts';
import { useReplaceSession } from '../../../lib/session.ts';

/** What /verification needs, carried in router state (never in the URL: it holds the password). */
export interface VerificationState {
  email: string;
  accountType: AccountType;
  password: string;
}

export const isVerificationState = (value: unknown): value is VerificationState =>
  typeof value === 'object' &&
  value !== null &&
  'email' in value &&
  typeof value.email === 'string' &&
  'accountType' in value &&
  typeof value.accountType === 'string' &&
  'password' in value &&
  typeof value.password === 'string';

export const registerCustomer = (body: BodyOf<typeof endpoints.registerCustomer>) =>
  call(endpoints.registerCustomer, { body });
export const registerOrganiser = (body: BodyOf<typeof endpoints.registerOrganiser>) =>
  call(endpoints.registerOrganiser, { body });
export const registerAffiliate = (body: BodyOf<typeof endpoints.registerAffiliate>) =>
  call(endpoints.registerAffiliate, { body });
export const registerPartner = (body: BodyOf<typeof endpoints.registerPartner>) =>
  call(endpoints.registerPartner, { body });
export const resendVerificationCode = () => call(endpoints.resendVerificationCode);

/** Verifies the code; the new account is then logged in and the invitation's affiliate id cleared. */
export function useCompleteRegistration() {
  const replaceSession = useReplaceSession();
  return useCallback(
    async (code: string, password: string) => {
      const session = await call(endpoints.completeRegistration, {
        body: { code, password, affiliateId: storedAffiliateId() },
      });
      clearAffiliateId();
      await replaceSession(session);
      return session;
    },
    [replaceSession],
  );
}

import { call } from '@tix/contract/api/client';
import type { BodyOf } from '@tix/contract/api/define';
import { useCallback } from 'react';

import { endpoints } from '../../../lib/endpoints.ts';
import { useReplaceSession } from '../../../lib/session.ts';

export type LoginInput = BodyOf<typeof endpoints.login>;

export const postLogin = (body: LoginInput) => call(endpoints.login, { body });
export const deleteSession = () => call(endpoints.logout);

/**
 * Login and logout. Both drop what was cached for the previous viewer (an organiser's search
 * answers differ from a guest's) and revalidate the session key.
 */
export function useSessionMutations() {
  const replaceSession = useReplaceSession();

  const login = useCallback(
    async (body: LoginInput) => {
      const session = await postLogin(body);
      await replaceSession(session);
      return session;
    },
    [replaceSession],
  );

  /** Never fails: a failed logout call is only logged (spec), the local session is cleared anyway. */
  const logout = useCallback(async () => {
    try {
      await deleteSession();
    } catch (error) {
      console.error('Logout failed', error);
    }
    await replaceSession({ loggedIn: false });
  }, [replaceSession]);

  return { login, logout };
}

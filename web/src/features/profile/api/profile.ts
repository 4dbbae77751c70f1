import { call } from '@tix/contract/api/client';
import type { BodyOf } from '@tix/contract/api/define';
import type { Profile } from '@tix/contract/model/profile';
import type { Session } from '@tix/contract/model/session';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';
import { sessionKey, useReplaceSession } from '../../../lib/session.ts';

export const profileKey = keyOf(endpoints.getProfile);
export const fetchProfile = () => call(endpoints.getProfile);

/** The logged-in account's profile. */
export function useProfile() {
  const { data, error, isLoading } = useSWR<Profile>(profileKey, fetchProfile);
  return { profile: data, error: error as unknown, isLoading };
}

/** Saves the profile; the profile and the header's name are fetched again. */
export function useUpdateProfile() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: BodyOf<typeof endpoints.updateProfile>) => {
      const answer = await call(endpoints.updateProfile, { body });
      await Promise.all([mutate(profileKey), mutate(sessionKey)]);
      return answer;
    },
    [mutate],
  );
}

export const changePassword = (body: BodyOf<typeof endpoints.changePassword>) =>
  call(endpoints.changePassword, { body });

export const requestAccountDeletion = (body: BodyOf<typeof endpoints.requestAccountDeletion>) =>
  call(endpoints.requestAccountDeletion, { body });

/** Confirms the deletion; the session has ended, so every cached answer is dropped. */
export function useConfirmDeletion() {
  const replaceSession = useReplaceSession();
  return useCallback(
    async (code: string) => {
      const answer = await call(endpoints.confirmAccountDeletion, { body: { code } });
      const guest: Session = { loggedIn: false };
      await replaceSession(guest, { revalidate: false });
      return answer;
    },
    [replaceSession],
  );
}

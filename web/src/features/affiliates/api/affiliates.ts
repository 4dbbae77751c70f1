import { call } from '@tix/contract/api/client';
import type { PayoutType } from '@tix/contract/domain/payouts';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

// The partner's programme: fetchers, cache keys and hooks.

export const useEarnings = () => useSWR(keyOf(endpoints.getEarnings), () => call(endpoints.getEarnings));

export const usePayoutRequests = () =>
  useSWR(keyOf(endpoints.listPayoutRequests), () => call(endpoints.listPayoutRequests));

export const useRecruitCount = () =>
  useSWR(keyOf(endpoints.getRecruitCount), () => call(endpoints.getRecruitCount));

export const useLinkedEvents = () =>
  useSWR(keyOf(endpoints.listLinkedEvents), () => call(endpoints.listLinkedEvents));

/** What a payout request changes on /in. */
export const PAYOUT_READS = [endpoints.getEarnings, endpoints.listPayoutRequests];

/** A repeat of the same attempt (a double click, a retry) carries the same key: one request. */
export const requestPayout = (payoutType: PayoutType, amount: number, attempt: string) =>
  call(endpoints.requestPayout, {
    body: { payoutType, amount },
    headers: { 'idempotency-key': `${attempt}-${payoutType}-${Math.round(amount * 100)}` },
  });

export const useAffiliateLink = () => useSWR(keyOf(endpoints.getLink), () => call(endpoints.getLink));
export const saveAffiliateId = () => call(endpoints.saveAffiliateId);

const queryOf = (search: string) => (search ? { search } : {});

export function useRecruits(search: string) {
  return useSWR(
    keyOf(endpoints.listRecruits, { query: queryOf(search) }),
    () => call(endpoints.listRecruits, { query: queryOf(search) }),
    { keepPreviousData: true },
  );
}

export function useRecruitWallet(recruitId: string | null) {
  const params = { recruitId: recruitId ?? '' };
  return useSWR(recruitId ? keyOf(endpoints.getRecruitWallet, { params }) : null, () =>
    call(endpoints.getRecruitWallet, { params }),
  );
}

export function attemptToken(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

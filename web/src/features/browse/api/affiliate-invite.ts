import { call } from '@tix/contract/api/client';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

/** Where sign-up finds the affiliate id a visitor landed with (the spec keeps it locally). */
export const AFFILIATE_STORAGE_KEY = 'affiliateid';

const VALID_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Who invited the visitor; no request without a well-formed id from the landing URL. */
export function useAffiliateInvite(affiliateId: string | null) {
  const id = affiliateId?.trim() ?? '';
  const key = VALID_ID.test(id) ? keyOf(endpoints.getAffiliateInvite, { params: { affiliateId: id } }) : null;
  return useSWR(key, () => call(endpoints.getAffiliateInvite, { params: { affiliateId: id } }), {
    revalidateOnFocus: false,
  });
}

/** Keeps the id for registration; private browsing may refuse storage, which only loses the link. */
export function rememberAffiliate(affiliateId: string): void {
  try {
    localStorage.setItem(AFFILIATE_STORAGE_KEY, affiliateId);
  } catch {
    // Nothing to tell the visitor: the invitation still shows.
  }
}

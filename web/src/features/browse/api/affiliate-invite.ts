import { call } from '@tix/contract/api/client';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

const VALID_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Who invited the visitor; no request without a well-formed id from the landing URL. */
export function useAffiliateInvite(affiliateId: string | null) {
  const id = affiliateId?.trim() ?? '';
  const key = VALID_ID.test(id) ? keyOf(endpoints.getAffiliateInvite, { params: { affiliateId: id } }) : null;
  return useSWR(key, () => call(endpoints.getAffiliateInvite, { params: { affiliateId: id } }), {
    revalidateOnFocus: false,
  });
}

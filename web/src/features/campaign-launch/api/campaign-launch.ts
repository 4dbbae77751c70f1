import { call } from '@tix/contract/api/client';
import type { BodyOf } from '@tix/contract/api/define';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

export const campaignLaunchKey = (eventId: string) =>
  keyOf(endpoints.getCampaignLaunch, { params: { eventId } });

/** Everything /campaign shows about one of the organiser's events. */
export function useCampaignLaunch(eventId: string | null) {
  return useSWR(eventId ? campaignLaunchKey(eventId) : null, () =>
    call(endpoints.getCampaignLaunch, { params: { eventId: eventId ?? '' } }),
  );
}

export const saveCampaign = (eventId: string, body: BodyOf<typeof endpoints.saveCampaign>) =>
  call(endpoints.saveCampaign, { params: { eventId }, body });

/** A repeat of the same attempt (a double click) carries the same key, so it starts one payment. */
export const startCampaignPayment = (eventId: string, budget: number, attempt: string) =>
  call(endpoints.startCampaignPayment, {
    params: { eventId },
    body: { budget },
    headers: { 'idempotency-key': `${attempt}-${Math.round(budget * 100)}` },
  });

export const applyCampaignCredit = (eventId: string, attempt: string) =>
  call(endpoints.applyCampaignCredit, {
    params: { eventId },
    headers: { 'idempotency-key': `${attempt}-credit` },
  });

/** What a payment credited, as the server says: the success page only reads. */
export function useCampaignPayment(eventId: string | null, paymentId: string | null) {
  const params = { eventId: eventId ?? '', paymentId: paymentId ?? '' };
  return useSWR(eventId && paymentId ? keyOf(endpoints.getCampaignPayment, { params }) : null, () =>
    call(endpoints.getCampaignPayment, { params }),
  );
}

export const cancelCampaignPayment = (eventId: string, paymentId: string) =>
  call(endpoints.cancelCampaignPayment, { params: { eventId, paymentId } });

/** A random token naming one launch attempt on this page. */
export function attemptToken(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

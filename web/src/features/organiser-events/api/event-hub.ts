import { call } from '@tix/contract/api/client';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

// The event hub's reads (issue 28): answers the BFF already gives, under the same SWR keys the
// event's own screens use, so the hub and those screens share one cache and one refresh.

const byEvent = (eventId: string) => ({ params: { eventId } });

/** The event with its ticket types: prices, sold and left, adults and kids. */
export function useHubTicketTypes(eventId: string) {
  return useSWR(keyOf(endpoints.getEvent, byEvent(eventId)), () =>
    call(endpoints.getEvent, byEvent(eventId)),
  );
}

/** The organiser's campaigns: budget and balance (campaignBalanceCents) of this event's one. */
export function useHubCampaigns() {
  return useSWR(keyOf(endpoints.listCampaigns), () => call(endpoints.listCampaigns));
}

/** Revenue and payout status. */
export function useHubPayout(eventId: string) {
  return useSWR(keyOf(endpoints.getPayout, byEvent(eventId)), () =>
    call(endpoints.getPayout, byEvent(eventId)),
  );
}

/** Refund requests, for the count still waiting. */
export function useHubRefunds(eventId: string) {
  return useSWR(keyOf(endpoints.getRefundManagement, byEvent(eventId)), () =>
    call(endpoints.getRefundManagement, byEvent(eventId)),
  );
}

/** The event's buyers (CLIENTELE). */
export function useHubBuyers(eventId: string | null) {
  return useSWR(eventId ? keyOf(endpoints.listCampaignBuyers, byEvent(eventId)) : null, () =>
    call(endpoints.listCampaignBuyers, byEvent(eventId ?? '')),
  );
}

import { call } from '@tix/contract/api/client';
import useSWR from 'swr';
import { keyOf } from '../../../lib/cache.ts';
import { endpoints } from '../../../lib/endpoints.ts';

// The campaign list's reads and changes. Selection lives on the server, so every change is
// followed by a read of the list (the caller's `mutate`).

export function useCampaignList() {
  return useSWR(keyOf(endpoints.listCampaigns), () => call(endpoints.listCampaigns));
}

export const selectAllCampaigns = (selected: boolean) =>
  call(endpoints.selectAllCampaigns, { body: { selected } });

export const selectCampaign = (eventId: string, selected: boolean) =>
  call(endpoints.selectCampaign, { params: { eventId }, body: { selected } });

export const toggleSelectedCampaigns = (action: 'resume' | 'pause') =>
  call(endpoints.toggleSelectedCampaigns, { body: { action } });

/** The run/pause switch of one row (the event page's own toggle). */
export const toggleOneCampaign = (eventId: string) => call(endpoints.toggleCampaign, { params: { eventId } });

export function useCampaignDevices(eventId: string | null) {
  return useSWR(eventId ? keyOf(endpoints.listCampaignDevices, { params: { eventId } }) : null, () =>
    call(endpoints.listCampaignDevices, { params: { eventId: eventId ?? '' } }),
  );
}

export function useCampaignBuyers(eventId: string | null) {
  return useSWR(eventId ? keyOf(endpoints.listCampaignBuyers, { params: { eventId } }) : null, () =>
    call(endpoints.listCampaignBuyers, { params: { eventId: eventId ?? '' } }),
  );
}

/** The organiser's events, for the Select event panel. */
export function useOrganiserEvents(open: boolean) {
  return useSWR(open ? keyOf(endpoints.listOrganiserEvents) : null, () =>
    call(endpoints.listOrganiserEvents),
  );
}

export const markForTransfer = (campaignId: string) =>
  call(endpoints.markForTransfer, { params: { campaignId } });

export function useTransferTargets(campaignId: string | null, search: string) {
  const query = search ? { search } : {};
  return useSWR(
    campaignId ? keyOf(endpoints.listTransferTargets, { params: { campaignId }, query }) : null,
    () => call(endpoints.listTransferTargets, { params: { campaignId: campaignId ?? '' }, query }),
    { keepPreviousData: true },
  );
}

/** Moves the balance; the key makes a double click one transfer. */
export const transferBalance = (campaignId: string, targetEventId: string, idempotencyKey: string) =>
  call(endpoints.transferBalance, {
    params: { campaignId },
    body: { targetEventId },
    headers: { 'idempotency-key': idempotencyKey },
  });

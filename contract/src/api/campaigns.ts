import { z } from 'zod';
import { balanceTransferSchema } from '../forms/campaigns.ts';
import { campaignRowSchema, deviceStatSchema } from '../model/campaign.ts';
import { idMessage, legacyId } from '../model/ids.ts';
import { lineText, list, longText, shortText } from '../model/limits.ts';
import { organiserCustomerSchema } from '../model/organiser.ts';
import { endpoint } from './define.ts';
import { unavailableParts } from './partial.ts';
import { routes } from './routes.ts';
import { EVENT_ID_MESSAGE } from './tickets.ts';

/** Not in the spec, ours: a campaign id in the path that is not a number. */
export const CAMPAIGN_ID_MESSAGE = idMessage('Campaign id');

const eventParams = z.object({
  eventId: legacyId(EVENT_ID_MESSAGE),
});
const campaignParams = z.object({
  campaignId: legacyId(CAMPAIGN_ID_MESSAGE),
});
const ownEvent = { owned: 'organiser-event' } as const;
const ownCampaign = { owned: 'organiser-campaign' } as const;

/**
 * The part of the campaign list that may be missing: the selected count (GETSELECTCAMPAIGNS).
 * The rows (CAMPAIGNS) are the page.
 */
export const CAMPAIGN_LIST_PARTS = ['selectedCount'] as const;
export type CampaignListPart = (typeof CAMPAIGN_LIST_PARTS)[number];

/** The campaign list with how many rows are ticked (selection is kept by the service). */
export const campaignListSchema = z.object({
  campaigns: list(campaignRowSchema),
  /** Absent when GETSELECTCAMPAIGNS gave no count (`unavailable` then names it). */
  selectedCount: z.number().int().optional(),
  unavailable: unavailableParts(CAMPAIGN_LIST_PARTS),
});
export type CampaignList = z.infer<typeof campaignListSchema>;

/** An event a campaign's leftover balance may move to. */
export const transferTargetSchema = z.object({
  eventId: shortText(),
  name: lineText(),
  day: shortText().nullable(),
  /** HH:MM, shown with the day ('Sun, 22 Nov 2026, 15:42'). */
  startTime: shortText().nullable(),
  thumbnailUrl: longText().nullable(),
});
export type TransferTarget = z.infer<typeof transferTargetSchema>;

export const balanceTransferResultSchema = z.object({
  /** What moved, in cents. */
  transferredCents: z.number().int(),
  message: longText().nullable(),
});

const messageSchema = z.object({ message: longText().nullable() });

/** The organiser's campaign list, /campaigns (spec part 2, sections 2, 4, 5, 7 and 8). */
export const campaignsApi = {
  listCampaigns: endpoint({
    ...routes.campaigns.listCampaigns,
    summary: "The organiser's campaigns, with what each has spent and holds, and the selection",
    access: ['business'],
    response: campaignListSchema,
    legacy: ['CAMPAIGNS', 'GETSELECTCAMPAIGNS'],
  }),
  selectAllCampaigns: endpoint({
    ...routes.campaigns.selectAllCampaigns,
    summary: 'Ticks every campaign, or none',
    access: ['business'],
    body: z.object({ selected: z.boolean() }),
    response: z.object({ selectedCount: z.number().int() }),
    legacy: ['CAMPAIGNS', 'ALLSELECTCAMPAIGNS', 'UPDATESELECT'],
  }),
  selectCampaign: endpoint({
    ...routes.campaigns.selectCampaign,
    summary: "Ticks or unticks one event's campaign",
    access: ['business'],
    params: eventParams,
    body: z.object({ selected: z.boolean() }),
    response: z.object({ selectedCount: z.number().int() }),
    owner: ownEvent,
    legacy: ['FETCH-EVENT-DETAILS', 'CAMPAIGNS', 'UPDATESELECT'],
  }),
  toggleSelectedCampaigns: endpoint({
    ...routes.campaigns.toggleSelectedCampaigns,
    summary:
      'Resume all: resumes the ticked campaigns when any is paused; Pause all: pauses them when all run. Paused events leave the public lists',
    access: ['business'],
    body: z.object({ action: z.enum(['resume', 'pause']) }),
    response: messageSchema,
    legacy: ['CAMPAIGNS', 'RESUMECAMPAIGNS'],
  }),
  listCampaignDevices: endpoint({
    ...routes.campaigns.listCampaignDevices,
    summary: "Page views of the campaign's event by device and browser",
    access: ['business'],
    params: eventParams,
    response: list(deviceStatSchema),
    owner: ownEvent,
    legacy: ['FETCH-EVENT-DETAILS', 'PLATFORMS'],
  }),
  listCampaignBuyers: endpoint({
    ...routes.campaigns.listCampaignBuyers,
    summary: "The unique buyers of the campaign's event",
    access: ['business'],
    params: eventParams,
    response: list(organiserCustomerSchema),
    owner: ownEvent,
    legacy: ['FETCH-EVENT-DETAILS', 'CLIENTELE:GETCLIENTELE'],
  }),
  markForTransfer: endpoint({
    ...routes.campaigns.markForTransfer,
    summary: "Marks a campaign's leftover balance for a transfer (refused at R0 or once transferred)",
    access: ['business'],
    params: campaignParams,
    response: messageSchema,
    owner: ownCampaign,
    legacy: ['CAMPAIGNS', 'FETCH-EVENT-DETAILS', 'UPDATETRANSFERCHECK', 'UPDATEALLTRANSFER'],
  }),
  listTransferTargets: endpoint({
    ...routes.campaigns.listTransferTargets,
    summary: "The organiser's events the campaign's balance may move to (index below 1); `search` narrows",
    access: ['business'],
    params: campaignParams,
    query: z.object({ search: z.string().trim().max(100).optional() }),
    response: list(transferTargetSchema),
    owner: ownCampaign,
    legacy: ['CAMPAIGNS', 'FETCH-EVENT-DETAILS', 'SEARCHEVENTS'],
  }),
  transferBalance: endpoint({
    ...routes.campaigns.transferBalance,
    summary:
      "Moves the campaign's whole leftover balance (read by the server) to another of the organiser's events, once",
    access: ['business'],
    params: campaignParams,
    body: balanceTransferSchema,
    response: balanceTransferResultSchema,
    owner: ownCampaign,
    legacy: ['CAMPAIGNS', 'FETCH-EVENT-DETAILS', 'SEARCHEVENTS', 'UPDATETRANSFERCHECK', 'TRANSFERBALANCE'],
    idempotent: true,
  }),
};

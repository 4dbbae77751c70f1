import {
  legacy,
  normaliseAudienceCount,
  normaliseBudgetEstimate,
  normaliseCampaignCheck,
  normaliseCampaignCount,
  normaliseCampaignRunState,
  normaliseClientCount,
  normaliseContestants,
  normaliseCustomerTickets,
  normaliseDatabaseSize,
  normaliseDeactivatedPromoterCount,
  normaliseDeviceStats,
  normaliseDownloadableCount,
  normaliseEventCounts,
  normaliseEventDeletionStatus,
  normaliseEventTypeAnswer,
  normaliseLoadedTicketCount,
  normaliseMerchants,
  normaliseOrganiserCustomers,
  normalisePartnerLink,
  normalisePointPackages,
  normalisePointsConfigured,
  normalisePrepareCategories,
  normalisePrintBudget,
  normalisePrivateEventDetails,
  normalisePromoters,
  normaliseRecruitCount,
  normaliseRecruits,
  normaliseRefundRequestRows,
  normaliseSalesBreakdown,
  normaliseSalesSeries,
  normaliseTicketHolderCount,
  normaliseTierDetails,
} from '@tix/contract';
import { plural, type Use, use } from './use.ts';

// The organiser's, the partner's and the printing reads: what each screen takes from the answer.
// A count the product shows as unknown (null) is said so, never as 0.

const counted = (n: number | null, what: string, many?: string) => ({
  decisions: [n === null ? `${what}: unknown` : plural(n, what, many)],
});

export const ORGANISER_USES: readonly Use[] = [
  use(legacy.FETCH_EVENT_COUNTS, (raw) => {
    const c = normaliseEventCounts(raw);
    return {
      decisions: [
        `ongoing ${c.ongoing ?? 'unknown'}, upcoming ${c.upcoming ?? 'unknown'}, past ${c.past ?? 'unknown'}`,
      ],
    };
  }),
  use(legacy.CAMPAIGNSTATSUSS, (raw) => counted(normaliseCampaignCount(raw), 'campaign')),
  use(legacy.NUMBEROFCLIENTELE, (raw) => counted(normaliseClientCount(raw), 'customer')),
  use(legacy.NUMBEROFBOOSTERDEACTIVATEDS, (raw) =>
    counted(normaliseDeactivatedPromoterCount(raw), 'deactivated promoter'),
  ),
  use(legacy.EVENTTYPE, (raw) => ({
    decisions: [normaliseEventTypeAnswer(raw) === null ? 'event type unknown' : 'event type known'],
  })),
  use(legacy.CHECKIFEVENTDELETED, (raw) => ({
    decisions: [normaliseEventDeletionStatus(raw).deleted ? 'deleted' : 'not deleted'],
  })),
  use(legacy.CHECKTICKETS, (raw) => counted(normaliseLoadedTicketCount(raw), 'loaded ticket type')),
  use(legacy.EVENTSALESDATA, (raw) => counted(normaliseTicketHolderCount(raw), 'ticket holder')),
  use(legacy.GET_CAMPAIGN_STATUS, (raw) => ({ decisions: [`campaign ${normaliseCampaignRunState(raw)}`] })),
  use(legacy.ESTIMATED_BUDGET, (raw) => ({
    decisions: [
      normaliseBudgetEstimate(raw).estimatedBudgetCents === null ? 'estimate unknown' : 'estimate known',
    ],
  })),
  use(legacy.PLATFORMS, (raw) => counted(normaliseDeviceStats(raw).length, 'device row')),
  use(legacy.GET_AUDIENCE_COUNT, (raw) => counted(normaliseAudienceCount(raw), 'audience member')),
  use(legacy.PRODUCT_DATABASE, (raw) => counted(normaliseDatabaseSize(raw), 'database contact')),
  use(legacy.GETBUDGET, (raw) => ({
    decisions: [
      normalisePrintBudget(raw).balanceCents === null ? 'print balance unknown' : 'print balance known',
    ],
  })),
  use(legacy.PREPARETICKETS, (raw) =>
    counted(normalisePrepareCategories(raw).length, 'ticket category', 'ticket categories'),
  ),
  use(legacy.MODELS, (raw) => counted(normaliseContestants(raw).length, 'model')),
  use(legacy.GETPOINTS, (raw) => counted(normalisePointPackages(raw).length, 'point package')),
  use(legacy.CONFIGURATIONDETAILS, (raw) => ({
    decisions: [normalisePointsConfigured(raw) ? 'points configured' : 'points not configured'],
  })),
  use(legacy.BREAKDOWNSALES, (raw) => counted(normaliseSalesBreakdown(raw).length, 'sales row')),
  use(legacy.GET_REFUND_REQUESTS, (raw) => counted(normaliseRefundRequestRows(raw).length, 'refund request')),
  use(legacy.PARTNERDETAILS, (raw) => ({
    decisions: [normalisePartnerLink(raw).affiliateId === null ? 'no affiliate id' : 'affiliate id known'],
  })),
  use(legacy.RECRUITS_AFFILIATECOUNT, (raw) => counted(normaliseRecruitCount(raw), 'recruit')),
  use(legacy.GET_PRIVATE_EVENT_DETAILS, (raw) => ({
    decisions: [normalisePrivateEventDetails(raw).name ? 'event named' : 'event without a name'],
  })),
  use(legacy.GETVVIPDETAILS, (raw) => ({ decisions: [tier(normaliseTierDetails('vvip', raw))] })),
  use(legacy.GETVIPDETAILS, (raw) => ({ decisions: [tier(normaliseTierDetails('vip', raw))] })),
  use(legacy.GETGENDETAILS, (raw) => ({ decisions: [tier(normaliseTierDetails('general', raw))] })),
  use(legacy.CHECKCAMPAIGN, (raw, ctx) => ({
    decisions: [normaliseCampaignCheck(raw, ctx.ids.eventid ?? '') ? 'campaign checked' : 'no campaign'],
  })),
  use(legacy.REPRINTABLETICKETS, (raw) => counted(normaliseDownloadableCount(raw), 'reprintable ticket')),
  ...[legacy.GETSALESDATAGENERAL, legacy.GETSALESDATAVIP, legacy.GETSALESDATAVVIP].map((op) =>
    use(op, (raw) => counted(normaliseSalesSeries(raw).length, 'sales figure')),
  ),
  // The searches read their answers as the lists do.
  use(legacy.CUSTOMERTICKETS_SEARCHTICKETS, (raw) => counted(normaliseCustomerTickets(raw).length, 'ticket')),
  use(legacy.CLIENTELE_SEARCHCLIENTELE, (raw) =>
    counted(normaliseOrganiserCustomers(raw).length, 'customer'),
  ),
  use(legacy.PROMOTERS_SEARCHPROMOTERS, (raw) => counted(normalisePromoters(raw).length, 'promoter')),
  use(legacy.RECRUITS_SEARCHRECRUITS, (raw) => counted(normaliseRecruits(raw).length, 'recruit')),
  use(legacy.MERCHANTS_SEARCHMERCHANTS, (raw) => counted(normaliseMerchants(raw).length, 'organisation')),
];

const tier = (details: unknown) => (details === null ? 'tier not loaded' : 'tier loaded');

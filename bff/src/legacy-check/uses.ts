import {
  type Event,
  legacy,
  normaliseAffiliateInvite,
  normaliseAvailability,
  normaliseBankDetails,
  normaliseBoosterBalance,
  normaliseCampaign,
  normaliseCampaignRows,
  normaliseCategory,
  normaliseCustomerTickets,
  normaliseEventDetail,
  normaliseEvents,
  normaliseLinkedEvents,
  normaliseMerchants,
  normaliseOrganiserCustomers,
  normaliseOrganiserEvents,
  normalisePartnerEarnings,
  normalisePartnerPayoutRequests,
  normaliseProfile,
  normalisePromoters,
  normaliseProvince,
  normaliseRankings,
  normaliseRecruits,
  normaliseRefundGovernance,
  normaliseRefundQuote,
  normaliseTicketType,
  normaliseTransactions,
  rows,
  text,
} from '@tix/contract';
import { boosterEventState, isHiddenFromBrowse, sellState } from '@tix/contract/domain/index';
import { idless, plural, type Use, type UseVerdict, use } from './use.ts';
import { BUSINESS_USES } from './uses-business.ts';
import { BUYER_USES } from './uses-buyer.ts';
import { ORGANISER_USES } from './uses-organiser.ts';

// The product's use of each answer: the normaliser the BFF hands it to and the decisions it takes
// from it (sellable, listed, found, refundable, balance known). A read not listed here would be
// judged by its shape only (the BFF's schema check): the report counts them, and a test holds
// that count to 0.

function eventList(events: Event[], today: string, rule: 'browse' | 'all' | 'booster'): UseVerdict {
  const broken = idless(events, (e) => e.id, 'event');
  if (broken) return broken;
  const undated = events.filter((e) => e.day === '').length;
  if (undated)
    return { decisions: [], unusable: `${plural(undated, 'event')} without a date the product reads` };
  const unknown = events.filter((e) => e.balanceCents === null).length;
  const decisions = [plural(events.length, 'event')];
  if (rule === 'browse') {
    const listed = events.filter((e) => !isHiddenFromBrowse(e, today)).length;
    decisions.push(`${listed} listed`);
  }
  if (rule === 'booster') {
    const sellable = events.filter((e) => boosterEventState(e, today) === 'sellable').length;
    decisions.push(`${sellable} sellable`);
  }
  if (unknown) decisions.push(`balance unknown for ${unknown}`);
  return { decisions };
}

const found = (yes: boolean) => (yes ? 'found' : 'not found');

const USES: readonly Use[] = [
  use(legacy.FETCH_EVENT_DETAILS, (raw, ctx) => {
    if (legacy.isNothing(raw)) return { decisions: [found(false)] };
    const event = normaliseEventDetail(raw, ctx.ids.eventid ?? '');
    if (event.day === '') return { decisions: [], unusable: 'eventDate is not a date the product reads' };
    const state = sellState(event, ctx.today);
    return {
      decisions: [
        found(true),
        state === 'sellable' ? 'sellable' : `not sellable (${state})`,
        event.balanceCents === null ? 'balance unknown' : 'balance known',
      ],
    };
  }),
  use(legacy.EVENTS, (raw, ctx) => eventList(normaliseEvents(raw), ctx.today, 'browse')),
  use(legacy.SEARCHEVENTS, (raw, ctx) => eventList(normaliseEvents(raw), ctx.today, 'browse')),
  use(legacy.LIKES_GETLIKES, (raw, ctx) => eventList(normaliseEvents(raw), ctx.today, 'all')),
  use(legacy.GETEVENTSTOSELL, (raw, ctx) => eventList(normaliseEvents(raw), ctx.today, 'booster')),
  use(legacy.TICKETS, (raw) => {
    const types = rows(raw).map(normaliseTicketType);
    return idless(types, (t) => t.id, 'ticket type') ?? { decisions: [plural(types.length, 'ticket type')] };
  }),
  use(legacy.CHECKAVAILABLETICKETS, (raw, ctx) => {
    // A count the answer lacks is unknown (the BFF takes it from TICKETS), never sold out.
    const stock = normaliseAvailability(raw, ctx.ids.ticketid ?? '', 'general');
    if (stock.adults === null || stock.kids === null) return { decisions: ['stock from TICKETS'] };
    return { decisions: [stock.adults <= 0 && stock.kids <= 0 ? 'sold out' : 'in stock'] };
  }),
  use(legacy.PROVINCES, (raw) => {
    const list = rows(raw).map(normaliseProvince);
    return idless(list, (p) => p.id, 'province') ?? { decisions: [plural(list.length, 'province')] };
  }),
  use(legacy.EVENTCATEGORY, (raw) => ({
    decisions: [plural(rows(raw).map(normaliseCategory).length, 'category', 'categories')],
  })),
  use(legacy.RANKING_NATIONAL, (raw) => ({ decisions: [plural(normaliseRankings(raw).length, 'ranking')] })),
  use(legacy.RANKING_PROVINCIAL, (raw) => ({
    decisions: [plural(normaliseRankings(raw).length, 'ranking')],
  })),
  use(legacy.RANKING_REGIONAL, (raw) => ({ decisions: [plural(normaliseRankings(raw).length, 'ranking')] })),
  use(legacy.MERCHANTS_GETMERCHANTS, (raw) => {
    const list = normaliseMerchants(raw);
    return idless(list, (m) => m.id, 'organisation') ?? { decisions: [plural(list.length, 'organisation')] };
  }),
  use(legacy.AFFILIATEDETAILS, (raw, ctx) => ({
    decisions: [found(normaliseAffiliateInvite(raw, ctx.ids.affiliateid ?? '') !== null)],
  })),
  use(legacy.GET_REFUND_GOVERNANCE_RULES, (raw) => ({
    decisions: [normaliseRefundGovernance(raw).refundsAllowed ? 'refunds allowed' : 'refunds not allowed'],
  })),
  use(legacy.CALCULATE_REFUND, (raw) => {
    const quote = normaliseRefundQuote(raw);
    return { decisions: [quote.refundCents > 0 ? 'refundable' : 'nothing to refund'] };
  }),
  use(legacy.CUSTOMERTICKETS_GETTICKETS, (raw) => {
    const tickets = normaliseCustomerTickets(raw);
    return { decisions: [plural(tickets.length, 'ticket')] };
  }),
  use(legacy.TRANSACTIONS_GETTRANSACTIONS, (raw) => {
    const list = normaliseTransactions(raw);
    return idless(list, (t) => t.id, 'transaction') ?? { decisions: [plural(list.length, 'transaction')] };
  }),
  use(legacy.CUSTOMERDETAILS, (raw) => ({ decisions: profile(normaliseProfile(raw, 'customer').email) })),
  use(legacy.BUSINESSDETAILS, (raw) => ({ decisions: profile(normaliseProfile(raw, 'business').email) })),
  use(legacy.MYEVENTS, (raw) => {
    const events = normaliseOrganiserEvents(raw);
    return idless(events, (e) => e.id, 'event') ?? { decisions: [plural(events.length, 'event')] };
  }),
  use(legacy.CAMPAIGNS, (raw) => {
    const list = normaliseCampaignRows(raw);
    return idless(list, (c) => c.id, 'campaign') ?? { decisions: [plural(list.length, 'campaign')] };
  }),
  use(legacy.CAMPAIGNESTIMATE, (raw) => ({
    decisions: [normaliseCampaign(raw).exists ? 'a saved campaign' : 'no saved campaign'],
  })),
  use(legacy.CLIENTELE_GETCLIENTELE, (raw) => ({
    decisions: [plural(normaliseOrganiserCustomers(raw).length, 'customer')],
  })),
  use(legacy.PROMOTERS_GETPROMOTERS, (raw) => {
    const list = normalisePromoters(raw);
    return idless(list, (p) => p.id, 'promoter') ?? { decisions: [plural(list.length, 'promoter')] };
  }),
  use(legacy.RETRIEVEBANKDETAILS, (raw) => ({
    decisions: [normaliseBankDetails(raw).found ? 'bank details saved' : 'no bank details'],
  })),
  use(legacy.PARTNER_PAYOUT_AMOUNT, (raw) => ({
    decisions: [normalisePartnerEarnings(raw).eligible ? 'payout eligible' : 'payout not eligible'],
  })),
  use(legacy.RECRUITS_FETCHRECRUITS, (raw) => ({
    decisions: [plural(normaliseRecruits(raw).length, 'recruit')],
  })),
  use(legacy.RECRUITS_CAMPAIGNS, (raw) => ({
    decisions: [plural(normaliseLinkedEvents(raw).length, 'linked event')],
  })),
  use(legacy.PAYOUT_REQUEST_LIST, (raw) => ({
    decisions: [plural(normalisePartnerPayoutRequests(raw).length, 'payout request')],
  })),
  use(legacy.REALTIMEBALANCE, (raw) => {
    // The product reads a missing balance as none (normaliseBoosterBalance); say which it was.
    const known = text(raw.balance) !== null;
    const balance = normaliseBoosterBalance(raw);
    return {
      decisions: [known ? (balance.balanceCents > 0 ? 'balance known' : 'balance none') : 'balance unknown'],
    };
  }),
];

const profile = (email: string | null) => [email ? 'email known' : 'no email'];

export const USE_OF: ReadonlyMap<string, Use> = new Map(
  [...USES, ...BUYER_USES, ...ORGANISER_USES, ...BUSINESS_USES].map((u) => [u.op.key, u]),
);

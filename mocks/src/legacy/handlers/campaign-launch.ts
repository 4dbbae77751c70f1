import { isLaunchableBudget } from '@tix/contract/domain/campaign';
import { serviceFeeCents } from '@tix/contract/domain/organiser-costs';
import { CAMPAIGN_MESSAGES } from '@tix/contract/forms/campaigns';
import * as legacy from '@tix/contract/legacy/index';
import { campaignOf } from '../campaign-money.ts';
import {
  applyFirstCampaignCredit,
  cancelCampaignPayment,
  firstCampaignCreditCents,
  recordCampaignPayment,
} from '../campaign-payments.ts';
import { saDateTime } from '../clock.ts';
import type { EventRecord, StandinData } from '../model.ts';
import { loadPaymentForms } from '../payments/load-forms.ts';
import { FIRST_CAMPAIGN_ID } from '../seed/campaigns.ts';
import { type HandlerContext, handle, type RegisteredHandler, StandinError } from './define.ts';
import { idParam } from './rows.ts';

// One event's campaign on /campaign: the estimate, saving it, funding it by card (the payment is
// credited by the provider's notify, see payments/routes.ts) or with the first-campaign credit,
// and a payment cancelled at the provider.

export const CAMPAIGN_LAUNCH_TEXT = {
  notOrganiser: 'Log in as an organiser to manage your campaigns.',
  unknownEvent: 'This event does not exist.',
  notYours: 'This event belongs to another organiser.',
  closed: 'This event can no longer be promoted.',
  saved: 'Campaign saved successfully',
  noCampaign: 'Save the campaign before you launch it.',
  noCredit: 'There is no first-campaign credit for this campaign.',
  noPayment: 'There is no open payment to cancel.',
} as const;
const T = CAMPAIGN_LAUNCH_TEXT;
const failed = (message: string) => ({ status: 'failed', message });
const rand = (cents: number) => (cents / 100).toFixed(2);

function sessionBusiness(ctx: HandlerContext): number {
  const account = ctx.session?.account;
  if (account?.type !== 'business') throw new StandinError(401, T.notOrganiser);
  return account.id;
}

/** The business's own event, or the refusal the legacy would send. */
function ownEvent(data: StandinData, eventId: unknown, businessId: unknown): EventRecord | string {
  const event = data.events.find((e) => e.id === idParam(eventId as string));
  if (!event || event.deletedAt) return T.unknownEvent;
  if (event.businessId !== idParam(businessId as string)) return T.notYours;
  return event;
}

/** Ours: what a sell-out would cost in 3.5% fees, at least R10. */
export function estimatedBudgetCents(data: StandinData, eventId: number): number {
  const value = data.ticketTypes
    .filter((t) => t.eventId === eventId)
    .reduce(
      (sum, t) =>
        sum +
        t.priceCents * (t.adultsAvailable + t.adultsSold) +
        t.kidsPriceCents * (t.kidsAvailable + t.kidsSold),
      0,
    );
  return Math.max(1000, serviceFeeCents(value));
}

/** CAMPAIGNESTIMATE's row for an event. */
export function campaignRow(data: StandinData, event: EventRecord) {
  const campaign = campaignOf(data, event.id);
  const payments = data.campaignPayments
    .filter((p) => p.eventId === event.id)
    .map((p) => ({ m_payment_id: p.id, amount: rand(p.amountCents), status: p.status }));
  return {
    campaign_id: campaign ? String(campaign.id) : '',
    campaign_name: campaign?.name ?? '',
    keywords: campaign?.keywords ?? '',
    campaign_start_date: campaign?.startDay ?? '',
    duration: campaign?.endDay ?? '',
    currentBudget: rand(event.budgetCents),
    currentBalance: rand(event.balanceCents),
    estedBudget: rand(estimatedBudgetCents(data, event.id)),
    creditAmount: rand(firstCampaignCreditCents(data, event.businessId)),
    is_campaign_exist: campaign ? 1 : 0,
    campaign_status: event.campaignStatus,
    payments,
  };
}

export const campaignLaunchHandlers: readonly RegisteredHandler[] = [
  handle(legacy.ESTIMATED_BUDGET, ({ event_id, business_id }, { data }) => {
    const event = ownEvent(data, event_id, business_id);
    if (typeof event === 'string') return { estedBudget: null, creditAmount: null };
    return {
      estedBudget: rand(estimatedBudgetCents(data, event.id)),
      creditAmount: rand(firstCampaignCreditCents(data, event.businessId)),
    };
  }),

  handle(legacy.CAMPAIGNESTIMATE, ({ eventid, business_id }, { data }) => {
    const event = ownEvent(data, eventid, business_id);
    return typeof event === 'string' ? [] : campaignRow(data, event);
  }),

  handle(legacy.ADDCAMPAIGN, (p, { data, now }) => {
    const event = ownEvent(data, p.eventid, p.businessid);
    if (typeof event === 'string') return failed(event);
    if (event.state === 'cancelled') return failed(T.closed);
    const M = CAMPAIGN_MESSAGES;
    if (!p.campaign.trim()) return failed(M.nameRequired);
    if (!p.keywords.trim()) return failed(M.keywordsRequired);
    if (!p.startdate.trim()) return failed(M.startDateRequired);
    if (!p.enddate.trim()) return failed(M.endDateRequired);
    let campaign = campaignOf(data, event.id);
    if (!campaign) {
      const id = Math.max(FIRST_CAMPAIGN_ID - 1, ...data.campaigns.map((c) => c.id)) + 1;
      campaign = {
        id,
        eventId: event.id,
        businessId: event.businessId,
        name: '',
        keywords: '',
        startDay: '',
        endDay: '',
        serviceFeesCents: 0,
        printCostsCents: 0,
        selected: false,
        markedTransfer: false,
        transferredCents: null,
        credit: false,
        createdAt: saDateTime(now()),
      };
      data.campaigns.push(campaign);
    }
    Object.assign(campaign, {
      name: p.campaign.trim(),
      keywords: p.keywords.trim(),
      startDay: p.startdate.trim(),
      endDay: p.enddate.trim(),
    });
    return {
      status: 'success',
      message: T.saved,
      campaign_name: campaign.name,
      keywords: campaign.keywords,
      campaign_start_date: campaign.startDay,
      duration: campaign.endDay,
    };
  }),

  // The campaign success page's GET (its answer the spec does not show): the campaign and budget
  // from the URL query, saved over the event's campaign as the POST saves it; nothing is paid.
  handle(legacy.ADDCAMPAIGN_GET, (p, { data }) => {
    const event = ownEvent(data, p.eventid, p.businessid);
    if (typeof event === 'string') return failed(event);
    const campaign = campaignOf(data, event.id);
    if (!campaign) return failed(T.noCampaign);
    const name = (p.campaign ?? p.campaignname ?? '').trim();
    if (name) campaign.name = name;
    if (p.keywords?.trim()) campaign.keywords = p.keywords.trim();
    if (p.startdate?.trim()) campaign.startDay = p.startdate.trim();
    if (p.enddate?.trim()) campaign.endDay = p.enddate.trim();
    return { status: 'success', message: T.saved, campaign_name: campaign.name, budget: String(p.budget) };
  }),

  handle(legacy.APPLY_CREDIT_FIRST_CAMPAIGN, ({ eventid, campaignId }, ctx) => {
    const event = ownEvent(ctx.data, eventid, sessionBusiness(ctx));
    if (typeof event === 'string') return failed(event);
    const campaign = campaignOf(ctx.data, event.id);
    if (!campaign || String(campaign.id) !== String(campaignId)) return failed(T.noCampaign);
    const credited = applyFirstCampaignCredit(ctx.data, event);
    return credited > 0 ? { status: 'success', amount: rand(credited) } : failed(T.noCredit);
  }),

  handle(legacy.PAYMENT_CREDENTIALS_CAMPAIGN, async (p, { data, now }) => {
    const event = ownEvent(data, p.eventid, p.businessid);
    if (typeof event === 'string') return failed(event);
    if (event.state === 'cancelled') return failed(T.closed);
    const campaign = campaignOf(data, event.id);
    if (!campaign || String(campaign.id) !== String(p.campaign_id)) return failed(T.noCampaign);
    const amountCents = Math.round(Number(p.amount) * 100);
    if (!isLaunchableBudget(amountCents)) return failed(CAMPAIGN_MESSAGES.budgetMinimum);
    const payment = recordCampaignPayment(data, campaign, amountCents, saDateTime(now()));
    // Loaded here, not at the top: mock mode imports this module's texts in the browser, and the
    // signing needs node:crypto.
    const { payfastForm, withQuery } = await loadPaymentForms();
    const back = { payment: payment.id };
    const form = payfastForm({
      paymentId: payment.id,
      amount: rand(amountCents),
      itemName: p.item_name,
      firstName: p.name_first,
      lastName: p.name_last,
      email: p.email,
      returnUrl: withQuery(p.return_url, back),
      cancelUrl: withQuery(p.cancel_url, back),
    });
    return { status: 'success', ...form };
  }),

  handle(legacy.CAMPAIGN_PAYMENT_CANCELLATION, (p, { data, now }) => {
    const event = ownEvent(data, p.event_id, p.business_id);
    if (typeof event === 'string') return failed(event);
    const amountCents = Math.round(Number(p.amount) * 100);
    const open = data.campaignPayments
      .filter(
        (x) =>
          x.eventId === event.id &&
          String(x.campaignId) === String(p.campaign_id) &&
          x.status === 'pending' &&
          x.amountCents === amountCents,
      )
      .at(-1);
    if (!open || !cancelCampaignPayment(open, saDateTime(now()))) return failed(T.noPayment);
    return { status: 'success' };
  }),
];

import * as legacy from '@tix/contract/legacy/index';
import { centsToLegacyRand } from '@tix/contract/normalise/encode';
import { refundSettingsOf } from '../../flows/refunds.ts';
import { saDateTime, saDay } from '../clock.ts';
import type { Business, EventRecord, StandinData } from '../model.ts';
import { earnedOnEvent, partnerMoney } from '../model-affiliates.ts';
import { type HandlerContext, handle, type RegisteredHandler } from './define.ts';
import { idParam, listOrVal } from './rows.ts';

// The affiliate programme on the legacy: the partner's earnings, payout requests, recruits (the
// organisers who signed up through the partner's link) and their events.

export const AFFILIATE_MESSAGES = {
  payoutRequested: 'Your payout request has been received.',
  notEligible: 'You have no available earnings to pay out yet.',
  exceeds: 'Amount cannot exceed Available amount',
  invalid: 'Enter a valid amount',
  notPartner: 'Your session has expired. Please log in again.',
} as const;

const recruitsOf = (data: StandinData, partnerId: number | null): Business[] =>
  partnerId === null ? [] : data.businesses.filter((b) => b.recruitedBy === partnerId);

const eventsOf = (data: StandinData, businessId: number): EventRecord[] =>
  data.events.filter((e) => e.businessId === businessId && !e.deletedAt);

const sessionPartner = (ctx: HandlerContext): number | null =>
  ctx.session?.account.type === 'partner' ? ctx.session.account.id : null;

function recruitRow(data: StandinData, business: Business, today: string) {
  const latest = eventsOf(data, business.id).at(-1);
  const active = latest && latest.campaignStatus === 'running' && latest.finishDay >= today;
  return {
    recruitid: String(business.id),
    recruit: business.name,
    email: business.email,
    eventid: latest ? String(latest.id) : null,
    eventname: latest ? latest.name : 'no',
    eventStatus: active ? 'active' : 'inactive',
  };
}

function linkedEventRow(data: StandinData, partnerId: number, event: EventRecord, business: Business) {
  const sold = data.purchases.filter((p) => p.eventId === event.id && p.status === 'paid');
  const buyers = new Set(sold.map((p) => p.customerId ?? p.buyer.email)).size;
  const views = data.impressions.filter((i) => i.eventId === event.id);
  const campaign = data.campaigns.find((c) => c.eventId === event.id);
  return {
    eventname: event.name,
    campaignstatus: event.campaignStatus,
    organiser_name: business.name,
    keywords: campaign?.keywords ?? '',
    fromdate: event.day,
    todate: event.finishDay,
    eventday: event.day,
    views: String(views.length),
    unique_visitors: String(new Set(views.map((v) => v.clientId)).size),
    eventClicks: String(event.clicks),
    unique_clicks: String(event.clicks),
    admission: String(sold.reduce((n, p) => n + p.quantity, 0)),
    buyers: String(buyers),
    affiliateEarnings: centsToLegacyRand(earnedOnEvent(data, partnerId, event.id)),
    refunds_allowed: refundSettingsOf(data.refundSettings, event.id).refundsAllowed ? '1' : '0',
  };
}

/** RECRUITS' rows for one partner, narrowed by every word of `search` (MSW reads them too). */
export function recruitRows(data: StandinData, partnerid: number | string, search: string, now: Date) {
  const today = saDay(now);
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return recruitsOf(data, idParam(partnerid))
    .map((b) => recruitRow(data, b, today))
    .filter((r) => words.every((w) => `${r.recruit} ${r.eventname}`.toLowerCase().includes(w)));
}

/** RECRUITS-CAMPAIGNS' rows: every event of every organiser the partner recruited. */
export const linkedEventRows = (data: StandinData, partnerId: number) =>
  recruitsOf(data, partnerId).flatMap((b) =>
    eventsOf(data, b.id).map((e) => linkedEventRow(data, partnerId, e, b)),
  );

export const affiliateHandlers: readonly RegisteredHandler[] = [
  handle(legacy.RECRUITS_AFFILIATECOUNT, ({ partnerid }, { data }) => {
    const count = recruitsOf(data, idParam(partnerid)).length;
    return { val: count > 0 ? 1 : 0, affiliateCount: String(count) };
  }),

  handle(legacy.SAVEAFFILIATEID, ({ partnerid, affiliateid }, { data }) => {
    const partner = data.partners.find((p) => p.id === idParam(partnerid));
    if (partner && !partner.affiliateId) partner.affiliateId = affiliateid;
    return { affiliateid: partner?.affiliateId ?? '' };
  }),

  handle(legacy.PARTNER_PAYOUT_AMOUNT, ({ partner_id }, ctx) => {
    const money = partnerMoney(ctx.data, idParam(partner_id) ?? 0, saDay(ctx.now()));
    return {
      payout: centsToLegacyRand(money.requestedCents),
      totalEarnings: centsToLegacyRand(money.totalCents),
      availableEarnings: centsToLegacyRand(money.availableCents),
      isEligible: money.eligible ? 1 : 0,
    };
  }),

  handle(legacy.PAYOUT_REQUEST_LIST, ({ event_id }, { data }) => {
    const partnerId = idParam(event_id);
    const rows = data.partnerPayouts
      .filter((p) => p.partnerId === partnerId)
      .map((p) => ({
        payout_id: String(p.id),
        created_at: p.createdAt,
        payout_type: p.type,
        amount_requested: centsToLegacyRand(p.amountCents),
        payout_status: p.status,
        audit_token: p.auditToken,
      }));
    return listOrVal(rows);
  }),

  handle(legacy.AFFILIATE_REQUEST_PAYOUT, ({ amountRequested, partner_id, payout_type }, ctx) => {
    const partnerId = idParam(partner_id) ?? 0;
    const money = partnerMoney(ctx.data, partnerId, saDay(ctx.now()));
    const cents = Math.round(Number(amountRequested) * 100);
    if (!money.eligible) return { status: 'failed', message: AFFILIATE_MESSAGES.notEligible };
    if (!Number.isFinite(cents) || cents <= 0)
      return { status: 'failed', message: AFFILIATE_MESSAGES.invalid };
    if (cents > money.availableCents) return { status: 'failed', message: AFFILIATE_MESSAGES.exceeds };
    const id = 7001 + ctx.data.partnerPayouts.length;
    ctx.data.partnerPayouts.push({
      id,
      partnerId,
      type: payout_type,
      amountCents: cents,
      status: 'pending',
      auditToken: `PP-${partnerId}-${id}`,
      createdAt: saDateTime(ctx.now()),
    });
    return { status: 'success', message: AFFILIATE_MESSAGES.payoutRequested };
  }),

  handle(legacy.RECRUITS_CAMPAIGNS, (_params, ctx) => {
    const partnerId = sessionPartner(ctx);
    if (partnerId === null) return { status: 'failed', message: AFFILIATE_MESSAGES.notPartner };
    return listOrVal(linkedEventRows(ctx.data, partnerId));
  }),

  handle(legacy.RECRUITS_FETCHRECRUITS, ({ partnerid }, ctx) =>
    listOrVal(recruitRows(ctx.data, partnerid, '', ctx.now())),
  ),

  handle(legacy.RECRUITS_SEARCHRECRUITS, ({ partnerid, search }, ctx) =>
    listOrVal(recruitRows(ctx.data, partnerid, search, ctx.now())),
  ),
];

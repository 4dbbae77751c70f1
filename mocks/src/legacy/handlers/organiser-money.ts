import { availablePayoutCents, organiserNetPayoutCents } from '@tix/contract/domain/payouts';
import { PAYOUT_MESSAGES } from '@tix/contract/forms/payouts';
import * as legacy from '@tix/contract/legacy/index';
import { centsToLegacyRand } from '@tix/contract/normalise/encode';
import { saDateTime } from '../clock.ts';
import type { EventRecord, StandinData } from '../model.ts';
import { paidPurchasesOf } from '../model-money.ts';
import { type HandlerContext, handle, type RegisteredHandler } from './define.ts';
import { idParam } from './rows.ts';
import { tierLabelOf } from './sales-rows.ts';

// The organiser's payout page (BREAKDOWNSALES, PAYOUTSUMMARY, REQUESTPAYOUT). Figures come from
// the paid purchases, the approved refunds and earlier payout requests of the event.

export const PAYOUT_STANDIN_MESSAGES = {
  notFound: 'Event not found.',
  notLoggedIn: 'Your session has expired. Please log in again.',
  received: 'Your payout request has been received. Payouts are processed within 7-10 working days.',
} as const;

const sum = <T>(rows: readonly T[], of: (row: T) => number) => rows.reduce((s, r) => s + of(r), 0);

const ownEvent = (data: StandinData, businessId: unknown, eventId: unknown): EventRecord | undefined =>
  data.events.find(
    (e) => e.id === idParam(String(eventId)) && e.businessId === idParam(String(businessId)) && !e.deletedAt,
  );

/** The event's payout figures in cents, as PAYOUTSUMMARY sends them and REQUESTPAYOUT checks. */
export function payoutFigures(data: StandinData, event: EventRecord) {
  const paid = paidPurchasesOf(data, event.id);
  const grossCents = sum(paid, (p) => p.totalCents);
  const approved = data.refundRequests.filter((r) => r.eventId === event.id && r.status === 'Approved');
  const approvedRefundsCents = sum(approved, (r) => r.refundCents);
  const requests = data.payoutRequests.filter((r) => r.eventId === event.id && r.status !== 'Failed');
  const requestedCents = sum(requests, (r) => r.amountCents);
  const netPayout = organiserNetPayoutCents({
    netCents: grossCents,
    approvedRefundsCents,
    sponsored: event.sponsored,
  });
  const campaign = data.campaigns.find((c) => c.eventId === event.id);
  return {
    tickets: sum(paid, (p) => p.quantity),
    grossCents,
    approvedRefundsCents,
    requestedCents,
    availableCents: availablePayoutCents(netPayout, requestedCents),
    serviceFeesCents: campaign?.serviceFeesCents ?? 0,
    printCostsCents: campaign?.printCostsCents ?? 0,
    lastStatus: requests.at(-1)?.status ?? null,
  };
}

const businessOf = (ctx: HandlerContext): number | null =>
  ctx.session?.account.type === 'business' ? ctx.session.account.id : null;

export const organiserMoneyHandlers: readonly RegisteredHandler[] = [
  handle(legacy.BREAKDOWNSALES, ({ businessid, event_id }, { data }) =>
    breakdownAnswer(data, ownEvent(data, businessid, event_id)),
  ),

  handle(legacy.PAYOUTSUMMARY, ({ businessid, event_id }, { data }) =>
    summaryAnswer(data, ownEvent(data, businessid, event_id)),
  ),

  // Synchronous from the check to the record: two requests at once cannot both pass the check.
  handle(legacy.REQUESTPAYOUT, ({ amountRequested, event_id, payout_type }, ctx) => {
    const businessId = businessOf(ctx);
    if (businessId === null) return { status: 'failed', message: PAYOUT_STANDIN_MESSAGES.notLoggedIn };
    const event = ownEvent(ctx.data, businessId, event_id);
    return recordPayoutRequest(ctx.data, event, Number(amountRequested), payout_type, saDateTime(ctx.now()));
  }),
];

/** BREAKDOWNSALES: rows per ticket type, or error 1 when nothing sold. */
export function breakdownAnswer(data: StandinData, event: EventRecord | undefined) {
  const paid = event ? paidPurchasesOf(data, event.id) : [];
  if (paid.length === 0) return { error: 1 as const, message: 'No data' };
  const byType = new Map<number, typeof paid>();
  for (const p of paid) byType.set(p.ticketTypeId, [...(byType.get(p.ticketTypeId) ?? []), p]);
  return [...byType.entries()].map(([typeId, rows]) => ({
    ticket_type: tierLabelOf(data, typeId),
    qty: String(rows.length),
    admission: String(sum(rows, (p) => p.quantity)),
    total_gross: centsToLegacyRand(sum(rows, (p) => p.totalCents)),
  }));
}

/** PAYOUTSUMMARY for an event of the session's organiser (undefined: not theirs). */
export function summaryAnswer(data: StandinData, event: EventRecord | undefined) {
  if (!event) return { status: 'failed', message: PAYOUT_STANDIN_MESSAGES.notFound };
  const f = payoutFigures(data, event);
  return {
    status: 'success',
    total_sales: String(f.tickets),
    gross_sales: centsToLegacyRand(f.grossCents),
    total_net: centsToLegacyRand(f.grossCents),
    total_budget: centsToLegacyRand(event.budgetCents),
    total_budget_balance: centsToLegacyRand(event.balanceCents),
    total_fees_deduction: centsToLegacyRand(f.serviceFeesCents),
    physical_fees_deduction: centsToLegacyRand(f.printCostsCents),
    gateway_processing_fee: '0.00',
    booking_fee: '0.00',
    amount_refunded: centsToLegacyRand(f.approvedRefundsCents),
    amountRequest: centsToLegacyRand(f.requestedCents),
    is_sponsorship: event.sponsored ? '1' : '0',
    event_end_date: event.finishDay,
    payout_status: f.lastStatus ?? 'No Activity',
    message: f.tickets === 0 ? PAYOUT_MESSAGES.noSales : '',
  };
}

/** REQUESTPAYOUT: refused above what is available; recorded as Pending otherwise. */
export function recordPayoutRequest(
  data: StandinData,
  event: EventRecord | undefined,
  amountRand: number,
  type: 'partial' | 'full',
  at: string,
) {
  if (!event) return { status: 'failed', message: PAYOUT_STANDIN_MESSAGES.notFound };
  const f = payoutFigures(data, event);
  if (f.tickets === 0) return { status: 'failed', message: PAYOUT_MESSAGES.noSales };
  const cents = Math.round(amountRand * 100);
  if (!Number.isSafeInteger(cents) || cents <= 0)
    return { status: 'failed', message: PAYOUT_MESSAGES.amountInvalid };
  if (cents > f.availableCents) return { status: 'failed', message: PAYOUT_MESSAGES.exceedsNetPayout };
  data.payoutRequests.push({
    id: data.payoutRequests.reduce((max, r) => Math.max(max, r.id), 70000) + 1,
    eventId: event.id,
    businessId: event.businessId,
    type,
    amountCents: cents,
    status: 'Pending',
    createdAt: at,
  });
  return { status: 'success', message: PAYOUT_STANDIN_MESSAGES.received };
}

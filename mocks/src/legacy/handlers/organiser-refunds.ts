import { DECLINE_REASON_MESSAGES } from '@tix/contract/forms/refunds';
import * as legacy from '@tix/contract/legacy/index';
import { centsToLegacyRand } from '@tix/contract/normalise/encode';
import { refundSettingsOf } from '../../flows/refunds.ts';
import { saDateTime } from '../clock.ts';
import type { EventRecord, StandinData } from '../model.ts';
import { policyLockedAt, refundPolicyOf, withPolicy } from '../model-money.ts';
import type { RefundRequestRecord } from '../model-sales.ts';
import type { Outbox } from '../outbox.ts';
import { type HandlerContext, handle, type ParamsOf, type RegisteredHandler } from './define.ts';
import { idParam } from './rows.ts';

// The organiser's refund management (/view-refund-request): the event's rules, locked at the
// first sale, and the decisions on its requests. Approval is final: the ticket stops being valid.

export const ORGANISER_REFUND_MESSAGES = {
  notYours: 'Event not found.',
  saved: 'Refund rules saved.',
  locked: 'The refund policy is locked: tickets of this event have been sold.',
  notFound: 'Refund request not found.',
  decided: 'This refund request has already been decided.',
  automatic: 'Refund requests of this event are approved automatically.',
  approved: 'Refund approved. The ticket is no longer valid and the refund is being processed.',
  declined: 'Refund request declined.',
} as const;

const M = ORGANISER_REFUND_MESSAGES;

function ownEvent(ctx: HandlerContext, eventId: unknown): EventRecord | undefined {
  const account = ctx.session?.account;
  if (account?.type !== 'business') return undefined;
  return ctx.data.events.find((e) => e.id === idParam(String(eventId)) && e.businessId === account.id);
}

const customerName = (data: StandinData, r: RefundRequestRecord) => {
  const c = data.customers.find((x) => x.id === r.customerId);
  return c ? `${c.firstName} ${c.lastName}` : '';
};

export const organiserRefundHandlers: readonly RegisteredHandler[] = [
  // A read that takes only the event (no identity): buyers see an event's terms before paying too.
  handle(legacy.GET_REFUND_RULES, ({ event_id }, ctx) =>
    rulesAnswer(
      ctx.data,
      ctx.data.events.find((e) => e.id === idParam(String(event_id))),
    ),
  ),

  handle(legacy.UPDATE_REFUND_RULES, (p, ctx) =>
    saveRules(ctx.data, ownEvent(ctx, p.event_id), p, saDateTime(ctx.now())),
  ),

  handle(legacy.GET_REFUND_REQUESTS, ({ event_id }, ctx) =>
    requestsAnswer(ctx.data, ownEvent(ctx, event_id)),
  ),

  handle(legacy.REFUND_REQUEST_RESPONSE, ({ id, endpoint, reason }, ctx) => {
    const request = ctx.data.refundRequests.find((r) => r.id === idParam(String(id)));
    const event = request ? ownEvent(ctx, request.eventId) : undefined;
    return decide(ctx.data, ctx.outbox, event && request, endpoint, reason, saDateTime(ctx.now()));
  }),
];

/** GET_REFUND_RULES: the saved tiers (none: only the lock and the limit), the lock and its date. */
export function rulesAnswer(data: StandinData, event: EventRecord | undefined) {
  const lockedAt = event ? policyLockedAt(data, event.id) : null;
  const policy = event ? refundPolicyOf(data, event.id) : undefined;
  const rules = policy?.rules;
  const locked = { refundPolicyLocked: lockedAt ? '1' : '0', refundPolicyLockedAt: lockedAt ?? '' };
  if (!policy || !rules) return { ...locked, autoRefund: '0', maxAttempts: String(policy?.maxAttempts ?? 0) };
  const fee = (t: { feeType: string; amount: number }) =>
    t.feeType === 'percent' ? String(t.amount) : centsToLegacyRand(t.amount);
  return {
    ...locked,
    cutOffDaysOne: String(rules.one.cutOffDays),
    feeTypeOne: rules.one.feeType,
    feeAmountOne: fee(rules.one),
    cutOffDaysTwo: String(rules.two.cutOffDays),
    feeTypeTwo: rules.two.feeType,
    feeAmountTwo: fee(rules.two),
    cutOffDaysThree: String(rules.three.cutOffDays),
    feeTypeThree: rules.three.feeType,
    feeAmountThree: fee(rules.three),
    cutoffDaysZero: '0',
    feeTypeZero: rules.zero.feeType,
    feeAmountZero: fee(rules.zero),
    autoRefund: policy.autoRefund ? '1' : '0',
    maxAttempts: String(policy.maxAttempts),
  };
}

/** UPDATE_REFUND_RULES: refused once the first ticket sold. */
export function saveRules(
  data: StandinData,
  event: EventRecord | undefined,
  p: ParamsOf<typeof legacy.UPDATE_REFUND_RULES>,
  at: string,
) {
  if (!event) return { status: 'failed', message: M.notYours };
  if (policyLockedAt(data, event.id)) return { status: 'failed', message: M.locked };
  const tier = (type: string, amount: unknown) => {
    const feeType = type === 'percent' ? ('percent' as const) : ('flat' as const);
    const value = Number(amount);
    return { feeType, amount: feeType === 'percent' ? Math.min(100, value) : Math.round(value * 100) };
  };
  const policy = {
    eventId: event.id,
    rules: {
      one: { cutOffDays: Number(p.cutOffDaysOne), ...tier(p.feeTypeOne, p.applicableFeeOne) },
      two: { cutOffDays: Number(p.cutOffDaysTwo), ...tier(p.feeTypeTwo, p.applicableFeeTwo) },
      three: { cutOffDays: Number(p.cutOffDaysThree), ...tier(p.feeTypeThree, p.applicableFeeThree) },
      zero: tier(p.feeType0, p.applicableFee0),
    },
    maxAttempts: Math.max(0, Math.trunc(Number(p.maxAttempts))),
    autoRefund: String(p.autoRefund) === '1' || p.autoRefund === true,
    savedAt: at,
  };
  data.refundPolicies = [...data.refundPolicies.filter((r) => r.eventId !== event.id), policy];
  return { status: 'success', message: M.saved };
}

/** GET-REFUND-REQUESTS: newest first, or status failed when there are none. */
export function requestsAnswer(data: StandinData, event: EventRecord | undefined) {
  if (!event) return { status: 'failed', message: M.notYours };
  const settings = withPolicy(data, event.id, refundSettingsOf(data.refundSettings, event.id));
  const rows = data.refundRequests
    .filter((r) => r.eventId === event.id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  if (rows.length === 0) return { status: 'failed', message: 'No refund requests' };
  return rows.map((r) => ({
    id: String(r.id),
    refund_id: `RF${r.id}`,
    requested_at: r.createdAt,
    buyer_name: customerName(data, r),
    original_amount: centsToLegacyRand(r.originalCents),
    amount_refunded: centsToLegacyRand(r.refundCents),
    ticket_number: data.customerTickets.find((t) => t.id === r.ticketId)?.ticketNumber ?? '',
    refund_reason: r.reason,
    comments: r.comments,
    status: r.status.toLowerCase(),
    source: 'customer',
    auto_approve: settings.autoApprove ? '1' : '0',
  }));
}

/** REFUND-REQUEST-RESPONSE on a request of the organiser's event (undefined: not theirs). */
export function decide(
  data: StandinData,
  outbox: Outbox,
  request: RefundRequestRecord | undefined,
  endpoint: 'approved' | 'declined',
  reason: string | undefined,
  at: string,
) {
  const event = request && data.events.find((e) => e.id === request.eventId);
  if (!request || !event) return { status: 'failed', message: M.notFound };
  if (request.status !== 'Pending' && request.status !== 'Under_review')
    return { status: 'failed', message: M.decided };
  const settings = withPolicy(data, event.id, refundSettingsOf(data.refundSettings, event.id));
  if (settings.autoApprove) return { status: 'failed', message: M.automatic };
  const ticket = data.customerTickets.find((t) => t.id === request.ticketId);
  const customer = data.customers.find((c) => c.id === request.customerId);
  if (endpoint === 'declined') {
    const why = reason?.trim() ?? '';
    if (!why) return { status: 'failed', message: DECLINE_REASON_MESSAGES.reasonRequired };
    Object.assign(request, { status: 'Declined', declineReason: why, decidedAt: at });
    if (ticket) ticket.refundStatus = 'Declined';
  } else {
    Object.assign(request, { status: 'Approved', decidedAt: at });
    // Final: the pass no longer admits anyone at the gate.
    if (ticket) Object.assign(ticket, { refundStatus: 'Approved', activation: 0 });
  }
  if (customer) {
    const declined = endpoint === 'declined';
    outbox.send({
      channel: 'email',
      to: customer.email,
      subject: declined ? `Refund declined: ${event.name}` : `Refund approved: ${event.name}`,
      body: declined
        ? `Hi ${customer.firstName},\nThe organiser declined your refund request for ${event.name}: ${request.declineReason}`
        : `Hi ${customer.firstName},\nYour refund of ${centsToLegacyRand(request.refundCents)} for ${event.name} was approved. It is paid within 7-10 working days.`,
    });
  }
  return { status: 'success', message: declined(endpoint) };
}

const declined = (endpoint: 'approved' | 'declined') => (endpoint === 'declined' ? M.declined : M.approved);

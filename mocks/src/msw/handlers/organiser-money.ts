import { api } from '@tix/contract/api/index';
import { availablePayoutCents, payoutAmountProblem, salesPhase } from '@tix/contract/domain/payouts';
import { refundTermsOf } from '@tix/contract/domain/refunds';
import { salesByDay } from '@tix/contract/domain/sales-report';
import { PAYOUT_MESSAGES } from '@tix/contract/forms/payouts';
import { centsToLegacyRand } from '@tix/contract/normalise/encode';
import {
  normaliseOrganiserRefundSettings,
  normalisePayoutSummary,
  normaliseRefundRequestRows,
  normaliseSalesBreakdown,
  normaliseTransactions,
} from '@tix/contract/normalise/index';
import { refundSettingsOf } from '../../flows/refunds.ts';
import { saDateTime } from '../../legacy/clock.ts';
import {
  breakdownAnswer,
  recordPayoutRequest,
  summaryAnswer,
} from '../../legacy/handlers/organiser-money.ts';
import { decide, requestsAnswer, rulesAnswer, saveRules } from '../../legacy/handlers/organiser-refunds.ts';
import { transactionRow } from '../../legacy/handlers/sales-rows.ts';
import type { EventRecord, StandinData } from '../../legacy/model.ts';
import { withPolicy } from '../../legacy/model-money.ts';
import { Outbox } from '../../legacy/outbox.ts';
import { DEMO_BUSINESS_ID } from '../../legacy/seed/people.ts';
import { today } from '../fixtures/world.ts';
import { answer, problem } from '../respond.ts';
import { campaignWorldState, getMockSession } from '../state.ts';

// The organiser's money over MSW: the demo organiser's events from the per-session world, answered
// by the stand-in's own functions, then composed the way the BFF composes them.

const NOT_YOURS = 'We could not find that among your account’s records.';
const refused = (detail: string) => problem(422, 'Not allowed', detail);

function ownEvent(eventId: string): { data: StandinData; event: EventRecord } | Response {
  const session = getMockSession();
  if (!session.loggedIn) return problem(401, 'Not logged in', 'Please log in to continue.');
  if (session.accountType !== 'business')
    return problem(403, 'Not allowed', 'Your account cannot do this. Log in with the right account.');
  const data = campaignWorldState();
  const event = data.events.find((e) => String(e.id) === eventId && e.businessId === DEMO_BUSINESS_ID);
  return event ? { data, event } : problem(404, 'Not found', NOT_YOURS);
}

function summaryOf(data: StandinData, event: EventRecord) {
  const raw = summaryAnswer(data, event);
  const summary = raw.status === 'failed' ? null : normalisePayoutSummary(raw);
  const available = summary ? availablePayoutCents(summary.netPayoutCents, summary.payoutsRequestedCents) : 0;
  const message = summary && summary.salesCount > 0 ? null : PAYOUT_MESSAGES.noSales;
  return { summary, available, message };
}

const legacyOk = (raw: { status: string; message?: string }) =>
  raw.status === 'success' ? { message: raw.message ?? '' } : refused(raw.message ?? '');

export const organiserMoney = {
  getPayout: answer(api.organiserMoney.getPayout, ({ params }) => {
    const own = ownEvent(params.eventId);
    if (own instanceof Response) return own;
    const { summary, available, message } = summaryOf(own.data, own.event);
    return {
      eventName: own.event.name,
      summary,
      availableCents: available,
      message,
      phase: summary?.eventEndDay ? salesPhase(summary.eventEndDay, summary.salesCount, today()) : null,
      breakdown: normaliseSalesBreakdown(breakdownAnswer(own.data, own.event)),
    };
  }),

  requestEventPayout: answer(api.organiserMoney.requestEventPayout, ({ params, body }) => {
    const own = ownEvent(params.eventId);
    if (own instanceof Response) return own;
    const { summary, available, message } = summaryOf(own.data, own.event);
    if (!summary || summary.salesCount === 0) return refused(message ?? PAYOUT_MESSAGES.noSales);
    const cents = body.payoutType === 'full' ? available : Math.round(body.amount * 100);
    const trouble = payoutAmountProblem(cents, available);
    if (trouble)
      return refused(
        trouble === 'invalid-amount' ? PAYOUT_MESSAGES.amountInvalid : PAYOUT_MESSAGES.exceedsNetPayout,
      );
    const raw = recordPayoutRequest(
      own.data,
      own.event,
      cents / 100,
      body.payoutType,
      saDateTime(new Date()),
    );
    if (raw.status !== 'success') return refused(raw.message);
    return { message: raw.message, requestedCents: cents, payoutType: body.payoutType };
  }),

  getRefundManagement: answer(api.organiserMoney.getRefundManagement, ({ params }) => {
    const own = ownEvent(params.eventId);
    if (own instanceof Response) return own;
    const raw = requestsAnswer(own.data, own.event);
    const requests = Array.isArray(raw) ? normaliseRefundRequestRows(raw) : [];
    const settings = normaliseOrganiserRefundSettings(rulesAnswer(own.data, own.event));
    const allowed = withPolicy(
      own.data,
      own.event.id,
      refundSettingsOf(own.data.refundSettings, own.event.id),
    ).refundsAllowed;
    return {
      eventName: own.event.name,
      settings,
      terms: refundTermsOf(settings.rules, allowed, own.event.day),
      autoApprove: settings.rules !== null && settings.autoRefund,
      requestsFailed: !Array.isArray(raw),
      requests,
    };
  }),

  saveRefundRules: answer(api.organiserMoney.saveRefundRules, ({ params, body }) => {
    const own = ownEvent(params.eventId);
    if (own instanceof Response) return own;
    const fee = (type: string, amount: number) =>
      type === 'percent' ? String(amount) : centsToLegacyRand(Math.round(amount * 100));
    const raw = saveRules(
      own.data,
      own.event,
      {
        ...body,
        applicableFeeOne: fee(body.feeTypeOne, body.feeAmountOne),
        applicableFeeTwo: fee(body.feeTypeTwo, body.feeAmountTwo),
        applicableFeeThree: fee(body.feeTypeThree, body.feeAmountThree),
        cutOffDays0: 0,
        applicableFee0: fee(body.feeTypeZero, body.feeAmountZero),
        feeType0: body.feeTypeZero,
        autoRefund: body.autoRefund ? 1 : 0,
        event_id: params.eventId,
      },
      saDateTime(new Date()),
    );
    return legacyOk(raw);
  }),

  decideRefundRequest: answer(api.organiserMoney.decideRefundRequest, ({ params, body }) => {
    const own = ownEvent(params.eventId);
    if (own instanceof Response) return own;
    const request = own.data.refundRequests.find(
      (r) => String(r.id) === params.requestId && r.eventId === own.event.id,
    );
    if (!request) return problem(404, 'Not found', NOT_YOURS);
    const reason = body.decision === 'declined' ? body.reason : undefined;
    const raw = decide(
      own.data,
      new Outbox(() => new Date()),
      request,
      body.decision,
      reason,
      saDateTime(new Date()),
    );
    return legacyOk(raw);
  }),

  getSalesReport: answer(api.organiserMoney.getSalesReport, ({ params }) => {
    const own = ownEvent(params.eventId);
    if (own instanceof Response) return own;
    const { summary } = summaryOf(own.data, own.event);
    const rows = own.data.purchases
      .filter((p) => p.eventId === own.event.id)
      .map((p) => transactionRow(p, own.data, new Date()));
    const transactions = normaliseTransactions(rows);
    return {
      eventName: own.event.name,
      byDay: salesByDay(transactions),
      byTier: normaliseSalesBreakdown(breakdownAnswer(own.data, own.event)),
      grossCents: summary?.grossSalesCents ?? null,
      refundedCents: summary?.approvedRefundsCents ?? null,
      feesDeductedCents: summary?.feesDeductedCents ?? null,
      payoutFeeCents: summary?.payoutFeeCents ?? null,
      netPayoutCents: summary?.netPayoutCents ?? null,
    };
  }),
};

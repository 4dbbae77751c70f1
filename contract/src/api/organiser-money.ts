import { z } from 'zod';
import { PAYOUT_TYPES } from '../domain/payouts.ts';
import { REFUND_DECISIONS } from '../domain/refund-requests.ts';
import { organiserPayoutSchema } from '../forms/payouts.ts';
import { refundRulesSchema } from '../forms/refund-rules.ts';
import { declineReasonSchema } from '../forms/refunds.ts';
import { idMessage, legacyId } from '../model/ids.ts';
import { lineText, list, longText, shortText } from '../model/limits.ts';
import { organiserRefundSettingsSchema, refundRequestRowSchema } from '../model/organiser-refunds.ts';
import { payoutSummarySchema, salesBreakdownRowSchema } from '../model/payout.ts';
import { refundTermsSchema } from '../model/refund.ts';
import { endpoint } from './define.ts';
import { unavailableParts } from './partial.ts';
import { routes } from './routes.ts';
import { EVENT_ID_MESSAGE } from './tickets.ts';

// The organiser's money after the sale (spec part 3, sections 2 to 9): the payout page, refund
// rules and decisions, and a sales report. Every endpoint names one of the organiser's events.

/** Not in the spec, ours: a refund request id in the path that is not a number. */
export const REFUND_REQUEST_ID_MESSAGE = idMessage('Refund request id');

const eventParams = z.object({ eventId: legacyId(EVENT_ID_MESSAGE) });
const ownEvent = { owned: 'organiser-event' } as const;

export const SALES_PHASES = ['In Progress', 'Completed', 'Awaiting Sales'] as const;

/** The part of /payout that may be missing: the revenue rows. The summary is the page. */
export const PAYOUT_PAGE_PARTS = ['breakdown'] as const;
export type PayoutPagePart = (typeof PAYOUT_PAGE_PARTS)[number];

/** /payout: the summary (null when the service failed: the reduced table), the revenue rows. */
export const payoutPageSchema = z.object({
  eventName: lineText(),
  summary: payoutSummarySchema.nullable(),
  /** What may still be requested: the net payout minus payouts already requested, never below 0. */
  availableCents: z.number().int(),
  /** The service's message: a failure, or no sales yet. */
  message: longText().nullable(),
  phase: z.enum(SALES_PHASES).nullable(),
  /** Absent when BREAKDOWNSALES failed (`unavailable` then names it); an empty list is no sales. */
  breakdown: list(salesBreakdownRowSchema).optional(),
  unavailable: unavailableParts(PAYOUT_PAGE_PARTS),
});
export type PayoutPage = z.infer<typeof payoutPageSchema>;

export const payoutRequestResultSchema = z.object({
  message: longText(),
  requestedCents: z.number().int(),
  payoutType: z.enum(PAYOUT_TYPES),
});

/**
 * The parts of /view-refund-request that may be missing: the policy as buyers are told it, and
 * the governance flag (auto-approve). The rules (the form) are the page.
 */
export const REFUND_MANAGEMENT_PARTS = ['governance', 'terms'] as const;
export type RefundManagementPart = (typeof REFUND_MANAGEMENT_PARTS)[number];

/** /view-refund-request: the rules form, the governance flags and the requests table. */
export const refundManagementSchema = z.object({
  eventName: lineText(),
  settings: organiserRefundSettingsSchema,
  /** The event's policy as buyers are told it (eventRefundPolicy); absent when it could not be read. */
  terms: refundTermsSchema.optional(),
  /**
   * Whether requests are approved automatically; null when unknown (the governance read failed or
   * its answer did not say): never read as off, so manual decisions wait until it is known.
   */
  autoApprove: z.boolean().nullable(),
  /** The requests could not be read: the table shows its friendly empty message. */
  requestsFailed: z.boolean(),
  requests: list(refundRequestRowSchema),
  unavailable: unavailableParts(REFUND_MANAGEMENT_PARTS),
});
export type RefundManagement = z.infer<typeof refundManagementSchema>;

export const refundDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal(REFUND_DECISIONS[0]) }),
  z.object({ decision: z.literal(REFUND_DECISIONS[1]) }).extend(declineReasonSchema.shape),
]);

/** One day of the sales report. */
export const reportDaySchema = z.object({
  day: shortText(),
  transactions: z.number().int(),
  admissions: z.number().int(),
  grossCents: z.number().int(),
  refundedCents: z.number().int(),
});
export type ReportDay = z.infer<typeof reportDaySchema>;

export const salesReportSchema = z.object({
  eventName: lineText().nullable(),
  byDay: list(reportDaySchema),
  byTier: list(salesBreakdownRowSchema),
  // The totals come from PAYOUTSUMMARY: null when it gave none (a failure or no summary), which
  // is unknown, not zero (issue 40).
  grossCents: z.number().int().nullable(),
  refundedCents: z.number().int().nullable(),
  feesDeductedCents: z.number().int().nullable(),
  payoutFeeCents: z.number().int().nullable(),
  netPayoutCents: z.number().int().nullable(),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

const messageSchema = z.object({ message: longText() });

export const organiserMoneyApi = {
  getPayout: endpoint({
    ...routes.organiserMoney.getPayout,
    summary:
      "An event's payout page: summary, what may be requested, the sales phase, revenue by ticket type",
    access: ['business'],
    params: eventParams,
    response: payoutPageSchema,
    owner: ownEvent,
    legacy: ['FETCH-EVENT-DETAILS', 'PAYOUTSUMMARY', 'BREAKDOWNSALES'],
  }),
  requestEventPayout: endpoint({
    ...routes.organiserMoney.requestEventPayout,
    summary:
      'Requests a partial or full payout of an event; never more than what is available (read by the server), one at a time per event',
    access: ['business'],
    params: eventParams,
    body: organiserPayoutSchema,
    response: payoutRequestResultSchema,
    owner: ownEvent,
    legacy: ['FETCH-EVENT-DETAILS', 'PAYOUTSUMMARY', 'REQUESTPAYOUT'],
    idempotent: true,
  }),
  getRefundManagement: endpoint({
    ...routes.organiserMoney.getRefundManagement,
    summary: "An event's refund rules, governance and refund requests",
    access: ['business'],
    params: eventParams,
    response: refundManagementSchema,
    owner: ownEvent,
    legacy: ['FETCH-EVENT-DETAILS', 'GET_REFUND_RULES', 'GET-REFUND-GOVERNANCE-RULES', 'GET-REFUND-REQUESTS'],
  }),
  saveRefundRules: endpoint({
    ...routes.organiserMoney.saveRefundRules,
    summary: "Sets an event's refund rules (refused once the first ticket sold)",
    access: ['business'],
    params: eventParams,
    body: refundRulesSchema,
    response: messageSchema,
    owner: ownEvent,
    legacy: ['FETCH-EVENT-DETAILS', 'UPDATE_REFUND_RULES'],
  }),
  decideRefundRequest: endpoint({
    ...routes.organiserMoney.decideRefundRequest,
    summary:
      'Approves (final: the ticket stops being valid) or declines (with a reason) a pending refund request of an event',
    access: ['business'],
    params: eventParams.extend({ requestId: legacyId(REFUND_REQUEST_ID_MESSAGE) }),
    body: refundDecisionSchema,
    response: messageSchema,
    owner: { owned: 'organiser-refund-request' },
    legacy: ['FETCH-EVENT-DETAILS', 'GET-REFUND-REQUESTS', 'REFUND-REQUEST-RESPONSE'],
  }),
  getSalesReport: endpoint({
    ...routes.organiserMoney.getSalesReport,
    summary: "An event's sales report: by day, by ticket type, refunds, fees and the net payout",
    access: ['business'],
    params: eventParams,
    response: salesReportSchema,
    owner: ownEvent,
    legacy: ['FETCH-EVENT-DETAILS', 'PAYOUTSUMMARY', 'BREAKDOWNSALES', 'TRANSACTIONS-LIST'],
  }),
};

import {
  type api,
  centsToLegacyRand,
  legacy,
  normaliseSalesBreakdown,
  normaliseTransactions,
  PAYOUT_MESSAGES,
  payoutAmountProblem,
  salesByDay,
  text,
} from '@tix/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  availableOf,
  eventNameOf,
  payoutPage,
  payoutSummary,
  refundRulesParams,
} from '../domain/organiser-money.ts';
import { refundManagement } from '../domain/refund-management.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { forgetRefundTerms } from '../http/public-reads.ts';
import { sessionUser } from '../http/session-user.ts';
import { IdempotencyStore, idempotencyKey } from '../lib/idempotency.ts';
import { HttpProblem, notLoggedIn, problem } from '../lib/problem.ts';

// The organiser's money after the sale: /payout, /view-refund-request and /report. The ownership
// checks ('organiser-event', 'organiser-refund-request') ran before any handler.

const refused = (detail: string) => new HttpProblem(problem(422, 'Not allowed', detail));

const businessOf = (req: FastifyRequest): string => {
  const user = sessionUser(req);
  if (!user) throw notLoggedIn();
  return user.accountId;
};

/** One payout request at a time per event on this instance; the legacy refuses more than available. */
class EventQueue {
  private readonly tails = new Map<string, Promise<unknown>>();
  run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const next = before.catch(() => undefined).then(fn);
    this.tails.set(key, next);
    const forget = () => {
      if (this.tails.get(key) === next) this.tails.delete(key);
    };
    next.then(forget, forget);
    return next;
  }
}

export const organiserMoneyRoutes = (app: FastifyInstance): DomainRoutes<typeof api.organiserMoney> => {
  const payouts = new IdempotencyStore();
  const queue = new EventQueue();
  return {
    getPayout: async (req) => payoutPage(req, req.params.eventId),

    requestEventPayout: async (req) => {
      const business = businessOf(req);
      const eventId = req.params.eventId;
      return payouts.run(business, idempotencyKey(req), { eventId, ...req.body }, () =>
        queue.run(`${business}:${eventId}`, async () => {
          const { summary, message } = await payoutSummary(req, eventId);
          if (!summary || summary.salesCount === 0) throw refused(message ?? PAYOUT_MESSAGES.noSales);
          const available = availableOf(summary);
          const full = req.body.payoutType === 'full';
          const cents = full ? available : Math.round(req.body.amount * 100);
          const problem = payoutAmountProblem(cents, available);
          if (problem === 'invalid-amount') throw refused(PAYOUT_MESSAGES.amountInvalid);
          if (problem === 'exceeds-available') throw refused(PAYOUT_MESSAGES.exceedsNetPayout);
          const answer = await req.legacy(legacy.REQUESTPAYOUT, {
            amountRequested: centsToLegacyRand(cents),
            event_id: eventId,
            payout_type: req.body.payoutType,
            source: 'ORGANISER_PAYOUT',
          });
          return {
            message: text(answer.message) ?? 'Payout requested.',
            requestedCents: cents,
            payoutType: req.body.payoutType,
          };
        }),
      );
    },

    // The rules are the page; the policy as told to buyers and auto-approve are parts.
    getRefundManagement: (req) => refundManagement(req, req.params.eventId),

    saveRefundRules: async (req) => {
      const answer = await req.legacy(
        legacy.UPDATE_REFUND_RULES,
        refundRulesParams(req.body, req.params.eventId),
      );
      forgetRefundTerms(app, req.params.eventId);
      return { message: text(answer.message) ?? 'Refund rules saved.' };
    },

    decideRefundRequest: async (req) => {
      const body = req.body;
      const answer = await req.legacy(legacy.REFUND_REQUEST_RESPONSE, {
        id: req.params.requestId,
        endpoint: body.decision,
        ...(body.decision === 'declined' ? { reason: body.reason } : {}),
      });
      return { message: text(answer.message) ?? 'Done.' };
    },

    getSalesReport: async (req) => {
      const eventId = req.params.eventId;
      const [eventName, { summary }, breakdown, list] = await Promise.all([
        eventNameOf(req, eventId),
        payoutSummary(req, eventId),
        req.legacy(legacy.BREAKDOWNSALES, { event_id: eventId }).then(normaliseSalesBreakdown),
        req.legacy(legacy.TRANSACTIONS_LIST, { event_id: eventId }),
      ]);
      const transactions = normaliseTransactions(list.transactions);
      // Without a summary the totals are unknown: the report says so rather than R0.00.
      return {
        eventName,
        byDay: salesByDay(transactions),
        byTier: breakdown,
        grossCents: summary?.grossSalesCents ?? null,
        refundedCents: summary?.approvedRefundsCents ?? null,
        feesDeductedCents: summary?.feesDeductedCents ?? null,
        payoutFeeCents: summary?.payoutFeeCents ?? null,
        netPayoutCents: summary?.netPayoutCents ?? null,
      };
    },
  };
};

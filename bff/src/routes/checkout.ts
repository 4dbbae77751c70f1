import { type api, legacy, normalisePayeeBank } from '@tix/contract';
import { refundTermsVersion, TERMS_CHANGED_MESSAGE } from '@tix/contract/domain/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { submitBankTransfer } from '../domain/checkout/bank-transfer.ts';
import { lookUpBuyer } from '../domain/checkout/buyer-lookup.ts';
import {
  assertOnSale,
  loadOrder,
  recentStock,
  ticketForStock,
  ticketNumberFor,
  unitPriceCents,
} from '../domain/checkout/order.ts';
import { startPayment } from '../domain/checkout/payment.ts';
import { purchaseSummary } from '../domain/checkout/purchase-summary.ts';
import { eventRefundTerms } from '../domain/refund-terms.ts';
import type { DomainRoutes } from '../http/implement.ts';
import { readProofUpload } from '../http/proof-upload.ts';
import { rememberPurchase, startedPurchases } from '../http/remembered.ts';
import { sessionUser } from '../http/session-user.ts';
import { IdempotencyStore, idempotencyKey } from '../lib/idempotency.ts';
import { HttpProblem, notFound, notLoggedIn, problem } from '../lib/problem.ts';

/** The refund terms the buyer agreed to are the event's terms now, or the payment does not start. */
async function assertTermsShownAreCurrent(req: FastifyRequest, eventId: string, shown: string | undefined) {
  if (shown === undefined) return;
  if (refundTermsVersion(await eventRefundTerms(req, eventId)) !== shown)
    throw new HttpProblem(problem(409, 'Refund terms changed', TERMS_CHANGED_MESSAGE));
}

function currentUser(req: FastifyRequest) {
  const user = sessionUser(req);
  if (!user) throw notLoggedIn();
  return user;
}

export const checkoutRoutes = (app: FastifyInstance): DomainRoutes<typeof api.checkout> => {
  const payments = new IdempotencyStore({ shared: app.shared, name: 'checkout.payments' });
  const transfers = new IdempotencyStore({ shared: app.shared, name: 'checkout.transfers' });
  return {
    getAvailability: async (req) => {
      const { eventId, ticketId } = req.query;
      return recentStock(req, eventId, await ticketForStock(req, eventId, ticketId));
    },

    startPayment: async (req) => {
      const user = currentUser(req);
      // Checked before the payment's idempotency record, so a refusal here is not replayed.
      await assertTermsShownAreCurrent(req, req.body.eventId, req.body.termsVersion);
      const ctx = { user, config: app.config, userAgent: req.headers['user-agent'] };
      const started = await payments.run(user.accountId, idempotencyKey(req), req.body, () =>
        startPayment(req, ctx, req.body),
      );
      // Only this customer (in any of its logins) can later cancel or look at what was started here.
      const ticketNumber = ticketNumberFor(user.accountId, req.body.token);
      await rememberPurchase(req, { ticketNumber, eventId: req.body.eventId, paymentId: started.paymentId });
      return started;
    },

    verifyPurchase: async (req) => {
      const { paymentId, otp, email } = req.body;
      const answer = await req.legacy(legacy.VERIFY_CUSTOMER_TRANSACTION, {
        m_payment_id: paymentId,
        otp,
        email,
      });
      return { message: answer.message ?? 'Identity Verified' };
    },

    cancelPurchase: async (req) => {
      const detail = await req.legacy(legacy.FETCH_EVENT_DETAILS, { eventid: req.body.event_id });
      if (legacy.isNothing(detail)) throw notFound(legacy.NOT_FOUND.event);
      // The organiser is the event's, never the one in the address bar.
      await req.legacy(legacy.CANCELLATION, { ...req.body, business_id: String(detail.businessId) });
      return { cancelled: true as const };
    },

    getBankTransfer: async (req) => {
      const { eventId, ticketId, quantity } = req.query;
      const order = await loadOrder(req, eventId, ticketId);
      assertOnSale(order.event, req.log);
      const bank = normalisePayeeBank(
        await req.legacy(legacy.PAYMENT_METHOD, { eventid: eventId, ticketid: ticketId }),
      );
      const unit = unitPriceCents(order.ticket, 'adults');
      return {
        eventId,
        eventName: order.event.name,
        ticketId,
        tier: order.ticket.tier,
        quantity,
        unitPriceCents: unit,
        totalCents: unit * quantity,
        bank,
      };
    },

    lookupBuyer: {
      perIp: { max: 30, timeWindow: '1 minute' },
      perAccount: { name: 'buyer-lookup', key: (req) => sessionUser(req)?.accountId ?? null },
      handler: async (req) => lookUpBuyer(req, req.body),
    },

    getPurchase: async (req) => {
      const { paymentId } = req.params;
      const started = (await startedPurchases(req)).find((p) => p.paymentId === paymentId);
      return purchaseSummary(req, paymentId, started?.ticketNumber ?? null);
    },

    submitBankTransfer: async (req) => {
      const user = currentUser(req);
      const key = idempotencyKey(req);
      return transfers.run(user.accountId, key, key ?? null, async () =>
        submitBankTransfer(req, req.log, user.accountId, await readProofUpload(req)),
      );
    },
  };
};

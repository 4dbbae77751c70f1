import { api, legacy, normaliseBuyerLookup, normalisePayeeBank, text } from '@tix/contract';
import { TRANSACTION_VERIFICATION_MESSAGES } from '@tix/contract/forms/checkout';
import type { FastifyInstance } from 'fastify';
import { refused } from '../legacy/errors.ts';
import { IdempotencyStore, idempotencyKey } from '../lib/idempotency.ts';
import { notFound } from '../lib/problem.ts';
import { submitBankTransfer } from './checkout-eft.ts';
import { assertOnSale, currentUser, liveStock, loadOrder, unitPriceCents } from './checkout-order.ts';
import { startPayment } from './checkout-payment.ts';
import { registerEndpoint } from './register.ts';

const { checkout } = api;

export default async function checkoutRoutes(app: FastifyInstance) {
  const payments = new IdempotencyStore();
  const transfers = new IdempotencyStore();

  registerEndpoint(app, checkout.getAvailability, async (req) =>
    liveStock(req, await loadOrder(req, req.query.eventId, req.query.ticketId)),
  );

  registerEndpoint(app, checkout.startPayment, async (req) => {
    const user = currentUser(req);
    return payments.run(user.accountId, idempotencyKey(req), req.body, () => startPayment(req, req.body));
  });

  registerEndpoint(app, checkout.verifyPurchase, async (req) => {
    const { paymentId, otp, email } = req.body;
    const answer = await req.legacy(legacy.VERIFY_CUSTOMER_TRANSACTION, {
      m_payment_id: paymentId,
      otp,
      email,
    });
    if (answer.status !== 'success') {
      throw refused(
        legacy.VERIFY_CUSTOMER_TRANSACTION.key,
        answer.message ?? TRANSACTION_VERIFICATION_MESSAGES.otpRequired,
      );
    }
    return { message: answer.message ?? 'Identity Verified' };
  });

  registerEndpoint(app, checkout.cancelPurchase, async (req) => {
    const detail = await req.legacy(legacy.FETCH_EVENT_DETAILS, { eventid: req.body.event_id });
    if (legacy.isEmptyVal(detail)) throw notFound('This event does not exist or is no longer listed.');
    // The organiser is the event's, never the one in the address bar.
    const answer = await req.legacy(legacy.CANCELLATION, {
      ...req.body,
      business_id: String(detail.businessId),
    });
    if (
      typeof answer === 'object' &&
      answer !== null &&
      !Array.isArray(answer) &&
      answer.status === 'failed'
    ) {
      throw refused(legacy.CANCELLATION.key, text(answer.message) ?? 'The payment could not be cancelled.');
    }
    return { cancelled: true as const };
  });

  registerEndpoint(app, checkout.getBankTransfer, async (req) => {
    const { eventId, ticketId, quantity } = req.query;
    const order = await loadOrder(req, eventId, ticketId);
    assertOnSale(order.event);
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
  });

  registerEndpoint(
    app,
    checkout.lookupBuyer,
    async (req) => {
      const found =
        'phone' in req.body
          ? normaliseBuyerLookup(await req.legacy(legacy.GET_USER_EMAIL, { phone: req.body.phone }))
          : normaliseBuyerLookup(await req.legacy(legacy.GET_USER_PHONE, { email: req.body.email }));
      if (!found) throw notFound('No account matches these details.');
      return found;
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  registerEndpoint(app, checkout.submitBankTransfer, async (req) => {
    const user = currentUser(req);
    const key = idempotencyKey(req);
    return transfers.run(user.accountId, key, key ?? null, () => submitBankTransfer(req, user.accountId));
  });
}

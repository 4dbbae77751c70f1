import { PURCHASE_NOT_FOUND } from '@tix/contract/api/checkout';
import { api } from '@tix/contract/api/index';
import { checkoutTotal } from '@tix/contract/domain/booking-fee';
import { TICKET_TIER_LABELS } from '@tix/contract/domain/constants';
import { makeCheckoutQuantitySchema } from '@tix/contract/forms/checkout';
import { validateForm } from '@tix/contract/forms/validate';
import { nextPaymentStep, PAYMENT_MESSAGES } from '../../flows/payments.ts';
import { bankTransferQuote, knownBuyers, MOCK_OTP } from '../fixtures/checkout.ts';
import { events, ticketTypes } from '../fixtures/events.ts';
import { answer, problem } from '../respond.ts';

const find = (eventId: string, ticketId: string) => {
  const event = events.find((e) => e.id === eventId);
  const ticket = ticketTypes[eventId]?.find((t) => t.id === ticketId);
  return event && ticket ? { event, ticket } : null;
};
const notFound = () => problem(404, 'Not found', 'This ticket type is not on sale for this event.');
const stockOf = (t: NonNullable<ReturnType<typeof find>>['ticket']) => ({
  category: TICKET_TIER_LABELS[t.tier],
  adults: t.adultsAvailable,
  kids: t.kidsAvailable,
});

export const checkout = {
  getAvailability: answer(api.checkout.getAvailability, ({ query }) => {
    const found = find(query.eventId, query.ticketId);
    return found ? stockOf(found.ticket) : notFound();
  }),
  startPayment: answer(api.checkout.startPayment, ({ body }) => {
    const found = find(body.eventId, body.ticketId);
    if (!found) return notFound();
    const checked = validateForm(makeCheckoutQuantitySchema(stockOf(found.ticket)), body);
    if (!checked.ok) return problem(400, 'Invalid request', checked.message, checked.fieldErrors);
    const unit = body.group === 'kids' ? (found.ticket.kidsPriceCents ?? 0) : found.ticket.adultPriceCents;
    const paymentId = `MOCK-${body.token.slice(0, 8)}`;
    const order = { unitPriceCents: unit, quantity: checked.data.quantity, paymentId, verifiedBefore: false };
    const step = nextPaymentStep({ ...order, method: body.method });
    if (step.kind === 'review') return { outcome: 'review' as const, paymentId, message: step.message };
    if (step.kind === 'ozow') return { outcome: 'ozow' as const, paymentId, url: step.url };
    return {
      outcome: 'payfast' as const,
      paymentId,
      action: step.action,
      fields: { m_payment_id: paymentId, amount: step.amount },
    };
  }),
  verifyPurchase: answer(api.checkout.verifyPurchase, ({ body }) =>
    body.otp === MOCK_OTP
      ? { message: PAYMENT_MESSAGES.verified }
      : problem(422, 'Request refused', PAYMENT_MESSAGES.notVerified),
  ),
  cancelPurchase: answer(api.checkout.cancelPurchase, () => ({ cancelled: true as const })),
  // /success's summary: a paid order of the first event for any payment the mock started.
  getPurchase: answer(api.checkout.getPurchase, ({ params }) => {
    const event = events[0];
    const ticket = event ? ticketTypes[event.id]?.[0] : undefined;
    if (!params.paymentId.startsWith('MOCK-') || !event || !ticket)
      return problem(404, 'Not found', PURCHASE_NOT_FOUND);
    return {
      paymentId: params.paymentId,
      ticketNumber: 'MOCKTIX1',
      eventId: event.id,
      eventName: event.name,
      eventDay: event.day,
      eventStartTime: event.startTime,
      ticketType: TICKET_TIER_LABELS[ticket.tier],
      quantity: 2,
      amountCents: checkoutTotal(ticket.adultPriceCents, 2),
      status: 'complete' as const,
    };
  }),
  getBankTransfer: answer(api.checkout.getBankTransfer, ({ query }) => {
    const found = find(query.eventId, query.ticketId);
    if (!found) return notFound();
    const { event, ticket } = found;
    return bankTransferQuote(
      event.id,
      event.name,
      ticket.id,
      ticket.tier,
      ticket.adultPriceCents,
      query.quantity,
    );
  }),
  lookupBuyer: answer(api.checkout.lookupBuyer, ({ body }) => {
    const found = knownBuyers.find((b) =>
      'phone' in body ? b.phone === body.phone : b.email === body.email,
    );
    return found ?? problem(404, 'Not found', 'No account matches these details.');
  }),
  submitBankTransfer: answer(api.checkout.submitBankTransfer, async ({ request }) => {
    const form = await request.formData();
    const email = String(form.get('email') ?? '');
    if (!form.get('proof')) return problem(400, 'Invalid request', 'Upload your proof of payment');
    const eventId = String(form.get('eventId') ?? '');
    return {
      ticketNumber: 'MOCKEFT',
      email,
      eventId,
      ticketId: String(form.get('ticketId') ?? ''),
      businessId: events.find((e) => e.id === eventId)?.businessId ?? '',
    };
  }),
};

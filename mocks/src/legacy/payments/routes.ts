import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { confirmCampaignPayment, findCampaignPayment } from '../campaign-payments.ts';
import { saDateTime } from '../clock.ts';
import { modelsOf } from '../model-models.ts';
import { payPurchase } from '../sales/issue.ts';
import { findEvent, findPurchase } from '../sales/purchases.ts';
import type { Standin } from '../store.ts';
import { confirmVotePayment, findVotePayment } from '../vote-payments.ts';
import { marketingPayPage, payMarketing } from './marketing.ts';
import { problemPage, providerPage } from './page.ts';
import { ozowRequest, payfastFormAccepted, SIGNATURE_MISMATCH } from './verify.ts';

// The payment providers' stand-ins: PayFast receives the posted hidden form, Ozow a redirect;
// both refuse a request whose signature does not hold over every field (verify.ts).
// Pay marks the purchase paid here, server to server, then returns the buyer to the shop.

type Fields = Record<string, unknown>;
const field = (fields: Fields, name: string) =>
  typeof fields[name] === 'string' ? String(fields[name]) : '';

/** Only absolute http(s) addresses: the stand-in never redirects to a script or a relative path. */
function safeUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(body);

function showPage(
  standin: Standin,
  provider: 'payfast' | 'ozow',
  posted: Fields,
  reply: FastifyReply,
  notifyUrl: string,
) {
  if (provider === 'payfast' && field(posted, 'm_payment_id').startsWith('marketing_'))
    return marketingPayPage(reply, posted, notifyUrl);
  const fields = provider === 'ozow' ? ozowRequest(posted) : posted;
  if (!fields || (provider === 'payfast' && !payfastFormAccepted(posted)))
    return html(reply, 400, problemPage(SIGNATURE_MISMATCH));
  const purchase = findPurchase(standin.data, field(fields, 'm_payment_id'));
  const returnUrl = safeUrl(field(fields, 'return_url'));
  const cancelUrl = safeUrl(field(fields, 'cancel_url'));
  const campaignPayment = findCampaignPayment(standin.data, field(fields, 'm_payment_id'));
  if (campaignPayment && provider === 'payfast' && returnUrl && cancelUrl) {
    // A campaign budget: the amount is the one recorded when the payment was started.
    return html(
      reply,
      200,
      providerPage({
        provider: 'PayFast',
        itemName: field(fields, 'item_name') || 'Campaign budget',
        amountCents: campaignPayment.amountCents,
        paymentId: campaignPayment.id,
        returnUrl,
        cancelUrl,
        base: '/__pay/payfast',
      }),
    );
  }
  const votePayment = findVotePayment(modelsOf(standin.data), field(fields, 'm_payment_id'));
  if (votePayment && provider === 'payfast' && returnUrl && cancelUrl) {
    // A paid vote package: the amount is the one recorded when the payment was started.
    return html(
      reply,
      200,
      providerPage({
        provider: 'PayFast',
        itemName: field(fields, 'item_name') || 'Vote package',
        amountCents: votePayment.amountCents,
        paymentId: votePayment.id,
        returnUrl,
        cancelUrl,
        base: '/__pay/payfast',
      }),
    );
  }
  if (!purchase || !returnUrl || !cancelUrl)
    return html(reply, 400, problemPage('This payment request is incomplete.'));
  const event = findEvent(standin.data, purchase.eventId);
  return html(
    reply,
    200,
    providerPage({
      provider: provider === 'payfast' ? 'PayFast' : 'Ozow',
      itemName: field(fields, 'item_name') || `${event?.name ?? 'Tickets'}: ${purchase.quantity} ticket(s)`,
      amountCents: purchase.totalCents + purchase.bookingFeeCents,
      paymentId: purchase.paymentId,
      returnUrl,
      cancelUrl,
      base: `/__pay/${provider}`,
    }),
  );
}

const asFields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};

function notifyCampaignPayment(standin: Standin, paymentId: string, confirmedCents: number): boolean {
  const payment = findCampaignPayment(standin.data, paymentId);
  return payment
    ? confirmCampaignPayment(standin.data, payment, confirmedCents, saDateTime(standin.now()))
    : false;
}

/**
 * The notify URL set in the merchant's PayFast account for SMS marketing: the legacy's own
 * NOTIFY-URL-SMS-MARKETING on this host. The shop's form does not name it (a server-side address
 * never goes to the browser), so the provider uses this one.
 */
const merchantNotifyUrl = (request: FastifyRequest, opParam: string) =>
  `${request.protocol}://${request.host}/webservices.php?${opParam}=NOTIFY-URL-SMS-MARKETING`;

export function registerPayments(app: FastifyInstance, standin: Standin, opParam = 'q'): void {
  for (const provider of ['payfast', 'ozow'] as const) {
    app.get(`/__pay/${provider}`, (request, reply) =>
      showPage(standin, provider, asFields(request.query), reply, merchantNotifyUrl(request, opParam)),
    );
    app.post(`/__pay/${provider}`, (request, reply) =>
      showPage(standin, provider, asFields(request.body), reply, merchantNotifyUrl(request, opParam)),
    );

    app.post(`/__pay/${provider}/pay`, (request, reply) => {
      const fields = asFields(request.body);
      if (provider === 'payfast' && field(fields, 'm_payment_id').startsWith('marketing_'))
        return payMarketing(reply, fields, merchantNotifyUrl(request, opParam));
      const campaignPayment = findCampaignPayment(standin.data, field(fields, 'm_payment_id'));
      if (campaignPayment) {
        const back = safeUrl(field(fields, 'return_url'));
        if (!back) return html(reply, 400, problemPage('This payment request is incomplete.'));
        // The provider notifies the legacy server to server (its ITN), then returns the organiser.
        notifyCampaignPayment(standin, campaignPayment.id, campaignPayment.amountCents);
        return reply.redirect(back, 303);
      }
      const votePayment = findVotePayment(modelsOf(standin.data), field(fields, 'm_payment_id'));
      if (votePayment) {
        const back = safeUrl(field(fields, 'return_url'));
        if (!back) return html(reply, 400, problemPage('This payment request is incomplete.'));
        // The provider notifies the legacy (ITN) before it returns the visitor: the points count here.
        confirmVotePayment(modelsOf(standin.data), votePayment, votePayment.amountCents, standin.now());
        return reply.redirect(back, 303);
      }
      const purchase = findPurchase(standin.data, field(fields, 'm_payment_id'));
      const returnUrl = safeUrl(field(fields, 'return_url'));
      if (!purchase || !returnUrl)
        return html(reply, 400, problemPage('This payment request is incomplete.'));
      const result = payPurchase(standin.data, standin.outbox, purchase, standin.now());
      if (!result.ok) return html(reply, 409, problemPage(result.message));
      return reply.redirect(returnUrl, 303);
    });

    app.post(`/__pay/${provider}/cancel`, (request, reply) => {
      const cancelUrl = safeUrl(field(asFields(request.body), 'cancel_url'));
      if (!cancelUrl) return html(reply, 400, problemPage('This payment request is incomplete.'));
      return reply.redirect(cancelUrl, 303);
    });
  }

  // The provider's notify (ITN) for a campaign payment, server to server: credits the budget once
  // when the payment is COMPLETE for the amount asked; a replay changes nothing.
  app.post('/__pay/payfast/notify', (request, reply) => {
    const fields = asFields(request.body);
    const gross = Math.round(Number(field(fields, 'amount_gross')) * 100);
    const votePayment = findVotePayment(modelsOf(standin.data), field(fields, 'm_payment_id'));
    if (votePayment && field(fields, 'payment_status') === 'COMPLETE') {
      confirmVotePayment(modelsOf(standin.data), votePayment, gross, standin.now());
      return reply.code(200).send('');
    }
    const payment = findCampaignPayment(standin.data, field(fields, 'm_payment_id'));
    if (!payment || field(fields, 'payment_status') !== 'COMPLETE') return reply.code(400).send('');
    notifyCampaignPayment(standin, payment.id, gross);
    return reply.code(200).send('');
  });

  app.get('/__standin/campaign-payments', () => ({ payments: standin.data.campaignPayments }));

  // For tests and people: what was bought and which tickets were issued.
  app.get('/__standin/purchases', () => ({
    purchases: standin.data.purchases.map(({ otp: _otp, ...rest }) => rest),
    tickets: standin.data.customerTickets,
  }));
}

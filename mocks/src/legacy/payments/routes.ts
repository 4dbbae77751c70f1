import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findCampaignPayment } from '../campaign-payments.ts';
import { modelsOf } from '../model-models.ts';
import type { Standin } from '../store.ts';
import { confirmVotePayment, findVotePayment } from '../vote-payments.ts';
import {
  cancelAtProvider,
  type Fields,
  field,
  notifyCampaignPayment,
  type ProviderAnswer,
  type ProviderSite,
  payAtProvider,
  showProviderPage,
} from './provider.ts';

// The payment providers' stand-ins over HTTP: PayFast receives the posted hidden form, Ozow a
// redirect; both refuse a request whose signature does not hold over every field (verify.ts).
// Pay marks the purchase paid here, server to server, then returns the buyer to the shop.
// What each answers is provider.ts's, the same functions mock mode runs in the browser.

const asFields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};

function send(reply: FastifyReply, answer: ProviderAnswer) {
  if ('redirect' in answer) return reply.redirect(answer.redirect, 303);
  return reply.code(answer.status).type('text/html; charset=utf-8').send(answer.html);
}

/**
 * The notify URL set in the merchant's PayFast account for SMS marketing: the legacy's own
 * NOTIFY-URL-SMS-MARKETING on this host. The shop's form does not name it (a server-side address
 * never goes to the browser), so the provider uses this one.
 */
const merchantNotifyUrl = (request: FastifyRequest, opParam: string) =>
  `${request.protocol}://${request.host}/webservices.php?${opParam}=NOTIFY-URL-SMS-MARKETING`;

export function registerPayments(app: FastifyInstance, standin: Standin, opParam = 'q'): void {
  const site = (request: FastifyRequest): ProviderSite => ({
    standin,
    merchantNotifyUrl: merchantNotifyUrl(request, opParam),
    notify: async (url, itn) =>
      (await fetch(url, { method: 'POST', body: itn }).catch(() => null))?.ok === true,
  });
  for (const provider of ['payfast', 'ozow'] as const) {
    app.get(`/__pay/${provider}`, (request, reply) =>
      send(reply, showProviderPage(site(request), provider, asFields(request.query))),
    );
    app.post(`/__pay/${provider}`, (request, reply) =>
      send(reply, showProviderPage(site(request), provider, asFields(request.body))),
    );
    app.post(`/__pay/${provider}/pay`, async (request, reply) =>
      send(reply, await payAtProvider(site(request), provider, asFields(request.body))),
    );
    app.post(`/__pay/${provider}/cancel`, (request, reply) =>
      send(reply, cancelAtProvider(asFields(request.body))),
    );
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
